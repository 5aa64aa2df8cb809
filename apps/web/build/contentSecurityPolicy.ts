import type { Plugin } from 'vite';

/**
 * The content security policy of the built app. Scripts come only from the app's own files, so
 * nothing can evaluate a string as code (no 'unsafe-eval': the expression language is
 * interpreted, never compiled to JavaScript). Styles may be inline because Mantine writes its
 * theme's CSS variables into a style element. `blob:` covers downloads of exports and the import
 * worker; `data:` covers inline images of the theme. Calls (point 7) go to the app's own origin,
 * where the mock backend answers, or in live mode to the base URL the user sets while the app
 * runs: a policy written at build time for any spec cannot name that URL, so `connect-src`
 * allows http(s) and the app itself sends to no other host (docs/calls.md). Serving or building
 * one spec, `specrun dev` and `specrun build` narrow it to the spec's own server.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * What a server of the built app sends with every answer (`vite preview`; `specrun dev` sends the
 * same, with `connect-src` narrowed to the one spec it serves): the policy, framing only by the
 * app's own pages (`frame-ancestors`, which a meta element cannot carry), and no guessing of a
 * file's type from its content.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Writes the policy into the built `index.html` as a meta element, so that the app carries it to
 * any static file host (`specrun build`, which narrows its `connect-src` to the one spec's
 * server). The dev server is left without it: its hot reload runs an inline script.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'specrun:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
