/**
 * A name for a new spec that no kept spec has yet: `base` itself, else `base (2)`, `base (3)`…
 * A blank base becomes "Untitled spec"; a name that already ends in a number counts on from it.
 */
export function newSpecName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const trimmed = base.trim().replace(/\s+/g, ' ').slice(0, 120) || 'Untitled spec';
  if (!names.has(trimmed)) return trimmed;
  const numbered = /^(.*) \((\d+)\)$/.exec(trimmed);
  const stem = numbered?.[1] ?? trimmed;
  let n = numbered ? Number(numbered[2]) + 1 : 2;
  while (names.has(`${stem} (${n})`)) n += 1;
  return `${stem} (${n})`;
}

/** A short random id for a new spec: 10 characters of [0-9a-z], also safe in a place's name. */
export function newSpecId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return [...random(new Uint8Array(10))].map((byte) => (byte % 36).toString(36)).join('');
}
