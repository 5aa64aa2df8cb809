import type { CallAnswer, CallRequest } from '@specrun/runtime/backend';

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
  request: CallRequest,
  methods: readonly string[],
): CallAnswer {
  const headers = corsHeaders(allowed, request.header('Origin'));
  if (Object.keys(headers).length === 0) return { status: 204, headers: {}, body: '' };
  return {
    status: 204,
    headers: {
      ...headers,
      'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
    },
    body: '',
  };
}

/** An answer with more headers. */
export function withHeaders(answer: CallAnswer, headers: Record<string, string>): CallAnswer {
  if (Object.keys(headers).length === 0) return answer;
  return { ...answer, headers: { ...answer.headers, ...headers } };
}
