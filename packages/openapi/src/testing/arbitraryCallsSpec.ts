import fc from 'fast-check';
import {
  emptySpec,
  readSpec,
  writeMarkdown,
  type Answer,
  type Call,
  type Entity,
  type Field,
  type FieldType,
  type Spec,
} from '@specrun/model';

const ENTITY_NAMES = ['Claim', 'Category', 'Project', 'Task', 'Invoice', 'Customer', 'Tag'];
const FIELD_NAMES = [
  'title',
  'amount',
  'notes',
  'dueOn',
  'email',
  'website',
  'phone',
  'priority',
  'owner',
  'tags',
  'count',
  'paid',
  'createdAt',
  'status',
];
const CODES = ['NOT_FOUND', 'NOT_ALLOWED', 'CONFLICT', 'NAME_TAKEN', 'WRONG_STATE', 'BAD_REQUEST'];
const STATUSES = [200, 201, 204, 400, 403, 404, 409, 422];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function fieldType(entities: string[]): fc.Arbitrary<FieldType> {
  const simple = fc.constantFrom<FieldType>(
    { kind: 'text' },
    { kind: 'longtext' },
    { kind: 'number' },
    { kind: 'integer' },
    { kind: 'money', currency: 'EUR' },
    { kind: 'boolean' },
    { kind: 'date' },
    { kind: 'datetime' },
    { kind: 'email' },
    { kind: 'url' },
    { kind: 'phone' },
    { kind: 'enum', values: ['low', 'medium', 'high'] },
    { kind: 'ref', entity: 'User' },
  );
  const ref = fc.constantFrom(...entities).map((entity): FieldType => ({ kind: 'ref', entity }));
  const item = fc.oneof(simple, ref);
  return fc.oneof(
    { weight: 4, arbitrary: item },
    { weight: 1, arbitrary: item.map((of): FieldType => ({ kind: 'list', of })) },
  );
}

function entity(name: string, names: string[]): fc.Arbitrary<Entity> {
  const field = fc.record({
    type: fieldType(names),
    required: fc.boolean(),
    notes: fc.constantFrom('', 'what it is about', 'unique', 'shown in lists'),
  });
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), field), {
      minLength: 1,
      maxLength: 5,
      selector: ([n]) => n,
    })
    .map((fields) => ({
      name,
      text: '',
      fields: fields.map(([fieldName, f]): Field => ({
        name: fieldName,
        type: f.type,
        required: f.required,
        unique: f.notes === 'unique',
        notes: f.notes,
      })),
    }));
}

function call(index: number, entities: string[]): fc.Arbitrary<Call> {
  const payload = fc.record({ entity: fc.constantFrom(...entities), many: fc.boolean() });
  const body = fc.oneof(
    fc.constant<Answer['body']>({ kind: 'none' }),
    payload.map((p): Answer['body'] => ({ kind: 'payload', payload: p })),
    fc.constantFrom(...CODES).map((code): Answer['body'] => ({ kind: 'error', code })),
    fc.constant<Answer['body']>({ kind: 'validation' }),
  );
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      resource: fc.constantFrom(...entities),
      byId: fc.boolean(),
      sends: fc.option(payload, { nil: undefined }),
      answers: fc.uniqueArray(fc.tuple(fc.constantFrom(...STATUSES), body), {
        minLength: 1,
        maxLength: 3,
        selector: ([s]) => s,
      }),
    })
    .map((c) => {
      const result: Call = {
        name: `call ${index}`,
        method: c.method,
        path: `/api/${c.resource.toLowerCase()}s${c.byId ? '/:id' : ''}/${index}`,
        answers: c.answers.map(([status, b]) => ({ status, body: b })),
      };
      if (c.sends) result.sends = c.sends;
      return result;
    });
}

/**
 * Specs with entities of every field type (references among them, lists) and calls that send
 * and answer them, with error codes of a catalogue: what exporting to OpenAPI and importing back
 * must keep. Each is written and read back, so that it is what a reader gives.
 */
export function arbitraryCallsSpec(): fc.Arbitrary<Spec> {
  return fc
    .uniqueArray(fc.constantFrom(...ENTITY_NAMES), { minLength: 1, maxLength: 4 })
    .chain((names) =>
      fc.tuple(
        fc.tuple(...names.map((n) => entity(n, names))),
        fc
          .integer({ min: 0, max: 6 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => call(i + 1, names)))),
      ),
    )
    .map(([entities, calls]) => {
      const spec = emptySpec('Generated');
      spec.entities = entities;
      spec.calls = calls;
      const codes = new Set(
        calls.flatMap((c) =>
          c.answers.flatMap((a) => (a.body.kind === 'error' ? [a.body.code] : [])),
        ),
      );
      spec.errors = [...codes].map((code) => ({
        code,
        status: 409,
        message: `The answer ${code}.`,
      }));
      return readSpec(writeMarkdown(spec), { format: 'markdown' }).spec;
    });
}
