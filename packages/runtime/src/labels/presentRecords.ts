import type { Entity, Field, Spec } from '@specrun/model';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** The fields a list of an entity shows: those its list sentence names, else its first six. */
export function listColumns(entity: Entity): Field[] {
  const named = entity.list?.columns ?? [];
  const fields = named
    .map((name) => entity.fields.find((f) => f.name === name))
    .filter((f): f is Field => f !== undefined);
  if (fields.length > 0) return fields;
  return entity.fields.filter((f) => !kindOf(f.type).wide).slice(0, 6);
}

/**
 * The field that names a record of an entity in links and pickers: the first text field named
 * name, title or label, else the first text field, else the first long text (a comment's body),
 * if any.
 */
export function labelField(entity: Entity): Field | undefined {
  const names = (f: Field): boolean => kindOf(f.type).names === true;
  return (
    entity.fields.find((f) => names(f) && /^(name|title|label)$/i.test(f.name)) ??
    entity.fields.find(names) ??
    entity.fields.find((f) => f.type.kind === 'longtext')
  );
}

/** The longest label shown: a long text names its record by its first words. */
const LABEL_LENGTH = 60;

/**
 * How a record is named for people: its label field's value (a long text's first line, cut at a
 * word to about 60 characters), else its id.
 */
export function recordLabel(entity: Entity | undefined, record: StoredRecord): string {
  const field = entity && labelField(entity);
  const value = field && record.values[field.name];
  if (typeof value !== 'string' || value.trim() === '') return record.id;
  return field?.type.kind === 'longtext' ? shortened(value) : value;
}

function shortened(text: string): string {
  const line = text.trim().split(/\r?\n/, 1)[0]!.trim();
  const more = line.length < text.trim().length;
  if (line.length <= LABEL_LENGTH) return more ? `${line}…` : line;
  const cut = line.slice(0, LABEL_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > LABEL_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A field value as text for people: money with its currency, booleans as yes/no, lists joined. */
export function displayValue(value: FieldValue | undefined, field: Field): string {
  if (value === undefined || value === '') return '';
  const type = field.type;
  if (Array.isArray(value)) {
    const of = kindOf(type).items?.(type) ?? type;
    return value.map((v) => displayValue(v, { ...field, type: of })).join(', ');
  }
  return kindOf(type).display(value, type);
}

/** A reference from another entity's field to this record's entity, for "referenced by" lists. */
export interface BackReference {
  entity: Entity;
  field: Field;
}

/** The fields of every entity (itself included) that refer to `entity`. */
export function backReferences(spec: Spec, entity: string): BackReference[] {
  const found: BackReference[] = [];
  for (const other of spec.entities) {
    for (const field of other.fields) {
      if (kindOf(field.type).target?.(field.type) === entity) found.push({ entity: other, field });
    }
  }
  return found;
}

/** True when the record's field refers to `id` (directly or in a list). */
export function refersTo(record: StoredRecord, field: Field, id: string): boolean {
  const value = record.values[field.name];
  return Array.isArray(value) ? value.includes(id) : value === id;
}
