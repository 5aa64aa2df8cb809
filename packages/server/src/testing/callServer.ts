import { USER_HEADER } from '@specrun/runtime/backend';

/** What a test sends besides the method and path. */
export interface CallInit {
  /** The sample user of the development header. */
  user?: string;
  /** A value sent as JSON. */
  json?: unknown;
  /** A body sent as it is. */
  raw?: string;
  headers?: Record<string, string>;
}

/** An answer as a test reads it. */
export interface CallAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  /** The codes of an error body, in order. */
  codes: string[];
}

/** Calls a running server over real HTTP. */
export async function callServer(
  base: string,
  method: string,
  path: string,
  init: CallInit = {},
): Promise<CallAnswer> {
  const headers = new Headers(init.headers);
  if (init.user !== undefined) headers.set(USER_HEADER, init.user);
  let body: string | undefined;
  if (init.json !== undefined || init.raw !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = init.raw ?? JSON.stringify(init.json);
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  const errors = (parsed as { errors?: { code: string }[] } | undefined)?.errors;
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    codes: Array.isArray(errors) ? errors.map((e) => e.code) : [],
  };
}
