import type { Call, Entity, Field, Payload, Spec, User } from '@specrun/model';
import { computeFields } from '../data/computeFields.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { envelope } from './envelope.ts';

export { envelope } from './envelope.ts';

/** What shaping an answer needs besides the records: who reads them, and where the others are. */
export interface ShapeContext {
  spec: Spec;
  entities: ReadonlyMap<string, Entity>;
  /** The acting user, for whom computed fields are evaluated; none for a visitor. */
  user: User | undefined;
  now: Date;
  /** Where the records a reference answered embedded (`answered as …`) names are read. */
  store: RecordStore;
  /** The caller's token, for a payload that lists `token`. */
  token?: string;
}

type Body = Record<string, unknown>;

/** The payload of a call's answer with a status (its first listed answer of that status). */
export function payloadOf(call: Call, status: number): Payload | undefined {
  const answer = call.answers.find((a) => a.status === status);
  return answer?.body.kind === 'payload' ? answer.body.payload : undefined;
}

/**
 * True when a payload says what its records carry: an envelope, a list of fields or fields left
 * out. Such an answer carries exactly those fields, an empty one as `null`; a plain `Claim` is
 * answered in Specrun's own shape (`id`, `createdAt`, `updatedAt` and the values it holds).
 */
function isShaped(payload: Payload | undefined): boolean {
  return (
    payload !== undefined &&
    (payload.envelope !== undefined ||
      payload.fields !== undefined ||
      payload.without !== undefined)
  );
}

/**
 * One record as an answer carries it (docs/calls.md, "Answers"): its computed fields evaluated for
 * the acting user, references `answered as` some fields embedded as those fields of the record
 * they name, a numbered id as a number; then, for a shaped payload, exactly
 * the fields it names (empty ones as `null`, `token` the caller's), else the record's values
 * with its `id`, `createdAt` and `updatedAt`.
 */
export async function shapeRecord(
  entity: Entity,
  record: StoredRecord,
  payload: Payload | undefined,
  context: ShapeContext,
): Promise<Body> {
  const values = computeFields(context.spec, entity, record, context.user, context.now);
  const fields = fieldsOf(entity);
  const id = wireId(entity, record.id);
  if (!isShaped(payload)) {
    const body: Body = { id, createdAt: record.createdAt, updatedAt: record.updatedAt };
    for (const name in values) {
      const value = values[name] as FieldValue;
      const field = fields.get(name);
      if (field?.type.kind === 'password') continue;
      body[name] = field?.answeredAs === undefined ? value : await wireValue(field, value, context);
    }
    // A field of the spec named `id` cannot hide the record's own.
    body['id'] = id;
    return body;
  }
  const names =
    payload?.fields ??
    ['id', ...entity.fields.map((f) => f.name)].filter(
      (name, i, all) => all.indexOf(name) === i && !(payload?.without ?? []).includes(name),
    );
  const body: Body = {};
  for (const name of names) {
    const field = fields.get(name);
    // A password is never answered, whatever a payload names.
    if (field?.type.kind === 'password') continue;
    if (name === 'id') body[name] = id;
    else if (name === 'token' && field === undefined) body[name] = context.token ?? null;
    else {
      const value = values[name];
      body[name] =
        value === undefined || field === undefined
          ? emptyOf(field)
          : field.answeredAs === undefined
            ? value
            : await wireValue(field, value, context);
    }
  }
  return body;
}

/**
 * A list as an answer carries it: its records shaped one by one; in the payload's envelope, with
 * the count of the records before a page was cut (`count`).
 */
export async function shapeList(
  entity: Entity,
  records: readonly StoredRecord[],
  payload: Payload | undefined,
  context: ShapeContext,
  total: number = records.length,
): Promise<unknown> {
  const items: Body[] = [];
  for (const record of records) items.push(await shapeRecord(entity, record, payload, context));
  return envelope(payload, items, total);
}

/**
 * The distinct values of a field across records (`distinct Article.tagList`: a list field gives
 * its items), the most used first, then in their order as text; computed fields count too.
 */
export function distinctValues(
  entity: Entity,
  records: readonly StoredRecord[],
  field: string,
  context: ShapeContext,
): unknown[] {
  const uses = new Map<string, { value: unknown; count: number }>();
  for (const record of records) {
    const value = computeFields(context.spec, entity, record, context.user, context.now)[field];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const key = JSON.stringify(item);
      const seen = uses.get(key);
      if (seen === undefined) uses.set(key, { value: item, count: 1 });
      else seen.count += 1;
    }
  }
  return [...uses.values()]
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)))
    .map((use) => use.value);
}

/**
 * Each entity's fields by name, made once per list of fields (again when it grew): answers
 * shape many records of one entity.
 */
const FIELDS = new WeakMap<
  readonly Field[],
  { size: number; byName: ReadonlyMap<string, Field> }
>();

function fieldsOf(entity: Entity): ReadonlyMap<string, Field> {
  const known = FIELDS.get(entity.fields);
  if (known !== undefined && known.size === entity.fields.length) return known.byName;
  const byName = new Map(entity.fields.map((f) => [f.name, f]));
  FIELDS.set(entity.fields, { size: entity.fields.length, byName });
  return byName;
}

/** A record's id on the wire: a number when the entity declares `id` as an integer. */
export function wireId(entity: Entity | undefined, id: string): string | number {
  if (entity === undefined || fieldsOf(entity).get('id')?.type.kind !== 'integer') return id;
  const number = Number(id);
  return Number.isSafeInteger(number) ? number : id;
}

/** What an empty field is answered as: an empty list for a list, `null` for anything else. */
function emptyOf(field: Field | undefined): unknown {
  return field?.type.kind === 'list' ? [] : null;
}

/** A field's value on the wire: a reference `answered as` some fields is embedded as them. */
async function wireValue(field: Field, value: FieldValue, context: ShapeContext): Promise<unknown> {
  const shown = field.answeredAs;
  if (shown === undefined) return value;
  const type = field.type.kind === 'list' ? field.type.of : field.type;
  if (type.kind !== 'ref') return value;
  if (Array.isArray(value)) {
    const embedded: unknown[] = [];
    for (const id of value) embedded.push(await embed(type.entity, String(id), shown, context));
    return embedded;
  }
  return embed(type.entity, String(value), shown, context);
}

/** The fields of a referenced record, as its reference is answered; `null` when it is gone. */
async function embed(
  entityName: string,
  id: string,
  shown: readonly string[],
  context: ShapeContext,
): Promise<Body | null> {
  const record = await context.store.get(entityName, id);
  if (record === undefined) return null;
  const entity = context.entities.get(entityName);
  const values = computeFields(context.spec, entity, record, context.user, context.now);
  const body: Body = {};
  for (const name of shown) {
    const field = entity?.fields.find((f) => f.name === name);
    if (field?.type.kind === 'password') continue;
    body[name] = name === 'id' ? wireId(entity, record.id) : (values[name] ?? emptyOf(field));
  }
  return body;
}
