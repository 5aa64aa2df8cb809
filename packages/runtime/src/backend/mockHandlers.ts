import { http, HttpHandler, type RequestHandler } from 'msw';
import type { PathTemplate } from '@specrun/model';
import type { MockBackend } from './MockBackend.ts';

/** Options of `mockHandlers`. */
export interface MockHandlersOptions {
  /**
   * Where the calls' paths start: an origin, optionally with a path (`http://mock.test`,
   * `http://localhost:5173/base`). Default none: paths are relative to the page's origin, as the
   * app calls them (`/api/claims`). Node has no page, so tests there pass one.
   */
  base?: string;
}

const VERBS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  HEAD: http.head,
  OPTIONS: http.options,
} as const;

/**
 * MSW request handlers for a spec's calls: one per call, on its method and path (parameters in
 * MSW's `:name` syntax), each answered by `backend.handle`. After them, a handler for anything
 * else under each first segment of the calls' paths (`/api/*`), so that a request no call
 * matches is answered 404 with an assumption rather than sent to the network.
 */
export function mockHandlers(
  backend: MockBackend,
  options: MockHandlersOptions = {},
): RequestHandler[] {
  const base = (options.base ?? '').replace(/\/+$/, '');
  const prefix =
    base === '' ? '' : new URL(base, 'http://base.invalid').pathname.replace(/\/+$/, '');
  const answer = ({ request }: { request: Request }): Promise<Response> => {
    const path = new URL(request.url).pathname;
    return backend.handle(request, path.startsWith(prefix) ? path.slice(prefix.length) : path);
  };
  const handlers: RequestHandler[] = [];
  const roots = new Set<string>();
  for (const { call, template } of backend.calls.bindings) {
    const path = `${base}${mswPath(template)}`;
    const method = call.method.toUpperCase();
    const verb = VERBS[method as keyof typeof VERBS] as
      (typeof VERBS)[keyof typeof VERBS] | undefined;
    handlers.push(verb ? verb(path, answer) : new HttpHandler(method, path, answer));
    const first = template.segments[0];
    if (first?.kind === 'literal') roots.add(escapeLiteral(first.text));
  }
  for (const root of roots) {
    handlers.push(http.all(`${base}/${root}`, answer), http.all(`${base}/${root}/*`, answer));
  }
  return handlers;
}

/** A call's path in MSW's syntax: `/api/claims/:p1`; parameters are renamed, the backend reads its own. */
function mswPath(template: PathTemplate): string {
  const parts = template.segments.map((segment, index) =>
    segment.kind === 'param' ? `:p${index}` : escapeLiteral(segment.text),
  );
  return `/${parts.join('/')}`;
}

/** A literal segment with the characters MSW's path syntax reads as its own escaped. */
function escapeLiteral(text: string): string {
  return text.replace(/[(){}?+:]/g, (c) => `\\${c}`);
}
