import type { Payload } from '@specrun/model';

/** What opening an envelope gave: the value under its key, or why there was none. */
export type Opened = { ok: true; value: unknown } | { ok: false; detail: string };

/** A value in the payload's envelope (`{article: …}`), with its count when the payload counts. */
export function envelope(payload: Payload | undefined, value: unknown, total?: number): unknown {
  const key = payload?.envelope?.key;
  if (key === undefined) return value;
  const body: Record<string, unknown> = { [key]: value };
  const count = payload?.envelope?.count;
  if (count !== undefined) body[count] = total ?? 0;
  return body;
}

/**
 * The value a body carries in the payload's envelope (`{"article": {…}}` gives the article), or
 * the body itself when the payload names none; refused when the body is no object or lacks the
 * envelope's key. `only` refuses other members beside it too (what a request sends).
 */
export function openEnvelope(payload: Payload | undefined, body: unknown, only = false): Opened {
  const key = payload?.envelope?.key;
  if (key === undefined) return { ok: true, value: body };
  const shape = `{"${key}": ${payload?.many ? '[…]' : '{…}'}}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, detail: `the body is not ${shape}` };
  const members = body as Record<string, unknown>;
  if (!(key in members) || members[key] === undefined)
    return { ok: false, detail: `the body has no "${key}" member; the spec lists ${shape}` };
  if (only && Object.keys(members).length !== 1)
    return { ok: false, detail: `the body has members beside "${key}"; send ${shape}` };
  return { ok: true, value: members[key] };
}
