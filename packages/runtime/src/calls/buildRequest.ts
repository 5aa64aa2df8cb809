import { fillPath, type CallBinding } from '@specrun/model';
import { USER_HEADER } from './wireHeaders.ts';

/** What goes into one call's request besides the call itself. */
export interface RequestParts {
  /** The live server's base URL, or '' for the page's own origin (where the mock answers). */
  baseUrl: string;
  /** The page's origin, used when `baseUrl` is ''. */
  origin: string;
  /** The path's parameters' values. */
  params: Readonly<Record<string, string>>;
  /** The query's parameters, written after the path (`?offset=20`). */
  query?: Readonly<Record<string, string>>;
  /** The acting user's id, sent as `x-specrun-user`; absent in live mode. */
  userId?: string;
  /** Headers that tell a live server who acts (`HostServer.credentials`). */
  credentials?: Readonly<Record<string, string>>;
  /** The version of the record the user saw; sent as `If-Match` when more than 0. */
  version?: number;
  /** The JSON body; absent for none. */
  body?: unknown;
}

/** The URL of a path: the base URL (its own path kept) or the page's origin, then the path. */
export function callUrl(baseUrl: string, origin: string, path: string): string {
  const base = baseUrl === '' ? origin : baseUrl;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * The request of a call as docs/calls.md sets it: its method, its path with the parameters filled
 * (encoded), `Accept: application/json`, the credentials given, `x-specrun-user` when a user is given, `If-Match:
 * "<version>"` when a version above 0 is, and a JSON body with its `Content-Type` when there is one.
 * Throws (from `fillPath`) when a parameter has no value.
 */
export function buildRequest(binding: CallBinding, parts: RequestParts): Request {
  const path = fillPath(binding.template, parts.params);
  const query = new URLSearchParams(parts.query ?? {}).toString();
  const url = callUrl(parts.baseUrl, parts.origin, query === '' ? path : `${path}?${query}`);
  const headers = new Headers({ accept: 'application/json' });
  for (const [name, value] of Object.entries(parts.credentials ?? {})) headers.set(name, value);
  if (parts.userId !== undefined) headers.set(USER_HEADER, parts.userId);
  if (parts.version !== undefined && parts.version > 0)
    headers.set('if-match', `"${parts.version}"`);
  const init: RequestInit = { method: binding.call.method.toUpperCase(), headers };
  if (parts.body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(parts.body);
  }
  return new Request(url, init);
}
