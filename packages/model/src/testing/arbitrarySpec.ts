import fc from 'fast-check';
import { parseNotes, parseScreenTarget } from '../grammar/cells.ts';
import type { ListBehaviour } from '../model/ListBehaviour.ts';
import type { SampleRecord } from '../model/SampleRecord.ts';
import {
  POINTS,
  SCREEN_KINDS,
  type Answer,
  type AnswerBody,
  type Audience,
  type Call,
  type Constant,
  type Entity,
  type ErrorEntry,
  type Field,
  type FieldType,
  type Lifecycle,
  type Permission,
  type Rule,
  type Screen,
  type Section,
  type Spec,
  type Transition,
  type User,
} from '../model/Spec.ts';
import {
  actionName,
  entityName,
  expression,
  fieldName,
  notes,
  notShown,
  paragraph,
  phrase,
  prose,
  roleName,
  sentences,
  stateName,
  upperName,
  value,
} from './arbitraryText.ts';

/**
 * A fast-check arbitrary of valid specs: every spec it makes is one the Markdown and YAML readers
 * could have read (derived parts such as a screen's target or a field's default agree with the
 * cells they come from), so write∘read must give it back. Sections come absent, "not shown", or
 * present with prose and rows.
 */

const names = <T>(arb: fc.Arbitrary<T>, max: number, min = 0) =>
  fc.uniqueArray(arb, { minLength: min, maxLength: max });
const orAll = (arb: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: names(arb, 2, 1) }, fc.constant<string[]>(['all']));

const simpleType: fc.Arbitrary<FieldType> = fc.oneof(
  fc
    .constantFrom(
      'text',
      'longtext',
      'number',
      'integer',
      'boolean',
      'date',
      'datetime',
      'email',
      'url',
      'phone',
    )
    .map((kind) => ({ kind }) as FieldType),
  fc.constantFrom('EUR', 'USD', 'JPY').map((currency): FieldType => ({ kind: 'money', currency })),
  names(stateName, 4, 1).map((values): FieldType => ({ kind: 'enum', values })),
  fc.oneof(entityName, fc.constant('User')).map((entity): FieldType => ({ kind: 'ref', entity })),
);

/** Every field type the format can write: simple types, `list of` one, and `state`. */
export const fieldType: fc.Arbitrary<FieldType> = fc.oneof(
  { weight: 6, arbitrary: simpleType },
  simpleType.map((of): FieldType => ({ kind: 'list', of })),
  fc.constant<FieldType>({ kind: 'state' }),
);

const field: fc.Arbitrary<Field> = fc
  .record({ name: fieldName, type: fieldType, required: fc.boolean(), notes })
  .map(({ name, type, required, notes: text }) => {
    const read = parseNotes(text);
    const f: Field = { name, type, required, unique: read.unique, notes: text };
    if (read.default !== undefined) f.default = read.default;
    if (read.label !== undefined) f.label = read.label;
    return f;
  });

const route = fc
  .tuple(fieldName, fc.constantFrom('', '/new', '/:id', '/:id/edit'))
  .map(([base, tail]) => `/${base.toLowerCase()}s${tail}`);

const screen: fc.Arbitrary<Screen> = fc
  .record({
    route: fc.oneof(fc.constant('/'), route),
    kind: fc.constantFrom(...SCREEN_KINDS),
    shows: fc.oneof(
      entityName,
      fc.tuple(entityName, expression).map(([e, x]) => `${e} where ${x}`),
      phrase,
    ),
    roles: fc.oneof(names(roleName, 3), fc.constant<string[]>(['all'])),
    title: fc.option(phrase, { nil: undefined }),
  })
  .map(({ title, ...s }): Screen => {
    const target = parseScreenTarget(s.shows)?.target;
    const titled = title === undefined ? s : { ...s, title };
    return target === undefined ? titled : { ...titled, target };
  });

