import { readSpec, type Spec } from '@specrun/model';

/**
 * The content security policy of one spec's app, as `specrun dev` sends it and `specrun build`
 * writes it. The web app's page carries its policy in a meta element (apps/web/build), made for
 * any spec: its `connect-src` allows every http(s) host, since live mode may call one. Serving or
 * building one spec, the policy narrows that to the page's own origin and the spec's server, if
 * it names one, so the app can reach no other host.
 */

/** The constant (point 9) whose value is the base URL of the server a spec's calls go to. */
export const BASE_URL_CONSTANT = 'BASE_URL';

const META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/**
 * The origin of the server a spec names for its calls: its constant `BASE_URL`, an absolute
 * http(s) URL without a user name or password (`https://api.example.com/v1` names
 * `https://api.example.com`). `undefined` when it names none, or none that is such a URL.
 */
export function specOrigin(spec: Spec | undefined): string | undefined {
  const value = spec?.constants.find((c) => c.name === BASE_URL_CONSTANT)?.value;
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.origin;
}

/** `specOrigin` of a spec's text, read in the format its published name says. */
export function specOriginOfText(text: string, specName: string): string | undefined {
  const format = /\.ya?ml$/i.test(specName) ? 'yaml' : 'markdown';
  return specOrigin(readSpec(text, { format }).spec);
}

/** The policy a page carries in its meta element, `undefined` when it has none. */
export function pagePolicy(html: string): string | undefined {
  const content = META.exec(html)?.[1];
  return content
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The policy with `connect-src` allowing the page's own origin and `origin`, when given: no
 * other host. A policy without `connect-src` gets one.
 */
export function narrowConnect(policy: string, origin: string | undefined): string {
  const connect = `connect-src 'self'${origin === undefined ? '' : ` ${origin}`}`;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const at = directives.findIndex((d) => /^connect-src(\s|$)/i.test(d));
  if (at < 0) directives.push(connect);
  else directives[at] = connect;
  return directives.join('; ');
}

/**
 * The policy with `script-src` allowing, besides what it allows, the inline scripts of `hashes`
 * (`'sha256-…'` sources). A policy without `script-src` gets one from its `default-src`
 * (`'self'` without either), so that allowing a script never widens what else may run.
 */
export function allowScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const at = directives.findIndex((d) => /^script-src(\s|$)/i.test(d));
  if (at >= 0) {
    directives[at] = `${directives[at]} ${hashes.join(' ')}`;
    return directives.join('; ');
  }
  const fallback = directives.find((d) => /^default-src(\s|$)/i.test(d));
  const sources = fallback === undefined ? "'self'" : fallback.replace(/^default-src\s*/i, '');
  directives.push(`script-src ${sources} ${hashes.join(' ')}`.replace(/\s+/g, ' '));
  return directives.join('; ');
}

/** The page with its policy's meta element holding `policy` (the page unchanged without one). */
export function withPagePolicy(html: string, policy: string): string {
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(
    META,
    () => `<meta http-equiv="Content-Security-Policy" content="${content}">`,
  );
}

/**
 * The headers a server of the app sends with every answer: the policy, with framing only by the
 * app's own pages (`frame-ancestors`, which a meta element cannot carry), and no guessing of a
 * file's type from its content.
 */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'self'`,
    'X-Content-Type-Options': 'nosniff',
  };
}
