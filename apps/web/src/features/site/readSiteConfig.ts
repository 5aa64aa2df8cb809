import { readShippedSpec, type ShippedSpec } from '@specrun/model';
import type { ServedBy } from '../../shared/calls/hostServer.ts';

/** The file that puts the app in single-spec mode, fetched beside the app's page. */
export const SITE_CONFIG_FILE = 'specrun.json';

/**
 * The id of the data block in which a spec's site page carries `specrun.json` and the spec's
 * text (`specrun build` writes it: packages/cli/src/build/sitePage.ts).
 */
export const EMBEDDED_SITE_ID = 'specrun-site';

/** What `specrun.json` says, its URLs resolved against it. */
export interface SiteConfig {
  /** The one spec the app runs. */
  specUrl: string;
  /** An event stream that sends `change` when the spec changes (`specrun dev`). */
  liveUrl?: string;
  /** What the CLI found when it checked the spec (absent when it did not say, or not usably). */
  check?: ShippedSpec;
  /** The spec's text when the page carries it (`specrun build`): it need not be fetched. */
  specText?: string;
  /**
   * The server that serves the page and answers the spec's calls (`specrun serve`), on the
   * page's origin, with `liveUrl` as its event stream.
   */
  servedBy?: ServedBy;
}

/** The fetch this module needs; tests bring their own. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The statuses that mean there is no `specrun.json` (object stores answer 403 for a missing key). */
const ABSENT = new Set([403, 404, 410]);

/**
 * Fetches `specrun.json` beside the page at `pageUrl` and resolves to what it says, or to
 * `undefined` when there is none: the app is then the gallery as usual. A host that answers every
 * path with the app's page counts as having none. Rejects with an `Error` that says what is wrong
 * when the file exists but cannot be used.
 */
export async function readSiteConfig(
  pageUrl: string,
  fetchFn: Fetch = fetch,
): Promise<SiteConfig | undefined> {
  const configUrl = new URL(SITE_CONFIG_FILE, pageUrl);
  const response = await fetchFn(configUrl.href, { cache: 'no-cache' });
  const isPage = /\btext\/html\b/.test(response.headers.get('content-type') ?? '');
  if (ABSENT.has(response.status) || !response.ok || isPage) {
    // An unread body keeps the request open (and the page from ever being idle).
    await response.body?.cancel();
    if (response.ok || ABSENT.has(response.status)) return undefined;
    throw new Error(
      `${SITE_CONFIG_FILE} could not be loaded: the server answered ${describeStatus(response)}.`,
    );
  }
  const data = parseJson(await response.text(), SITE_CONFIG_FILE);
  return siteConfigOf(data, configUrl, SITE_CONFIG_FILE);
}

/**
 * What the page's data block `#specrun-site` says (`embedded`: its text), or `undefined` when the
 * page has none: `specrun.json` as `readSiteConfig` reads it, with the spec's text in `text`.
 * Throws an `Error` that says what is wrong when the block cannot be used.
 */
export function readEmbeddedSiteConfig(
  pageUrl: string,
  embedded: string | null | undefined,
): SiteConfig | undefined {
  if (embedded === null || embedded === undefined) return undefined;
  const where = `The page's ${SITE_CONFIG_FILE} (the data block #${EMBEDDED_SITE_ID})`;
  const data = parseJson(embedded, where);
  const config = siteConfigOf(data, new URL(SITE_CONFIG_FILE, pageUrl), where);
  const text = field(data, 'text');
  if (typeof text !== 'string') throw new Error(`${where}: "text" must be the spec's text.`);
  config.specText = text;
  return config;
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${String(error)}`);
  }
}

/** What `specrun.json`'s data says; `where` names it in the errors thrown. */
function siteConfigOf(data: unknown, configUrl: URL, where: string): SiteConfig {
  const spec = field(data, 'spec');
  if (typeof spec !== 'string' || spec.trim() === '')
    throw new Error(`${where} must name the spec: { "spec": "my-product.md" }.`);
  const live = field(data, 'live');
  if (live !== undefined && typeof live !== 'string')
    throw new Error(`${where}: "live" must be the URL of an event stream.`);
  const config: SiteConfig = { specUrl: sameOrigin(spec, configUrl, 'spec', where) };
  if (live !== undefined) config.liveUrl = sameOrigin(live, configUrl, 'live', where);
  const check = readShippedSpec(field(data, 'check'));
  if (check !== undefined) config.check = check;
  const server = field(data, 'server');
  if (server !== undefined) {
    const acting = field(server, 'acting');
    if (acting !== 'dev-header' && acting !== 'token')
      throw new Error(
        `${where}: "server" must say how the server learns who acts: { "acting": "dev-header" } or { "acting": "token" }.`,
      );
    if (config.liveUrl === undefined)
      throw new Error(`${where}: "server" needs "live", the URL of the server's event stream.`);
    config.servedBy = { baseUrl: configUrl.origin, events: config.liveUrl, acting };
  }
  return config;
}

/** `404 Not Found`, or the bare status when the server sends no text. */
export function describeStatus(response: Response): string {
  return `${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`;
}

function field(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)[key]
    : undefined;
}

// The app makes no request to another host (DESIGN.md), so both URLs must stay on the page's own.
function sameOrigin(relative: string, configUrl: URL, key: string, where: string): string {
  const url = new URL(relative, configUrl);
  if (url.origin !== configUrl.origin)
    throw new Error(
      `${where}: "${key}" must be on this site (${configUrl.origin}), not ${url.origin}.`,
    );
  return url.href;
}
