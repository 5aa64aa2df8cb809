import { bodyTextOf, keepBodyText } from '@specrun/runtime/backend';
/** The headers a browser page of another origin may send to the calls. */
const ALLOWED_HEADERS = 'Content-Type, If-Match, Authorization, x-specrun-user';

/** The headers of an answer such a page may read: versions, Specrun's metadata, a new record. */
const EXPOSED_HEADERS = 'ETag, Location, x-specrun-record, x-specrun-assumption';

/**
 * The CORS headers for a request from `requestOrigin`, when it is the origin the server lets in
 * (`--origin`); none for any other, so that the browser keeps other pages from reading answers.
 */
export function corsHeaders(
  allowed: string | undefined,
  requestOrigin: string | null,
): Record<string, string> {
  if (allowed === undefined || requestOrigin === null || requestOrigin !== allowed) return {};
  return {
    'Access-Control-Allow-Origin': requestOrigin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/** The answer to a preflight (OPTIONS) from the allowed origin: the methods of the path. */
export function preflight(
  allowed: string | undefined,
  request: Request,
  methods: readonly string[],
): Response {
  const headers = corsHeaders(allowed, request.headers.get('Origin'));
  if (Object.keys(headers).length === 0) return new Response(null, { status: 204 });
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
    },
  });
}

/** A Fetch API answer with more headers. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (Object.keys(headers).length === 0) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  const copy = new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: merged,
  });
  const text = bodyTextOf(response);
  return text === undefined ? copy : keepBodyText(copy, text);
}
