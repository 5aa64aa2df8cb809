import type { CallBinding, Entity, Spec, User } from '@specrun/model';
import type { PlannedTest } from '../plan/Plan.ts';
import type { MadeRecord } from './Maker.ts';
import { permissionRowsFor } from './permissionRows.ts';
import { slugOf, type TestBuilder, type TestTools } from './TestBuilder.ts';

type Operation = 'read' | 'update' | 'delete';

/** A way to come by a record a user may not touch: another's, or one's own moved on. */
type Setting =
  { kind: 'other'; maker: User; user: User } | { kind: 'state'; user: User; state: string };

/**
 * Tests of point 6: a record a user may not read, update or delete answers as the spec says
 * (`NOT_ALLOWED` with its status) and a list leaves it out; found in rehearsals, as a record made
 * by another user or one's own record moved to another state.
 */
export async function accessTests(builder: TestBuilder): Promise<PlannedTest[]> {
  const tests: (PlannedTest | undefined)[] = [];
  const { facts } = builder;
  for (const entity of facts.spec.entities) {
    if (!facts.call(entity.name, 'create')) continue;
    for (const operation of ['read', 'update', 'delete'] as const) {
      const binding = facts.call(entity.name, operation);
      if (!binding) continue;
      for (const setting of await findSettings(builder, entity, binding, operation)) {
        const who =
          setting.kind === 'other'
            ? `${setting.user.id} may not ${operation} a ${entity.name} of ${setting.maker.id}`
            : `${setting.user.id} may not ${operation} their ${entity.name} once ${setting.state}`;
        // The row whose condition refuses the user, else the first that grants it to others.
        const row =
          permissionRowsFor(facts.spec, setting.user, operation, entity.name).find(
            (r) => r.permission.when !== undefined,
          ) ?? grantingRow(facts.spec, operation, entity.name);
        tests.push(
          await builder.build(
            {
              id: `access/${slugOf(`${entity.name} ${operation} ${setting.kind}`)}`,
              name: who,
              group: 'access',
              at: row?.permission.at ?? facts.spec.sections[5]?.at,
            },
            (tools) => refuse(tools, entity, binding, operation, setting),
          ),
        );
      }
    }
  }
  return tests.filter((t): t is PlannedTest => t !== undefined);
}

/** The first setting of each kind in which the spec refuses the operation. */
async function findSettings(
  builder: TestBuilder,
  entity: Entity,
  binding: CallBinding,
  operation: Operation,
): Promise<Setting[]> {
  const { users } = builder.facts;
  const found: Setting[] = [];
  others: for (const maker of users)
    for (const user of users) {
      if (user === maker) continue;
      const setting: Setting = { kind: 'other', maker, user };
      if (await builder.probe((tools) => refuse(tools, entity, binding, operation, setting))) {
        found.push(setting);
        break others;
      }
    }
  const lifecycle = builder.lifecycles.lifecycleOf(entity.name);
  const states = lifecycle ? builder.lifecycles.states(lifecycle).slice(1) : [];
  owned: for (const user of users)
    for (const state of states) {
      const setting: Setting = { kind: 'state', user, state };
      if (await builder.probe((tools) => refuse(tools, entity, binding, operation, setting))) {
        found.push(setting);
        break owned;
      }
    }
  return found;
}

async function refuse(
  tools: TestTools,
  entity: Entity,
  binding: CallBinding,
  operation: Operation,
  setting: Setting,
): Promise<boolean> {
  const { scenario, facts } = tools;
  const maker = setting.kind === 'other' ? setting.maker : setting.user;
  const made = await tools.maker.make(scenario, entity.name, { users: [maker] });
  if (!made) return false;
  if (setting.kind === 'state' && !(await tools.lifecycles.drive(scenario, made, setting.state)))
    return false;
  const code = 'NOT_ALLOWED';
  const refused = await scenario.attempt(
    {
      ...facts.stepOn(binding, setting.user.id, `${binding.call.name} as ${setting.user.id}`, made),
      ...(operation === 'update' ? { body: facts.wrapBody(binding, changeOf(entity, made)) } : {}),
    },
    facts.refusal(binding, code),
  );
  if (!refused) return false;
  const list = facts.call(entity.name, 'list');
  if (operation !== 'read' || !list) return true;
  return (
    (await scenario.attempt(
      facts.stepOn(
        list,
        setting.user.id,
        `${list.call.name} as ${setting.user.id}: leaves it out`,
        made,
      ),
      { status: facts.successStatus(list), excludes: made.name, key: facts.keyOf(entity.name) },
    )) !== undefined
  );
}

/** A change of one text field the record was made with, or the record's own values. */
function changeOf(entity: Entity, made: MadeRecord): Record<string, unknown> {
  const field = entity.fields.find(
    (f) =>
      (f.type.kind === 'text' || f.type.kind === 'longtext') && made.body[f.name] !== undefined,
  );
  return field ? { [field.name]: `Not allowed {{run}}` } : made.body;
}

/** The first row of point 6 that grants an operation on an entity to anyone. */
function grantingRow(spec: Spec, operation: Operation, entity: string) {
  return permissionRowsFor(spec, { id: '', name: '', roles: ['all'] }, operation, entity).find(
    () => true,
  );
}
