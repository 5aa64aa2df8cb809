import type { Entity, ErrorEntry, Field, FieldType } from '@specrun/model';
import { formatFieldType } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import { fieldLabel } from '../labels/fieldLabel.ts';
import { isMissing } from './celValues.ts';

/** A reference a record makes: the field (and its label), the entity it points at, and the id. */
export interface Reference {
  field: string;
  label: string;
  entity: string;
  id: string;
}

/** What the field constraints of point 3 find without looking at other records. */
export interface FieldFindings {
  errors: AppError[];
  /** References whose target must still be looked up (each value already of its type). */
  references: Reference[];
}

/** A field of an entity with what checking its values needs, found once per entity. */
export interface CompiledField {
  field: Field;
  /** What people call the field (`fieldLabel`): its messages name it so. */
  label: string;
  /** True for a well-formed value of the field's type. */
  isValue: (value: unknown) => boolean;
  /** The entity a `ref` or `list of ref` field points at. */
  target?: string;
  /**
   * True for a field the lifecycle's actions set (a state), or the backend (`set on create: …`,
   * `= …`): a form or a write may leave it out.
   */
  setByBackend?: true;
  type: string;
}

/** An entity's compiled fields, by name and in order. */
export interface CompiledFields {
  byName: ReadonlyMap<string, CompiledField>;
  list: readonly CompiledField[];
}

const compiled = new WeakMap<Entity, CompiledFields>();

/** Compiles an entity's fields for checking, once per entity object. */
export function compileFields(entity: Entity): CompiledFields {
  let fields = compiled.get(entity);
  if (fields === undefined) {
    const list = entity.fields.map((field): CompiledField => {
      const type = field.type;
      const kind = kindOf(type);
      const target = kind.target?.(type);
      const isValue = kind.test(type);
      const out: CompiledField = {
        field,
        label: fieldLabel(field),
        isValue,
        type: formatFieldType(type),
      };
      if (kind.setByActions || field.set !== undefined || field.computed !== undefined)
        out.setByBackend = true;
      if (target !== undefined) out.target = target;
      return out;
    });
    fields = { byName: new Map(list.map((f) => [f.field.name, f])), list };
    compiled.set(entity, fields);
  }
  return fields;
}

/**
 * Checks a record's values against its entity's fields (point 3), compiled once per entity: no
 * unknown field, required fields present, each value of its field's type (an enum's value one
 * of its values). References are returned for the caller to look up, in the store or in an
 * index. Never throws, whatever the values hold.
 */
export function checkFieldValues(
  entity: Entity,
  values: Readonly<Record<string, unknown>>,
  catalogue: readonly ErrorEntry[],
): FieldFindings {
  const fields = compileFields(entity);
  const errors: AppError[] = [];
  const references: Reference[] = [];
  for (const name of Object.keys(values)) {
    if (!fields.byName.has(name) && !isMissing(values[name]))
      errors.push(appError('UNKNOWN_FIELD', catalogue, { field: name }, name));
  }
  for (const { field, label, isValue, target, type, setByBackend } of fields.list) {
    const value = values[field.name];
    if (isMissing(value) || (field.required && isBlank(value))) {
      // A state is set by the lifecycle, not by the user: a spec without an initial state leaves it empty.
      if (field.required && !setByBackend)
        errors.push(appError('REQUIRED', catalogue, { field: label }, field.name));
      continue;
    }
    if (!isValue(value)) {
      errors.push(appError('INVALID_VALUE', catalogue, { field: label, type }, field.name));
      continue;
    }
    if (target === undefined) continue;
    for (const id of Array.isArray(value) ? value : [value])
      references.push({ field: field.name, label, entity: target, id: String(id) });
  }
  return { errors, references };
}

/** Whether a reference's target exists (undefined while its records are not read yet). */
export type ExistsLookup = (entity: string, id: string) => boolean | undefined;

/** What `checkFieldInto` found: the field is in error (`IN_ERROR`), a target is not read yet. */
export const IN_ERROR = 1;
export const PENDING = 2;

/**
 * Checks one field's value as `checkFieldValues` and the reference lookups after it do,
 * pushing its error (`REQUIRED`, `INVALID_VALUE`) to `out` and its `MISSING_REFERENCE` errors
 * to `refs`: made for checks that run on every keystroke. Returns `IN_ERROR` and `PENDING` flags.
 */
export function checkFieldInto(
  compiled: CompiledField,
  value: unknown,
  out: AppError[],
  refs: AppError[],
  make: (code: string, values: Record<string, string>, field: string) => AppError,
  exists: ExistsLookup,
): number {
  const { field, label, isValue, target, type } = compiled;
  if (isMissing(value) || (field.required && isBlank(value))) {
    if (!field.required || compiled.setByBackend) return 0;
    out.push(make('REQUIRED', { field: label }, field.name));
    return IN_ERROR;
  }
  if (!isValue(value)) {
    out.push(make('INVALID_VALUE', { field: label, type }, field.name));
    return IN_ERROR;
  }
  if (target === undefined) return 0;
  let flags = 0;
  for (const id of Array.isArray(value) ? value : [value]) {
    const found = exists(target, String(id));
    if (found === undefined) flags |= PENDING;
    else if (!found) {
      refs.push(
        make('MISSING_REFERENCE', { field: label, entity: target, id: String(id) }, field.name),
      );
      flags |= IN_ERROR;
    }
  }
  return flags;
}

/** Text of spaces only: no value for a required field (a title of four spaces is no title). */
export const isBlank = (value: unknown): boolean =>
  typeof value === 'string' && (value.length === 0 || isSpaceAt(value, 0)) && value.trim() === '';

/** Whether the character at `i` may be trimmed: a text that starts with another is not blank. */
function isSpaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c <= 0x20 || c >= 0x7f;
}

/** The test of a well-formed value of a field's type (`isFieldValue`), made once per field. */
export function valueTest(type: FieldType): (value: unknown) => boolean {
  return kindOf(type).test(type);
}

/** The error of a reference that points at no record. */
export function missingReference(reference: Reference, catalogue: readonly ErrorEntry[]): AppError {
  return appError(
    'MISSING_REFERENCE',
    catalogue,
    { field: reference.label, entity: reference.entity, id: reference.id },
    reference.field,
  );
}
