/**
 * A request for one of the spec's calls as the backend reads it: plain values, so that a host
 * (the HTTP server) hands it over without building a Fetch API `Request` per request, and the
 * browser's handlers adapt theirs (`callRequestOf`).
 */
export interface CallRequest {
  /** In capitals: `GET`. */
  readonly method: string;
  /** The path matched against the calls: `/api/claims/c1`. */
  readonly path: string;
  /** The query, `?` included (`?offset=20`), or `''`. */
  readonly search: string;
  /** The value of a header (its name in any case), or null when it is not sent. */
  header(name: string): string | null;
  /** The body as text; `''` for none. */
  text(): Promise<string>;
}

/** The backend's answer: its status, headers, and the JSON text of its body (`''` for none). */
export interface CallAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A Fetch API request as a `CallRequest`; `path` (default the URL's) is matched against the calls. */
export function callRequestOf(request: Request, path?: string): CallRequest {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    path: path ?? url.pathname,
    search: url.search,
    header: (name) => request.headers.get(name),
    text: () => request.text(),
  };
}

/** A `CallAnswer` as a Fetch API response (for MSW and the page's own transport). */
export function responseOf(answer: CallAnswer): Response {
  return new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}
