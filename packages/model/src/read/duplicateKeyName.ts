import { isScalar, visit, type Document } from 'yaml';

/**
 * The name of the key that the YAML parser's `DUPLICATE_KEY` error at `offset` is about, or
 * undefined when that key is not a plain value (`? [a, b]`). The parser says only "Map keys must
 * be unique", which leaves the user to find which key; it keeps both pairs, so the later one is
 * found by where its key starts.
 */
export function duplicateKeyName(doc: Document.Parsed, offset: number): string | undefined {
  let name: string | undefined;
  visit(doc, {
    Pair(_index, pair) {
      if (!isScalar(pair.key) || pair.key.range?.[0] !== offset) return undefined;
      name = String(pair.key.value);
      return visit.BREAK;
    },
  });
  return name;
}

/** How a message names that key: `The key "intro"`, or `A key` when it has no plain name. */
export function duplicateKeyPhrase(doc: Document.Parsed, offset: number): string {
  const name = duplicateKeyName(doc, offset);
  return name === undefined ? 'A key' : `The key "${name}"`;
}
