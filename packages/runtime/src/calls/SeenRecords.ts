import type { CallMap } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** How many records are remembered at most; the oldest seen goes first. */
export const SEEN_LIMIT = 5000;

/**
 * The records last read of the entities whose calls need more than an id: a `PUT` (which sends
 * every editable value), a path naming a record by a field (`:slug`), or parameters before the
 * resource (`/projects/:projectId/tasks`). Other entities' records are not kept.
 */
export class SeenRecords {
  private readonly records = new Map<string, StoredRecord>();
  private readonly entities = new Set<string>();

  constructor(map: CallMap) {
    for (const binding of map.bindings) {
      if (binding.entity === undefined) continue;
      if (
        binding.call.method.toUpperCase() === 'PUT' ||
        binding.scope.length > 0 ||
        (binding.key !== undefined && binding.key !== 'id')
      )
        this.entities.add(binding.entity);
    }
  }

  /** Keeps a record read or written, when its entity needs it. */
  remember(record: StoredRecord): void {
    if (!this.entities.has(record.entity)) return;
    const key = keyOf(record.entity, record.id);
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > SEEN_LIMIT) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }

  get(entity: string, id: string): StoredRecord | undefined {
    return this.records.get(keyOf(entity, id));
  }

  forget(entity: string, id: string): void {
    this.records.delete(keyOf(entity, id));
  }
}

function keyOf(entity: string, id: string): string {
  return `${entity}\u0000${id}`;
}
