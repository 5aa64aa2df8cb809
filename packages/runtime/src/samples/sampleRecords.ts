import {
  readSampleValue,
  type Entity,
  type Field,
  type FieldType,
  type SampleValue,
  type Spec,
} from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** A sample record the app could not make from the spec, and why. */
export interface SampleProblem {
  entity: string;
  /** Its place among its entity's samples, from 1. */
  row: number;
  problem: string;
}

/**
 * The spec's sample records (point 3) as the app stores them: each cell read by the reader the
 * checker checks it with (`readSampleValue`: as a CSV import takes it, a list as its
 * comma-separated values), the other fields at their defaults and a state at its lifecycle's
 * initial state. The field kinds' code is not needed: a new place starts without loading it. A record without an id gets `<entity>-sample-<n>`. Their
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
      const values: Record<string, SampleValue> = {};
      for (const field of entity.fields) {
        const fallback =
          field.type.kind === 'state' && initial !== undefined ? initial : defaultOf(field);
        if (fallback !== undefined) values[field.name] = fallback;
      }
      for (const [name, text] of Object.entries(sample.values)) {
        const field = entity.fields.find((f) => f.name === name);
        if (!field) continue;
        const value = readSampleValue(field.type, text);
        if (!value.ok) {
          problems.push({
            entity: entity.name,
            row: index + 1,
            problem: `"${text}" is no value of its ${name} (${describe(field.type)})`,
          });
          return;
        }
        values[name] = value.value;
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

/** A field's `default` as a value of its type, read as a sample's cell is; none when it is not one. */
function defaultOf(field: Field): SampleValue | undefined {
  if (field.default === undefined) return undefined;
  const read = readSampleValue(field.type, String(field.default));
  return read.ok ? read.value : undefined;
}

function describe(type: FieldType): string {
  return type.kind === 'ref' ? `a reference to ${type.entity}` : type.kind;
}

function stem(entity: Entity): string {
  return entity.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
