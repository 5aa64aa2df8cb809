/** A deep copy of a model without its source positions (`at`, `initialAt`, `doesAt`), to compare by content. */
export function stripPositions<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'at' || key === 'initialAt' || key === 'doesAt') continue;
    out[key] = strip(inner);
  }
  return out;
}
