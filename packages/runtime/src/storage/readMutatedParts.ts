import type { StoreChange } from './RecordStore.ts';

/** One node of a Dexie `RangeSet`: a range of keys and the subtrees before and after it. */
interface RangeNode {
  from?: unknown;
  to?: unknown;
  l?: unknown;
  r?: unknown;
}

/**
 * The changes of one Dexie `storagemutated` event that concern the database `database` of a
 * `DexieRecordStore`: one change per entity with the ids of the records written, when the event
 * names each record by its key, as Dexie does for deletes and for puts of fewer than 50 records,
 * in this tab or (through its broadcast channel, as a plain copy) another. Anything else of the
 * database (a bulk write, its meta values, its creation) is one change without entity; another
 * database's event is none.
 */
export function readMutatedParts(parts: Record<string, unknown>, database: string): StoreChange[] {
  const prefix = `idb://${database}/`;
  if (!Object.keys(parts).some((part) => part.startsWith(prefix))) return [];
  // Dexie names the primary keys a write touched by `idb://<database>/<table>/` (an empty index).
  const keys = parts[`${prefix}records/`];
  const ids = keys === undefined ? undefined : idsByEntity(keys);
  if (ids === undefined) return [{}];
  return [...ids].map(([entity, written]) => ({ entity, ids: written }));
}

/** The ids by entity of the [entity, id] keys of a key range set, or undefined if it has ranges. */
function idsByEntity(set: unknown): Map<string, string[]> | undefined {
  const ids = new Map<string, string[]>();
  const nodes: unknown[] = [set];
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    if (node === null) continue;
    if (typeof node !== 'object') return undefined;
    const { from, to, l, r } = node as RangeNode;
    // An empty set has no `from`; its subtrees are null.
    if (!('from' in node)) continue;
    if (!isRecordKey(from) || !isRecordKey(to) || from[0] !== to[0] || from[1] !== to[1])
      return undefined;
    const ofEntity = ids.get(from[0]);
    if (ofEntity) ofEntity.push(from[1]);
    else ids.set(from[0], [from[1]]);
    nodes.push(l ?? null, r ?? null);
  }
  return ids;
}

function isRecordKey(key: unknown): key is [string, string] {
  return (
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === 'string' &&
    typeof key[1] === 'string'
  );
}
