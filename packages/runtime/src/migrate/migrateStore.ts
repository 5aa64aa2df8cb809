import type { Spec } from '@specrun/model';
import { formatFieldType } from '@specrun/model';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { compileLifecycle } from '../lifecycle/compileLifecycle.ts';
import type { MigrationNote } from './migrateRecord.ts';

/** The shape of a spec's data as last stored: entity → field → type. */
export type DataShape = Record<string, Record<string, string>>;

/** What opening a store under a (possibly changed) spec did. */
export interface MigrationReport {
  /** Records that changed, with what changed in each. */
  changed: { entity: string; id: string; notes: MigrationNote[] }[];
  /** Entities with stored records that the spec no longer has: kept as they are, not dropped. */
  orphaned: { entity: string; count: number }[];
}

const SHAPE_KEY = 'shape';

/**
 * The shape of a spec's entities, as stored beside the records. A state field's type names the
 * initial state of its lifecycle, so that a lifecycle given or changed later migrates the records.
 */
export function dataShapeOf(spec: Spec): DataShape {
  const shape: DataShape = {};
  for (const entity of spec.entities) {
    const initial = compileLifecycle(spec, entity.name)?.initial;
    shape[entity.name] = Object.fromEntries(
      entity.fields.map((f) => {
        const type = formatFieldType(f.type);
        return [
          f.name,
          f.type.kind === 'state' && initial !== undefined ? `${type} (${initial})` : type,
        ];
      }),
    );
  }
  return shape;
}

/**
 * Brings a store's records in line with the spec it is opened with: each entity whose fields
 * changed since the last open has its records migrated (`migrateRecord`) in one write; records
 * of entities the spec dropped stay where they are and are reported.
 */
export async function migrateStore(
  store: RecordStore,
  spec: Spec,
  now: string,
): Promise<MigrationReport> {
  const previous = (await store.getMeta(SHAPE_KEY)) as DataShape | undefined;
  const shape = dataShapeOf(spec);
  const report: MigrationReport = { changed: [], orphaned: [] };
  const updates: StoredRecord[] = [];
  for (const entity of spec.entities) {
    const before = previous?.[entity.name];
    if (previous !== undefined && JSON.stringify(before) === JSON.stringify(shape[entity.name]))
      continue;
    const initial = compileLifecycle(spec, entity.name)?.initial;
    const records = await store.list(entity.name);
    if (records.length === 0) continue;
    // The field kinds load when there are records to migrate: not before a new store's first screen.
    const { migrateRecord } = await import('./migrateRecord.ts');
    for (const record of records) {
      const { record: next, notes } = migrateRecord(
        record,
        entity,
        before ? Object.keys(before) : undefined,
        now,
        initial,
      );
      if (notes.length === 0) continue;
      updates.push(next);
      report.changed.push({ entity: entity.name, id: record.id, notes });
    }
  }
  if (updates.length > 0) await store.putMany(updates);
  const known = new Set(spec.entities.map((e) => e.name));
  for (const name of await store.entities()) {
    if (!known.has(name))
      report.orphaned.push({ entity: name, count: (await store.list(name)).length });
  }
  await store.setMeta(SHAPE_KEY, shape);
  return report;
}