const behaviour: fc.Arbitrary<ListBehaviour> = fc
  .record({
    list: fc.oneof(entityName, route),
    kind: fc.constantFrom('add', 'edit', 'toggle', 'toggle all', 'action', 'count', 'delete'),
    field: fieldName,
    actions: fc.tuple(actionName, actionName),
    option: fc.constantFrom('', ', trimmed', ', empty deletes'),
    where: fc.option(expression, { nil: undefined }),
    when: fc.option(expression, { nil: undefined }),
    label: fc.option(phrase, { nil: undefined }),
  })
  .map((r): ListBehaviour => {
    const does =
      r.kind === 'add' || r.kind === 'edit'
        ? `${r.field}${r.kind === 'add' && r.option === ', empty deletes' ? '' : r.option}`
        : r.kind === 'toggle'
          ? r.field
          : r.kind === 'toggle all'
            ? r.actions.join(' / ')
            : r.kind === 'action'
              ? r.actions[0]
              : r.kind === 'count'
                ? (r.where ?? '')
                : '';
    const b: ListBehaviour = { list: r.list, behaviour: r.kind, does };
    if (r.when !== undefined) b.when = { source: r.when };
    if (r.label !== undefined) b.label = r.label;
    return b;
  });

const transition: fc.Arbitrary<Transition> = fc.record(
  {
    from: stateName,
    action: actionName,
    to: stateName,
    roles: names(roleName, 2),
    when: expression.map((source) => ({ source })),
  },
  { requiredKeys: ['from', 'action', 'to', 'roles'] },
);

const listDisplay = fc.record(
  {
    noun: fc.constantFrom('claims', 'open claims', 'categories', 'tasks'),
    columns: names(fieldName, 4, 1),
    order: fc.constantFrom('newest first', 'oldest first', 'by amount'),
  },
  { requiredKeys: ['noun', 'columns'] },
);

/** Sample records of an entity with these fields: each fills some of them, perhaps with an id. */
const samplesOf = (fields: readonly Field[]): fc.Arbitrary<SampleRecord[]> => {
  const names = [...new Set(fields.map((f) => f.name))];
  if (names.length === 0 || names.length < fields.length) return fc.constant([]);
  const sample = fc
    .record({
      id: fc.option(
        fc.nat({ max: 99 }).map((n) => `s${n}`),
        { nil: undefined },
      ),
      filled: fc.subarray(names, { minLength: 1 }),
      texts: fc.array(fc.oneof(phrase, fc.nat({ max: 9999 }).map(String)), {
        minLength: names.length,
        maxLength: names.length,
      }),
    })
    .map(({ id, filled, texts }): SampleRecord => {
      const values: Record<string, string> = {};
      filled.forEach((name, i) => (values[name] = texts[i] ?? 'x'));
      return id === undefined ? { values } : { id, values };
    });
  return fc.array(sample, { maxLength: 2 });
};

const entityOf = (name: string): fc.Arbitrary<Entity> =>
  fc
    .record(
      {
        name: fc.constant(name),
        text: fc.oneof(fc.constant(''), prose),
        fields: fc.array(field, { maxLength: 5 }),
        list: listDisplay,
      },
      { requiredKeys: ['name', 'text', 'fields'] },
    )
    .chain((entity) =>
      samplesOf(entity.fields).map((samples) =>
        samples.length === 0 ? entity : { ...entity, samples },
      ),
    );

const lifecycleOf = (entity: string): fc.Arbitrary<Lifecycle> =>
  fc.record(
    {
      entity: fc.constant(entity),
      initial: stateName,
      text: fc.oneof(fc.constant(''), paragraph),
      transitions: fc.array(transition, { maxLength: 4 }),
    },
    { requiredKeys: ['entity', 'text', 'transitions'] },
  );

const rule: fc.Arbitrary<Rule> = fc.record({
  entity: entityName,
  expression: expression.map((source) => ({ source })),
  on: fc.oneof(fc.constantFrom('save', 'create'), actionName),
  error: upperName,
});

const permission: fc.Arbitrary<Permission> = fc.record(
  {
    roles: orAll(roleName),
    actions: orAll(fc.constantFrom('read', 'create', 'update', 'delete', 'submit', 'pay')),
    entities: orAll(entityName),
    when: expression.map((source) => ({ source })),
  },
  { requiredKeys: ['roles', 'actions', 'entities'] },
);

const user: fc.Arbitrary<User> = fc.record({
  id: fc.nat({ max: 99 }).map((n) => `u${n}`),
  name: fc
    .tuple(
      fc.constantFrom('Ada', 'Ben', 'Cléo', 'Dan'),
      fc.constantFrom('Employee', 'Approver', "O'Neil"),
    )
    .map(([a, b]) => `${a} ${b}`),
  roles: names(roleName, 2, 1),
});

