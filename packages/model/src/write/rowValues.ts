import { formatAnswers } from '../grammar/cells.ts';
import { formatPayload } from '../grammar/payload.ts';
import { formatFieldType } from '../grammar/fieldType.ts';
import type { ElementOf, TableKind } from '../read/rows.ts';
import type { NaturalValue } from '../read/yamlForm.ts';

/** A row of a table as natural values by canonical column; `undefined` is an empty cell. */
export type RowValues = Record<string, NaturalValue | undefined>;

type RowWriter<K extends TableKind> = (element: ElementOf<K>) => RowValues;

const WRITERS: { [K in TableKind]: RowWriter<K> } = {
  audience: (a) => ({ audience: a.name, 'what they do with it': a.does }),
  screens: (s) => ({
    route: s.route,
    screen: s.kind,
    shows: s.shows,
    roles: s.roles,
    title: s.title,
  }),
  fields: (f) => ({
    field: f.name,
    type: formatFieldType(f.type),
    required: f.required,
    notes: f.notes,
  }),
  transitions: (t) => ({
    from: t.from,
    action: t.action,
    to: t.to,
    roles: t.roles,
    when: t.when?.source,
  }),
  rules: (r) => ({ entity: r.entity, rule: r.expression.source, on: r.on, error: r.error }),
  permissions: (p) => ({ role: p.roles, may: p.actions, on: p.entities, when: p.when?.source }),
  users: (u) => ({ user: u.id, name: u.name, roles: u.roles }),
  calls: (c) => ({
    call: c.name,
    method: c.method,
    path: c.path,
    sends: c.sends && formatPayload(c.sends),
    answers: c.answers.map((answer) => formatAnswers([answer])),
    roles: c.roles,
    where: c.where?.source,
  }),
  errors: (e) => ({ code: e.code, status: e.status, message: e.message }),
  constants: (c) => ({ name: c.name, value: c.value, meaning: c.meaning }),
};

/** The natural values of a model element, keyed by the canonical columns of its table kind. */
export function rowValues<K extends TableKind>(kind: K, element: ElementOf<K>): RowValues {
  return WRITERS[kind](element);
}

/** True when a natural value stands for an empty cell (nothing, an empty string or list). */
export function isEmptyValue(value: NaturalValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}
