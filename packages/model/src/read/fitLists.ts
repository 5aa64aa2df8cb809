/**
 * Gives every list of a model read from a spec's text the length it holds: a list built item by
 * item keeps room to grow (V8: 17 slots for its first item, half as many again each time it
 * fills), and a model read from a large spec holds tens of thousands of lists of one to eight
 * items (a call's answers, an entity's fields). Each list is replaced by a copy of its length;
 * nothing else holds them once the text is read. The model is a tree, as its JSON is.
 */
export function fitLists<T>(model: T): T {
  return fit(model) as T;
}

function fit(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = value.slice();
    for (let i = 0; i < copy.length; i++) copy[i] = fit(copy[i]);
    return copy;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (item !== null && typeof item === 'object') record[key] = fit(item);
  }
  return record;
}
