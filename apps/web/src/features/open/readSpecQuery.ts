/** The query parameter that opens a spec from a URL of this site: `?spec=/specs/claims.md`. */
const SPEC_PARAMETER = 'spec';

/** What a page's query asks: nothing, a spec's URL to open, or a URL that is refused. */
export type SpecQuery =
  { kind: 'none' } | { kind: 'open'; url: URL } | { kind: 'refused'; message: string };

/**
 * Reads `?spec=` from a page's query. Only a URL of the page's own origin is opened: the product
 * makes no request to any other host.
 */
export function readSpecQuery(search: string, pageUrl: string): SpecQuery {
  const value = new URLSearchParams(search).get(SPEC_PARAMETER);
  if (value === null) return { kind: 'none' };
  if (value.trim() === '')
    return {
      kind: 'refused',
      message: 'The link asks to open a spec but gives no address: ?spec= is empty.',
    };
  const page = new URL(pageUrl);
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    return { kind: 'refused', message: `"${value}" is not an address a spec can be opened from.` };
  }
  if (url.origin !== page.origin)
    return {
      kind: 'refused',
      message:
        `Specrun opens specs from its own site (${page.origin}) only, and makes no request to ` +
        `another host: "${value}" was not opened. Download the spec and open the file instead.`,
    };
  return { kind: 'open', url };
}
