import type { Entity, Field, Spec } from '@specrun/model';
import type { DataSource } from '../data/DataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { entityNoun } from './entityNoun.ts';
import { backReferences, recordLabel, refersTo } from './presentRecords.ts';
import { joinNames } from './joinNames.ts';

/** The records of one entity whose field points at a record: one "referenced by" group. */
export interface ReferringGroup {
  entity: Entity;
  field: Field;
  /** The records, ordered by their label. */
  records: StoredRecord[];
}

/**
 * The records that point at the record `id` of `entity`, one group per referring field (also of
 * the entity itself, and through lists), from the referring entities' records. Every referring
 * field has a group, empty when nothing points here.
 */
export function referringRecords(
  spec: Spec,
  entity: string,
  id: string,
  records: Readonly<Record<string, readonly StoredRecord[]>>,
): ReferringGroup[] {
  return backReferences(spec, entity).map(({ entity: other, field }) => {
    const found = (records[other.name] ?? []).filter(
      (record) => refersTo(record, field, id) && !(other.name === entity && record.id === id),
    );
    const label = (record: StoredRecord) => recordLabel(other, record);
    found.sort((a, b) => label(a).localeCompare(label(b)));
    return { entity: other, field, records: found };
  });
}

/** The entities whose fields may point at a record of `entity` (itself included), each once. */
export function referringEntities(spec: Spec, entity: string): string[] {
  return [...new Set(backReferences(spec, entity).map((r) => r.entity.name))];
}

/**
 * Reads the records of every referring entity from `source` and groups those that point here: of
 * an entity that points here through one field holding one reference, only those whose field
 * holds `id` (`listWhere`, which a nested call answers: `/articles/:slug/comments`), else all.
 */
export async function readReferringRecords(
  source: Pick<DataSource, 'list'> & Partial<Pick<DataSource, 'listWhere'>>,
  spec: Spec,
  entity: string,
  id: string,
): Promise<ReferringGroup[]> {
  const references = backReferences(spec, entity);
  const records: Record<string, StoredRecord[]> = {};
  for (const name of referringEntities(spec, entity)) {
    const fields = references.filter((r) => r.entity.name === name).map((r) => r.field);
    const only = fields.length === 1 && fields[0]!.type.kind === 'ref' ? fields[0] : undefined;
    records[name] =
      only !== undefined && source.listWhere !== undefined
        ? await source.listWhere(name, { [only.name]: id })
        : await source.list(name);
  }
  return referringRecords(spec, entity, id, records);
}

/**
 * What deleting a record leaves behind, in words, or `undefined` when nothing points at it:
 * `2 tasks point at this project: they will keep its id and show it as missing.` A record that
 * points here through several fields counts once.
 */
export function describeReferring(
  entity: Entity,
  groups: readonly ReferringGroup[],
): string | undefined {
  const byEntity = new Map<Entity, Set<string>>();
  for (const group of groups) {
    if (group.records.length === 0) continue;
    const ids = byEntity.get(group.entity) ?? new Set<string>();
    for (const record of group.records) ids.add(record.id);
    byEntity.set(group.entity, ids);
  }
  if (byEntity.size === 0) return undefined;
  let total = 0;
  const parts = [...byEntity].map(([other, ids]) => {
    total += ids.size;
    const noun = entityNoun(other);
    return `${ids.size} ${ids.size === 1 ? noun.one : noun.many}`;
  });
  const who = joinNames(parts);
  const one = total === 1;
  return (
    `${who} ${one ? 'points' : 'point'} at this ${entityNoun(entity).one}: ` +
    `${one ? 'it' : 'they'} will keep its id and show it as missing.`
  );
}
