import type { Spec } from '@specrun/model';
import { appError } from '@specrun/runtime';
import {
  errorAnswer,
  type CallAnswer,
  type CallRequest,
  type MockBackend,
} from '@specrun/runtime/backend';
import { corsHeaders, preflight, withHeaders } from './cors.ts';

/** What the server's handler answers with. */
export interface HandlerOptions {
  spec: Spec;
  /** The spec's backend: the same code that answers the calls in the browser. */
  backend: MockBackend;
  /** The one origin whose pages may call the server from a browser (CORS); default none. */
  origin?: string;
  /** What `GET /health` says; throws when the database does not answer. */
  health: () => Promise<Record<string, unknown>>;
}

/** The path of the health check. */
export const HEALTH_PATH = '/health';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The server's handler of plain requests (`CallRequest`): `GET /health`; CORS preflights; the spec's calls, answered
 * by its backend as the user the request's token (or, under `--dev`, its development header) names; 405 with `Allow` for a path of the
 * calls asked with another method; 404 for any other path under the calls' first segments
 * (`/api/…`). Resolves to undefined for the other paths, which are the web app's.
 */
export function createHandler(
  options: HandlerOptions,
): (request: CallRequest) => Promise<CallAnswer | undefined> {
  const { spec, backend, origin } = options;
  const prefixes = new Set(
    spec.calls.map((call) => `/${call.path.split('/').filter((s) => s !== '')[0] ?? ''}`),
  );
  const methodsOf = (path: string): string[] =>
    METHODS.filter((method) => backend.calls.match(method, path) !== undefined);
  const isCallPath = (path: string): boolean =>
    [...prefixes].some(
      (prefix) => prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`)),
    ) || methodsOf(path).length > 0;

  return async (request) => {
    const { path, method } = request;
    const cors = corsHeaders(origin, request.header('Origin'));
    if (path === HEALTH_PATH) {
      if (method !== 'GET' && method !== 'HEAD')
        return notAllowed(spec, method, path, ['GET'], cors);
      try {
        return withHeaders(jsonAnswer(200, { status: 'ok', ...(await options.health()) }), cors);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return withHeaders(jsonAnswer(503, { status: 'unavailable', detail }), cors);
      }
    }
    // A call's own method and path (most requests) goes to the backend at once, with its match.
    const matched = method === 'OPTIONS' ? undefined : backend.calls.match(method, path);
    if (matched !== undefined) return withHeaders(await backend.exchange(request, matched), cors);
    if (!isCallPath(path)) return undefined;
    const methods = methodsOf(path);
    if (method === 'OPTIONS' && request.header('Access-Control-Request-Method') !== null)
      return preflight(origin, request, methods);
    if (methods.length > 0 && !methods.includes(method))
      return notAllowed(spec, method, path, methods, cors);
    return withHeaders(await backend.exchange(request), cors);
  };
}

function notAllowed(
  spec: Spec,
  method: string,
  path: string,
  methods: readonly string[],
  cors: Record<string, string>,
): CallAnswer {
  const error = appError('METHOD_NOT_ALLOWED', spec.errors, { method, path });
  return withHeaders(errorAnswer(405, [error]), { ...cors, Allow: methods.join(', ') });
}

function jsonAnswer(status: number, body: unknown): CallAnswer {
  return { status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
