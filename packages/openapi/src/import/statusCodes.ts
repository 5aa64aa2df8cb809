/**
 * The error code an error answer gets from its status when the document gives it no name:
 * Specrun's own codes where it has one (docs/calls.md), else the status's name in words.
 */
const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  407: 'PROXY_AUTHENTICATION_REQUIRED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  411: 'LENGTH_REQUIRED',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  417: 'EXPECTATION_FAILED',
  418: 'TEAPOT',
  421: 'MISDIRECTED_REQUEST',
  422: 'INVALID_VALUE',
  423: 'LOCKED',
  424: 'FAILED_DEPENDENCY',
  425: 'TOO_EARLY',
  426: 'UPGRADE_REQUIRED',
  428: 'PRECONDITION_REQUIRED',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  451: 'UNAVAILABLE_FOR_LEGAL_REASONS',
  500: 'SERVER_ERROR',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
  505: 'HTTP_VERSION_NOT_SUPPORTED',
  507: 'INSUFFICIENT_STORAGE',
  511: 'NETWORK_AUTHENTICATION_REQUIRED',
};

/** The code of an error status (`404` → `NOT_FOUND`; one without a name → `ERROR_499`). */
export function codeForStatus(status: number): string {
  return CODES[status] ?? `ERROR_${status}`;
}

/** A plain message for an error status when the document gives no description. */
export function messageForStatus(status: number): string {
  const words = (CODES[status] ?? `ERROR ${status}`).toLowerCase().replace(/_/g, ' ');
  return `The server answered ${status} (${words}).`;
}