const body: fc.Arbitrary<AnswerBody> = fc.oneof(
  fc.constant<AnswerBody>({ kind: 'none' }),
  fc.constant<AnswerBody>({ kind: 'validation' }),
  upperName.map((code): AnswerBody => ({ kind: 'error', code })),
  fc
    .tuple(entityName, fc.boolean())
    .map(([entity, many]): AnswerBody => ({ kind: 'payload', payload: { entity, many } })),
);

const answer: fc.Arbitrary<Answer> = fc.record({
  status: fc.constantFrom(200, 201, 204, 403, 404, 409, 422, 500),
  body,
});

const call: fc.Arbitrary<Call> = fc.record(
  {
    name: fc
      .tuple(
        fc.constantFrom('list', 'read', 'create', 'pay'),
        fc.constantFrom('claims', 'categories', 'claim'),
      )
      .map(([v, n]) => `${v} ${n}`),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    path: route.map((r) => `/api${r}`),
    sends: fc.tuple(entityName, fc.boolean()).map(([entity, many]) => ({ entity, many })),
    answers: fc.array(answer, { maxLength: 3 }),
  },
  { requiredKeys: ['name', 'method', 'path', 'answers'] },
);

const errorEntry: fc.Arbitrary<ErrorEntry> = fc.record(
  {
    code: upperName,
    status: fc.constantFrom(400, 403, 404, 409, 422),
    message: fc.oneof(
      sentences,
      fc.tuple(sentences, upperName).map(([p, c]) => `${p} At most {${c}}.`),
    ),
  },
  { requiredKeys: ['code', 'message'] },
);

const constant: fc.Arbitrary<Constant> = fc.record({ name: upperName, value, meaning: phrase });
const audience: fc.Arbitrary<Audience> = fc.record({
  name: fc.constantFrom('Employees', 'Approvers', 'Finance', 'Visitors'),
  does: phrase,
});

type Mode = 'absent' | 'not shown' | 'full';

/** How each of the nine points is written. */
const modes = fc.array(fc.constantFrom<Mode>('absent', 'not shown', 'full', 'full'), {
  minLength: 9,
  maxLength: 9,
});

/** An arbitrary of valid specs, for write∘read round-trip property tests. */
export function arbitrarySpec(): fc.Arbitrary<Spec> {
  return fc
    .record({
      name: fc.constantFrom('Expense claims', 'TodoMVC', 'A web product', 'Café orders'),
      intro: fc.oneof(fc.constant(''), prose),
      modes,
      texts: fc.array(fc.oneof(fc.constant(''), prose), { minLength: 9, maxLength: 9 }),
      notShown: fc.array(notShown, { minLength: 9, maxLength: 9 }),
      audience: fc.array(audience, { maxLength: 3 }),
      screens: fc.array(screen, { maxLength: 4 }),
      behaviours: fc.array(behaviour, { maxLength: 3 }),
      entities: names(entityName, 3).chain((list) => fc.tuple(...list.map(entityOf))),
      lifecycles: names(entityName, 2).chain((list) => fc.tuple(...list.map(lifecycleOf))),
      rules: fc.array(rule, { maxLength: 4 }),
      permissions: fc.array(permission, { maxLength: 4 }),
      users: fc.array(user, { maxLength: 3 }),
      calls: fc.array(call, { maxLength: 3 }),
      errors: fc.array(errorEntry, { maxLength: 4 }),
      constants: fc.array(constant, { maxLength: 4 }),
    })
    .map((r) => {
      const full = (point: number) => r.modes[point - 1] === 'full';
      const sections: Section[] = POINTS.map(({ point }) => {
        const mode = r.modes[point - 1] ?? 'absent';
        if (mode === 'absent') return { point, present: false, text: '' };
        return {
          point,
          present: true,
          text: mode === 'full' ? (r.texts[point - 1] ?? '') : (r.notShown[point - 1] ?? ''),
        };
      });
      const when = <T>(point: number, list: T[]): T[] => (full(point) ? list : []);
      return {
        name: r.name,
        intro: r.intro,
        sections,
        audience: when(1, r.audience),
        screens: when(2, r.screens),
        behaviours: when(2, r.behaviours),
        entities: when(3, r.entities),
        lifecycles: when(4, r.lifecycles),
        rules: when(5, r.rules),
        permissions: when(6, r.permissions),
        users: when(6, r.users),
        calls: when(7, r.calls),
        errors: when(8, r.errors),
        constants: when(9, r.constants),
      };
    });
}
