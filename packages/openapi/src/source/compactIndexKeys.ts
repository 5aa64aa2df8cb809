import type { EventType, State } from 'js-yaml';

/** A key that JavaScript engines keep among an object's indexed elements (`'200'`, `'404'`). */
const INDEX = /^(?:0|[1-9]\d{0,9})$/;

/** True for a key that JavaScript engines keep among an object's indexed elements. */
export function isIndexKey(key: string): boolean {
  return INDEX.test(key);
}

/**
 * An object with these own members, in this order, laid out by the JSON reader: sized to its
 * keys whatever they are, `__proto__` an own member.
 */
export function objectWithMembers(
  members: [key: string, value: unknown][],
): Record<string, unknown> {
  const made = JSON.parse(
    `{${members.map(([key]) => `${JSON.stringify(key)}:0`).join(',')}}`,
  ) as Record<string, unknown>;
  for (const [key, value] of members) made[key] = value;
  return made;
}

/**
 * The same object, or a copy of it sized to its keys when a key is an index. Built by assigning
 * key after key, as a YAML reader builds a mapping, an object whose first key is `'404'` gets room
 * for 405 elements (V8: about 5 KB for the `responses` of one operation); one read from JSON text
 * holds only its keys. The copy has the same keys, in the same order, and the same values.
 */
export function compactIndexKeys(object: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(object);
  if (keys.length === 0 || !INDEX.test(keys[0] ?? '')) return object;
  return objectWithMembers(keys.map((key) => [key, object[key]]));
}

/**
 * A js-yaml listener that makes each value compact as it closes, so that at most one oversized
 * value is alive while a document is read: a mapping by `compactIndexKeys`, a string by a fresh
 * copy. js-yaml's strings are cut from the text or pieced together from it, and take the text's
 * width: one character beyond Latin-1 anywhere in a document makes every string two bytes a
 * character; a copy read from JSON text is one byte a character when it can be (V8). Read so,
 * the values of Kubernetes' 3.3 MB document take 5 MB instead of 11. A mapping with an anchor
 * keeps its identity, for the aliases that name it.
 */
export function compactValues(event: EventType, state: State): void {
  if (event !== 'close') return;
  const result = state.result as unknown;
  if (typeof result === 'string') {
    state.result = JSON.parse(JSON.stringify(result)) as string;
    return;
  }
  if (state.kind !== 'mapping') return;
  if ((state as State & { anchor: string | null }).anchor !== null) return;
  if (
    result !== null &&
    typeof result === 'object' &&
    Object.getPrototypeOf(result) === Object.prototype
  )
    state.result = compactIndexKeys(result as Record<string, unknown>);
}

/**
 * Makes every object of a value compact (`compactIndexKeys`) in place of the original, for values
 * built key by key elsewhere (a converter's output). An object met twice is replaced by the same
 * copy both times, so what was shared stays shared, and cycles are followed once.
 */
export function compactTree(value: unknown): unknown {
  const copies = new Map<object, object>();
  const compact = (current: unknown): unknown => {
    if (current === null || typeof current !== 'object') return current;
    const done = copies.get(current);
    if (done !== undefined) return done;
    if (Array.isArray(current)) {
      copies.set(current, current);
      for (let i = 0; i < current.length; i++) current[i] = compact(current[i]);
      return current;
    }
    const record = current as Record<string, unknown>;
    const copy =
      Object.getPrototypeOf(record) === Object.prototype ? compactIndexKeys(record) : record;
    copies.set(record, copy);
    for (const key of Object.keys(copy)) copy[key] = compact(copy[key]);
    return copy;
  };
  return compact(value);
}
