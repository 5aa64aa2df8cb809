import { parseNameList, type Entity, type FieldType, type Spec } from '@specrun/model';
import { defaultFieldValue, parseFieldValue, type FieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** A sample record the app could not make from the spec, and why. */
export interface SampleProblem {
  entity: string;
  /** Its place among its entity's samples, from 1. */
  row: number;
  problem: string;
}

/**
 * The spec's sample records (point 3) as the app stores them: each cell read as a CSV import
 * reads it (a list as its comma-separated values), the other fields at their defaults and a state
 * at its lifecycle's initial state. A record without an id gets `<entity>-sample-<n>`. Their
 * creation times are a second apart, in the spec's order, ending at `now`: a list shows them in
 * that order. A cell that is no value of its field leaves the record out, with the problem.
 */
export function sampleRecords(
  spec: Spec,
  now: Date,
): { records: StoredRecord[]; problems: SampleProblem[] } {
  const made: StoredRecord[] = [];
  const problems: SampleProblem[] = [];
  const total = spec.entities.reduce((sum, e) => sum + (e.samples?.length ?? 0), 0);
  let order = 0;
  for (const entity of spec.entities) {
    const initial = spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
    (entity.samples ?? []).forEach((sample, index) => {
      const at = new Date(now.getTime() - (total - order++) * 1000).toISOString();
      const values: Record<string, FieldValue> = {};
      for (const field of entity.fields) {
        const fallback =
          field.type.kind === 'state' && initial !== undefined ? initial : defaultFieldValue(field);
        if (fallback !== undefined) values[field.name] = fallback;
      }
      for (const [name, text] of Object.entries(sample.values)) {
        const field = entity.fields.find((f) => f.name === name);
        if (!field) continue;
        const value = readCell(text, field.type);
        if (value === undefined) {
          problems.push({
            entity: entity.name,
            row: index + 1,
            problem: `"${text}" is no value of its ${name} (${describe(field.type)})`,
          });
          return;
        }
        values[name] = value;
      }
      made.push({
        entity: entity.name,
        id: sample.id ?? `${stem(entity)}-sample-${index + 1}`,
        values,
        aside: {},
        version: 1,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return { records: made, problems };
}

function readCell(text: string, type: FieldType): FieldValue | undefined {
  if (type.kind !== 'list' || text.trimStart().startsWith('[')) return parseFieldValue(text, type);
  const items: FieldValue[] = [];
  for (const part of parseNameList(text)) {
    const item = parseFieldValue(part, type.of);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

function describe(type: FieldType): string {
  return type.kind === 'ref' ? `a reference to ${type.entity}` : type.kind;
}

function stem(entity: Entity): string {
  return entity.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
