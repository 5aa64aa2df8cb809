import { planEntities, roleCount, type PlannedEntity, type SpecSize } from './planEntities.ts';
import { roleName } from './specNames.ts';

export type { SpecSize } from './planEntities.ts';

/** The size of the benchmark's 1× spec. */
export const BASE_SIZE: SpecSize = {
  entities: 200,
  fields: 2000,
  transitions: 400,
  rules: 1000,
  calls: 300,
};

/** A size multiplied by `factor` in every dimension. */
export function scaleSize(size: SpecSize, factor: number): SpecSize {
  return {
    entities: size.entities * factor,
    fields: size.fields * factor,
    transitions: size.transitions * factor,
    rules: size.rules * factor,
    calls: size.calls * factor,
  };
}

interface PlannedCall {
  name: string;
  method: string;
  path: string;
  sends: string;
  answers: string;
}

/**
 * Writes a nine-point Markdown spec of exactly the given size, the same text for the same size:
 * entities that refer to each other, state fields with lifecycles, rules over fields and constants,
 * permissions and users for every role, calls with answers, and a catalogue and constants that are
 * all used. Throws when the size cannot be met (fewer than one or two fields per entity).
 */
export function generateSpec(size: SpecSize): string {
  const entities = planEntities(size);
  const calls = planCalls(entities, size.calls);
  const roles = Array.from({ length: roleCount(size.entities) }, (_, i) => roleName(i));
  const out: string[] = [];
  const table = (header: string[], rows: string[][]) => {
    out.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
    for (const row of rows) out.push(`| ${row.join(' | ')} |`);
    out.push('');
  };

  out.push(`# Specification: Generated operations suite (${size.entities} entities)`, '');
  out.push(
    'A client-side web product generated for the benchmark: many entities, each filed by one role and moved on by another.',
    '',
  );

  out.push('## 1. What the product does and for whom', '');
  out.push(
    'People file records of many kinds, follow them through their lifecycles and keep them within the limits below.',
    '',
  );
  table(
    ['audience', 'what they do with it'],
    roles.map((role) => [`People with the ${role} role`, 'file, move on and read records']),
  );

  out.push('## 2. Screens and routes', '');
  const screens: string[][] = [['/', 'home', 'the purpose and the open records', 'all']];
  for (const e of entities) {
    screens.push(
      [`/${e.plural}`, 'list', e.name, 'all'],
      [`/${e.plural}/new`, 'form', e.name, e.author],
    );
    screens.push(
      [`/${e.plural}/:id`, 'detail', e.name, 'all'],
      [`/${e.plural}/:id/edit`, 'form', e.name, e.author],
    );
    if (e.states[1])
      screens.push([
        `/${e.plural}/${e.states[1]}`,
        'list',
        `${e.name} where status == "${e.states[1]}"`,
        e.worker,
      ]);
  }
  table(['route', 'screen', 'shows', 'roles'], screens);

  out.push('## 3. Entities and their fields', '');
  for (const e of entities) {
    out.push(`### ${e.name}`, '');
    table(
      ['field', 'type', 'required', 'notes'],
      e.fields.map((f) => [f.name, f.type, f.required ? 'yes' : 'no', f.notes]),
    );
    const columns = e.fields.slice(0, 3).map((f) => f.name);
    out.push(`The list of ${e.plural} shows ${columns.join(', ')}, newest first.`, '');
  }

  out.push('## 4. States and transitions', '');
  for (const e of entities.filter((x) => x.transitions.length > 0)) {
    out.push(`### ${e.name}`, '', `Initial state: ${e.states[0]}.`, '');
    table(
      ['from', 'action', 'to', 'roles', 'when'],
      e.transitions.map((t) => [t.from, t.action, t.to, t.role, t.when]),
    );
  }

  out.push('## 5. Validation rules', '');
  table(
    ['entity', 'rule', 'on', 'error'],
    entities.flatMap((e) => e.rules.map((r) => [e.name, r.expression, r.on, r.code])),
  );

  out.push('## 6. Roles and permissions', '');
  const permissions: string[][] = [];
  for (const e of entities) {
    const guard = e.fields.some((f) => f.name === 'owner') ? 'record.owner == user.id' : '';
    const [first, ...later] = e.transitions.map((t) => t.action);
    permissions.push([
      e.author,
      ['read, create, update, delete', ...(first ? [first] : [])].join(', '),
      e.name,
      guard,
    ]);
    permissions.push([e.worker, ['read', ...later].join(', '), e.name, '']);
  }
  table(['role', 'may', 'on', 'when'], permissions);
  out.push('Sample users:', '');
  table(
    ['user', 'name', 'roles'],
    roles.map((role, i) => [
      `u${i + 1}`,
      `User ${i + 1}`,
      i % 3 === 0 ? `${role}, ${roles[(i + 1) % roles.length]}` : role,
    ]),
  );

  out.push('## 7. The calls it makes', '');
  table(
    ['call', 'method', 'path', 'sends', 'answers'],
    calls.map((c) => [c.name, c.method, c.path, c.sends, c.answers]),
  );
  out.push('On no answer within CALL_TIMEOUT_MS the product shows NETWORK.', '');

  out.push('## 8. The error catalogue', '');
  const catalogue = entities.flatMap((e) =>
    e.rules.map((r) => [r.code, String(r.status), r.message]),
  );
  for (const [code, status, message] of CALL_ERRORS) {
    if (calls.some((c) => c.answers.includes(code))) catalogue.push([code, status, message]);
  }
  catalogue.push(['NETWORK', '', 'The server did not answer. Try again.']);
  table(['code', 'status', 'message'], catalogue);

  out.push('## 9. Business constants and limits', '');
  const constants = entities.flatMap((e) => [
    ...e.rules.flatMap((r) =>
      r.constant ? [[r.constant.name, String(r.constant.value), r.constant.meaning]] : [],
    ),
    ...(e.guardConstant
      ? [
          [
            e.guardConstant.name,
            String(e.guardConstant.value),
            'the largest amount approved in one step',
          ],
        ]
      : []),
  ]);
  constants.push([
    'CALL_TIMEOUT_MS',
    '10000',
    'how long a call may take before it counts as unanswered',
  ]);
  table(['name', 'value', 'meaning'], constants);
  return out.join('\n');
}

