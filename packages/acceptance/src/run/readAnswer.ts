/** An answer as a test reads it. */
export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is no JSON, or undefined when there is none. */
  body: unknown;
  /** The `ETag` header's version, when the answer carries one. */
  version?: string;
}

/** Reads a fetch `Response` into an `Answer`. */
export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const answer: Answer = { status: response.status, body };
  const etag = response.headers.get('etag');
  const version = etag === null ? undefined : /^(?:W\/)?"?([^"]*)"?$/.exec(etag)?.[1];
  if (version !== undefined && version !== '') answer.version = version;
  return answer;
}

/** The record an answer carries: the body, or the one object inside an envelope (`{user: …}`). */
export function recordOf(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const object = body as Record<string, unknown>;
  if ('id' in object) return object;
  const inner = Object.values(object).filter(
    (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  );
  return inner.length === 1 ? (inner[0] as Record<string, unknown>) : object;
}

/** The records a list answer carries: the array, or the one array inside an envelope. */
export function listOf(body: unknown): Record<string, unknown>[] | undefined {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body === null || typeof body !== 'object') return undefined;
  const arrays = Object.values(body).filter((v) => Array.isArray(v));
  return arrays.length === 1 ? (arrays[0] as Record<string, unknown>[]) : undefined;
}

/** The catalogue's messages, each filled with the constants, and the codes they belong to. */
export type Messages = Readonly<Record<string, readonly string[]>>;

/**
 * The codes of an error answer: in the wire's shape `{errors: [{code}]}` or `{code}`, and, for
 * a spec whose error shape carries no code (`{errors: {<field>: [<message>]}}`), the codes of
 * the catalogue's messages the answer holds.
 */
export function codesOf(body: unknown, messages: Messages = {}): string[] {
  if (body === null || typeof body !== 'object') return [];
  const object = body as Record<string, unknown>;
  const codes: string[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (typeof value === 'string') codes.push(...(messages[value] ?? []));
    else if (value !== null && typeof value === 'object' && depth < 8)
      for (const item of Object.values(value)) walk(item, depth + 1);
  };
  walk(object['errors'] ?? object, 0);
  if (typeof object['code'] === 'string') codes.push(object['code']);
  const errors = object['errors'];
  if (Array.isArray(errors))
    for (const error of errors)
      if (error !== null && typeof error === 'object' && typeof error.code === 'string')
        codes.push(error.code as string);
  return codes;
}
