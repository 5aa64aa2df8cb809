import type { Entity, Spec, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { evaluateValue } from '../expressions/evaluateValue.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { conditionBase, conditionScope } from '../lifecycle/evaluateCondition.ts';
import { computeFields } from './computeFields.ts';
import type { RecordStore } from '../storage/RecordStore.ts';

/** What filling the backend's fields needs besides the record. */
export interface FillContext {
  spec: Spec;
  store: RecordStore;
  /** The acting user (`user` in the expressions); none for a signed-out visitor. */
  user: User | undefined;
  now: Date;
}

/** The user expressions see when nobody is signed in. */
const NOBODY: User = { id: '', name: '', roles: [] };

/** How many numbered slugs (`-2`, `-3`…) are tried before a taken one is refused as NOT_UNIQUE. */
const MAX_SUFFIX = 1000;

/**
 * Fills, in place, the fields the backend sets (docs/format.md, "Notes"): `set on create` when
 * the record is made, `set on save` then and on every change, each the value of its expression
 * for the acting user and the record as it will be stored; a `unique` text that another record
 * already holds gets `-2`, `-3`… added. Computed fields (`= …`) are taken out: they are never
 * stored. An expression that cannot be evaluated gives SET_ERROR on its field.
 */
export async function fillSetFields(
  entity: Entity,
  id: string,
  values: Record<string, FieldValue>,
  on: 'create' | 'update',
  context: FillContext,
): Promise<AppError[]> {
  const errors: AppError[] = [];
  for (const field of entity.fields) if (field.computed !== undefined) delete values[field.name];
  const setting = entity.fields.filter(
    (f) => f.set !== undefined && (f.set.on === 'save' || on === 'create'),
  );
  if (setting.length === 0) return errors;
  const base = conditionBase(context.spec, context.now);
  for (const field of setting) {
    const scope = conditionScope(entity, { id, values }, context.user ?? NOBODY, base);
    const made = evaluateValue(field.set?.expression.source ?? '', scope);
    if (!made.ok) {
      const values = { field: field.name, detail: made.problem };
      errors.push(appError('SET_ERROR', context.spec.errors, values, field.name));
      continue;
    }
    const value = made.value;
    if (value === null || value === undefined || value === '') delete values[field.name];
    else if (field.unique && typeof value === 'string')
      values[field.name] = await freeValue(context.store, entity.name, id, field.name, value);
    else values[field.name] = value as FieldValue;
  }
  return errors;
}

/** `value`, or the first of `value-2`, `value-3`… that no other record of the entity holds. */
async function freeValue(
  store: RecordStore,
  entity: string,
  id: string,
  field: string,
  value: string,
): Promise<string> {
  const taken = new Set<unknown>();
  for (const record of await store.list(entity))
    if (record.id !== id) taken.add(record.values[field]);
  if (!taken.has(value)) return value;
  for (let n = 2; n <= MAX_SUFFIX; n++) if (!taken.has(`${value}-${n}`)) return `${value}-${n}`;
  return value;
}

/**
 * SET_BY_BACKEND for each value a client sent for a field the backend sets or computes that is
 * neither the value the backend gives it now nor the value it had (a form or a PUT that sends the
 * record back as it read it passes). `sent` holds what the client sent for such fields; `record`
 * is the record as it will be stored, `previous` as it was.
 */
export function refuseBackendValues(
  entity: Entity,
  sent: Readonly<Record<string, FieldValue | null>>,
  record: { id: string; values: Record<string, FieldValue> },
  previous: { id: string; values: Record<string, FieldValue> } | undefined,
  context: FillContext,
): AppError[] {
  const names = Object.keys(sent);
  if (names.length === 0) return [];
  const now = computeFields(context.spec, entity, record, context.user, context.now);
  const before =
    previous === undefined
      ? {}
      : computeFields(context.spec, entity, previous, context.user, context.now);
  const errors: AppError[] = [];
  for (const name of names) {
    const value = sent[name];
    if (value === null || value === undefined) continue;
    if (same(value, now[name]) || same(value, before[name])) continue;
    errors.push(appError('SET_BY_BACKEND', context.spec.errors, { field: name }, name));
  }
  return errors;
}

/** The fields of an entity the backend sets or computes: no client writes them. */
export function backendFields(entity: Entity): Set<string> {
  return new Set(
    entity.fields.filter((f) => f.set !== undefined || f.computed !== undefined).map((f) => f.name),
  );
}

function same(a: FieldValue, b: FieldValue | undefined): boolean {
  return b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