const CALL_ERRORS = [
  ['NOT_FOUND', '404', 'This record does not exist.'],
  ['CONFLICT', '409', 'Someone else changed this record; reload it and try again.'],
  ['NOT_ALLOWED', '403', 'You may not do this.'],
  ['WRONG_STATE', '409', 'The record has moved on since you opened it.'],
] as const;

/**
 * The calls of whole entities (every operation and action of one entity, so that none is left to
 * local storage), entity after entity while they fit in `count`; the calls left over list the
 * entities again under an older version of the API (`GET /api/v2/claims`), as a real API keeps.
 */
function planCalls(entities: PlannedEntity[], count: number): PlannedCall[] {
  const calls: PlannedCall[] = [];
  for (const entity of entities) {
    const own = callsOf(entity);
    if (calls.length + own.length <= count) calls.push(...own);
  }
  for (let k = 0; calls.length < count && entities.length > 0; k++) {
    const entity = entities[k % entities.length] as PlannedEntity;
    const version = 2 + Math.floor(k / entities.length);
    calls.push({
      name: `list ${entity.plural} v${version}`,
      method: 'GET',
      path: `/api/v${version}/${entity.plural}`,
      sends: '',
      answers: `200 ${entity.name}[]`,
    });
  }
  return calls;
}

function callsOf(e: PlannedEntity): PlannedCall[] {
  const base = `/api/${e.plural}`;
  const noun = e.name.toLowerCase();
  return [
    {
      // A page of the list in an envelope with its count, filtered by its first field.
      name: `list ${e.plural}`,
      method: 'GET',
      path: `${base}?${e.fields[0]?.name ?? 'id'}&limit=20&offset`,
      sends: '',
      answers: `200 {items: ${e.name}[], count: count}`,
    },
    {
      name: `read ${noun}`,
      method: 'GET',
      path: `${base}/:id`,
      sends: '',
      answers: `200 ${e.name}; 404 NOT_FOUND`,
    },
    {
      name: `create ${noun}`,
      method: 'POST',
      path: base,
      sends: e.name,
      answers: `201 ${e.name}; 422 validation errors`,
    },
    {
      name: `update ${noun}`,
      method: 'PATCH',
      path: `${base}/:id`,
      sends: e.name,
      answers: `200 ${e.name}; 409 CONFLICT; 422 validation errors`,
    },
    {
      name: `delete ${noun}`,
      method: 'DELETE',
      path: `${base}/:id`,
      sends: '',
      answers: '204; 403 NOT_ALLOWED',
    },
    ...e.transitions.map((t) => ({
      name: `${t.action} ${noun}`,
      method: 'POST',
      path: `${base}/:id/${t.action}`,
      sends: '',
      answers: `200 ${e.name}; 403 NOT_ALLOWED; 409 WRONG_STATE`,
    })),
  ];
}
