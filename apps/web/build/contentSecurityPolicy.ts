import type { Plugin } from 'vite';

/**
 * The content security policy of the built app. Scripts come only from the app's own files, so
 * nothing can evaluate a string as code (no 'unsafe-eval': the expression language is
 * interpreted, never compiled to JavaScript). Styles may be inline because Mantine writes its
 * theme's CSS variables into a style element. `blob:` covers downloads of exports and the import
 * worker; `data:` covers inline images of the theme. Calls (point 7) go to the app's own origin,
 * where the mock backend answers, or in live mode to the base URL the user sets while the app
 * runs: a policy written at build time cannot name that URL, so `connect-src` allows http(s) and
 * the app itself sends to no other host (docs/calls.md).
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
 * Writes the policy into the built `index.html` as a meta element, so that the app carries it to
 * any static file host (`specrun build`), and serves it as a header from `vite preview`. The dev
 * server is left without it: its hot reload runs an inline script.
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
