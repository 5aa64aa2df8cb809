/** A JSON pointer as its unescaped segments: `/paths/~1pets/get` is `['paths', '/pets', 'get']`. */
export type Pointer = readonly (string | number)[];

/** Writes segments as a JSON pointer string (RFC 6901): `~` as `~0`, `/` as `~1`. */
export function formatPointer(pointer: Pointer): string {
  return pointer.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Reads a JSON pointer string into segments; `''` and `'/'`-less text give `[]` for the root.
 * Percent-escapes (as in a `$ref`'s fragment) are decoded first when `fromUri` is true.
 */
export function parsePointer(text: string, fromUri = false): string[] {
  let source = text;
  if (fromUri) {
    try {
      source = decodeURIComponent(text);
    } catch {
      source = text;
    }
  }
  if (source === '' || !source.startsWith('/')) return [];
  return source
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer in a parsed document, or `undefined` when a segment is missing. */
export function valueAt(root: unknown, pointer: Pointer): unknown {
  let value = root;
  for (const segment of pointer) {
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) {
      const index = typeof segment === 'number' ? segment : Number(segment);
      if (!Number.isInteger(index)) return undefined;
      value = value[index];
    } else {
      const key = String(segment);
      if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
  }
  return value;
}
