import { createHash } from 'node:crypto';

/** PostgreSQL's longest identifier, in bytes. */
const MAX_IDENTIFIER = 63;

/** Matches a surrogate that is not half of a pair (in a `u` regex, a pair is one code point). */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** An identifier quoted for SQL: `"spentOn"`, with any `"` doubled. */
export function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A short, stable hash of a text, for names that must be unique and short. */
export function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * The identifier for a name of the spec: the name itself when PostgreSQL takes it as it is (at
 * most 63 bytes, no NUL, not `taken`), else a prefix of it with a hash of the whole.
 */
export function identifierFor(name: string, taken: (candidate: string) => boolean): string {
  const fits =
    name !== '' &&
    Buffer.byteLength(name) <= MAX_IDENTIFIER &&
    !name.includes('\u0000') &&
    !LONE_SURROGATE.test(name);
  if (fits && !taken(name)) return name;
  const safe = [...name.replace(/[^A-Za-z0-9_]/g, '_')].slice(0, 40).join('');
  let candidate = `${safe}_${shortHash(name)}`;
  for (let n = 2; taken(candidate); n++) candidate = `${safe}_${shortHash(`${name}\u0000${n}`)}`;
  return candidate;
}
