import type { Entity, FieldType, Spec } from '@specrun/model';
import { sampleUsers } from '../access/sampleUsers.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { mulberry32 } from './mulberry32.ts';
import { sampleValue } from './sampleValue.ts';

/** Options of `seedRecords`. */
export interface SeedRecordsOptions {
  /** The seed: the same number gives the same records. */
  seed: number;
  /** How many records each entity gets. */
  perEntity: number;
  /** Dates and times are drawn from the year before it; default 1 January 2025, 00:00 UTC. */
  anchor?: Date;
}

/** One sample record: its id (the same for the same seed) and its values. */
export interface SeedRecord {
  id: string;
  values: Record<string, FieldValue>;
}

/** The sample records of one entity. */
export interface SeededEntity {
  entity: string;
  records: SeedRecord[];
}

/** The default anchor: fixed, so that a seed gives the same dates on every day. */
export const SEED_ANCHOR = new Date('2025-01-01T00:00:00Z');

/** How likely an optional field is to get a value. */
const OPTIONAL_FILLED = 0.7;

/**
 * Sample records for every entity of a spec, the same for the same seed: each entity after the
 * entities it refers to, so that a reference points at a sample record written before it (or a
 * sample user). Each value is one of its field's type (`sampleValue`); optional fields are left
 * empty now and then; a field that is unique (its notes, or a rule `unique(field)`) gets
 * distinct values; a state field starts in its lifecycle's initial state. Ids read
 * `<entity>-s<seed>-<n>`. Rules are not consulted: records a rule refuses are the writer's to
 * skip (`MockBackend.seed`).
 */
export function seedRecords(spec: Spec, options: SeedRecordsOptions): SeededEntity[] {
  const { seed, perEntity } = options;
  if (!Number.isSafeInteger(perEntity) || perEntity < 0)
    throw new Error(
      `seedRecords: perEntity must be a whole number of at least 0, not ${perEntity}.`,
    );
  const anchor = options.anchor ?? SEED_ANCHOR;
  const order = creationOrder(spec.entities);
  const made = new Map<string, string[]>();
  const users = sampleUsers(spec).map((u) => u.id);
  const idsOf = (entity: string): readonly string[] =>
    entity === 'User' ? users : (made.get(entity) ?? []);
  const seeded: SeededEntity[] = [];
  for (const entity of order) {
    const random = mulberry32(hashText(`${seed}:${entity.name}`));
    const uniques = uniqueFields(spec, entity);
    const initialState = spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
    const ids: string[] = [];
    made.set(entity.name, ids);
    const records: SeedRecord[] = [];
    for (let index = 0; index < perEntity; index++) {
      const values: Record<string, FieldValue> = {};
      for (const field of entity.fields) {
        if (!field.required && field.type.kind !== 'state' && random() >= OPTIONAL_FILLED) continue;
        const context = { random, index, unique: uniques.has(field.name), idsOf, anchor };
        const value = sampleValue(
          field,
          initialState === undefined ? context : { ...context, initialState },
        );
        if (value !== undefined) values[field.name] = value;
      }
      const id = `${idStem(entity.name)}-s${seed}-${index + 1}`;
      records.push({ id, values });
      // Added after its values: a reference to its own entity points at an earlier record.
      ids.push(id);
    }
    seeded.push({ entity: entity.name, records });
  }
  return seeded;
}

/** Entities ordered so that each comes after those it refers to (a cycle keeps spec order). */
function creationOrder(entities: readonly Entity[]): Entity[] {
  const names = new Set(entities.map((e) => e.name));
  const needs = new Map(
    entities.map((e) => [
      e.name,
      new Set(
        e.fields
          .map((f) => refTarget(f.type))
          .filter((t): t is string => t !== undefined && t !== e.name && names.has(t)),
      ),
    ]),
  );
  const order: Entity[] = [];
  const placed = new Set<string>();
  while (order.length < entities.length) {
    const next =
      entities.find(
        (e) => !placed.has(e.name) && [...needs.get(e.name)!].every((n) => placed.has(n)),
      ) ?? entities.find((e) => !placed.has(e.name))!;
    order.push(next);
    placed.add(next.name);
  }
  return order;
}

function refTarget(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return refTarget(type.of);
  return undefined;
}

/** Fields whose values must differ between records: `unique` in the notes or a `unique()` rule. */
function uniqueFields(spec: Spec, entity: Entity): Set<string> {
  const fields = new Set(entity.fields.filter((f) => f.unique).map((f) => f.name));
  for (const rule of spec.rules) {
    if (rule.entity !== entity.name) continue;
    for (const match of rule.expression.source.matchAll(/\bunique\(\s*([A-Za-z_]\w*)\s*\)/g))
      if (match[1] !== undefined) fields.add(match[1]);
  }
  return fields;
}

/** `ExpenseClaim` → `expense-claim`. */
function idStem(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

/** A 32-bit hash of a text (FNV-1a), to give each entity its own sequence of a seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
