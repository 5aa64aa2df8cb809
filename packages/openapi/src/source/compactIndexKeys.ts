import type { EventType, State } from 'js-yaml';

/** A key that JavaScript engines keep among an object's indexed elements (`'200'`, `'404'`). */
const INDEX = /^(?:0|[1-9]\d{0,9})$/;

/**
 * The same object, or a copy of it sized to its keys when a key is an index. Built by assigning
 * key after key, as a YAML reader builds a mapping, an object whose first key is `'404'` gets room
 * for 405 elements (V8: about 5 KB for the `responses` of one operation); one read from JSON text
 * holds only its keys. The copy has the same keys, in the same order, and the same values.
 */
export function compactIndexKeys(object: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(object);
  if (keys.length === 0 || !INDEX.test(keys[0] ?? '')) return object;
  // Own data properties, `__proto__` included, laid out by the JSON reader.
  const copy = JSON.parse(`{${keys.map((key) => `${JSON.stringify(key)}:0`).join(',')}}`) as Record<
    string,
    unknown
  >;
  for (const key of keys) copy[key] = object[key];
  return copy;
}

/**
 * A js-yaml listener that makes each mapping compact as it closes (`compactIndexKeys`), so that
 * at most one oversized object is alive while a document is read. A mapping with an anchor keeps
 * its identity, for the aliases that name it.
 */
export function compactMappings(event: EventType, state: State): void {
  if (event !== 'close' || state.kind !== 'mapping') return;
  if ((state as State & { anchor: string | null }).anchor !== null) return;
  const result = state.result as unknown;
  if (
    result !== null &&
    typeof result === 'object' &&
    Object.getPrototypeOf(result) === Object.prototype
  )
    state.result = compactIndexKeys(result as Record<string, unknown>);
}
