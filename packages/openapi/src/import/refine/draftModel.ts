import {
  parseNotes,
  readNoteClauses,
  type Call,
  type Entity,
  type Field,
  type FieldType,
  type Payload,
  type Rule,
} from '@specrun/model';

/** The entities, rules and calls of a mapping, refined in place before the spec is written. */
export interface DraftModel {
  entities: Entity[];
  rules: Rule[];
  calls: Call[];
}

/** Every payload of the calls: what they send and what their answers carry. */
export function* payloadsOf(calls: readonly Call[]): Generator<Payload> {
  for (const call of calls) {
    if (call.sends) yield call.sends;
    for (const answer of call.answers)
      if (answer.body.kind === 'payload') yield answer.body.payload;
  }
}

/** The payload of a call's first success answer, if it carries one. */
export function successPayload(call: Call): Payload | undefined {
  for (const answer of call.answers)
    if (answer.status >= 200 && answer.status < 300 && answer.body.kind === 'payload')
      return answer.body.payload;
  return undefined;
}

/** The entity a field refers to (`ref User`, `list of ref User`), if any. */
export function refTarget(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return refTarget(type.of);
  return undefined;
}

/** `type` with every reference to `from` made one to `to`. */
export function retarget(type: FieldType, from: string, to: string): FieldType {
  if (type.kind === 'ref') return type.entity === from ? { kind: 'ref', entity: to } : type;
  if (type.kind === 'list') return { kind: 'list', of: retarget(type.of, from, to) };
  return type;
}

/** Whether a field holds a password: of the kind `password`, or named so. */
export function isPasswordField(field: Field): boolean {
  return field.type.kind === 'password' || /^password$/i.test(field.name);
}

/**
 * Puts a clause first in a field's notes (`set on create: now`, `= size(likedBy)`) and reads the
 * notes again, so that the field says what its notes say.
 */
export function addClause(field: Field, clause: string): void {
  setNotes(field, field.notes === '' ? clause : `${clause}; ${field.notes}`);
}

/** Gives a field new notes, and what they mean (unique, default, relation actions). */
export function setNotes(field: Field, notes: string): void {
  field.notes = notes;
  const read = parseNotes(notes);
  field.unique = read.unique;
  if (read.default !== undefined) field.default = read.default;
  for (const clause of readNoteClauses(notes).clauses)
    if (clause.kind === 'added by') field.addedBy = clause.action;
    else if (clause.kind === 'removed by') field.removedBy = clause.action;
}

/** A field the refinements make: not required, with the notes given. */
export function newField(name: string, type: FieldType, notes: string): Field {
  const field: Field = { name, type, required: false, unique: false, notes: '' };
  setNotes(field, notes);
  return field;
}

/** Words joined as the format lists them: `a, b and c`. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/** Removes an entity and its rules from the model. */
export function dropEntity(model: DraftModel, name: string): void {
  model.entities = model.entities.filter((e) => e.name !== name);
  model.rules = model.rules.filter((r) => r.entity !== name);
}
