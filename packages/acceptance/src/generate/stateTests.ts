import type { Lifecycle, Transition, User } from '@specrun/model';
import type { PlannedTest, RowKey } from '../plan/Plan.ts';
import { slugOf, type TestBuilder, type TestHeading, type TestTools } from './TestBuilder.ts';

/**
 * Tests of point 4: each transition taken by a user whose role may take it (the record ends in
 * its target state), refused for a user whose role may not, and refused from a state the action
 * does not leave — with the status and code the spec gives.
 */
export async function stateTests(builder: TestBuilder): Promise<PlannedTest[]> {
  const tests: (PlannedTest | undefined)[] = [];
  let row = 0;
  for (const lifecycle of builder.facts.spec.lifecycles) {
    for (const transition of lifecycle.transitions) {
      const key: RowKey = `4:${row}`;
      row += 1;
      const base = `states/${slugOf(lifecycle.entity)}-${slugOf(transition.from)}-${slugOf(transition.action)}`;
      const words = `${transition.action} ${lifecycle.entity} from ${transition.from}`;
      const heading = (suffix: string, name: string) => ({
        id: `${base}${suffix}`,
        name,
        group: 'states' as const,
        at: transition.at,
      });
      tests.push(
        await builder.build(heading('', `${words} to ${transition.to}`), async (tools) => {
          tools.cover(key);
          return (await takeAfterPath(tools, lifecycle, transition)) !== undefined;
        }),
        await builder.build(
          heading('-refused-role', `${words}: refused for a user whose role may not`),
          async (tools) => {
            tools.cover(key);
            return refuseRole(tools, lifecycle, transition);
          },
        ),
        await guardTest(
          builder,
          lifecycle,
          transition,
          key,
          heading(
            '-guard',
            `${words}: refused when ${transition.when?.source ?? ''} does not hold`,
          ),
        ),
        await builder.build(
          heading(
            '-wrong-state',
            `${transition.action} ${lifecycle.entity}: refused in a state it does not leave`,
          ),
          async (tools) => {
            tools.cover(key);
            return refuseState(tools, lifecycle, transition);
          },
        ),
      );
    }
  }
  return tests.filter((t): t is PlannedTest => t !== undefined);
}

async function takeAfterPath(
  tools: TestTools,
  lifecycle: Lifecycle,
  transition: Transition,
): Promise<boolean | undefined> {
  const made = await tools.maker.make(tools.scenario, lifecycle.entity);
  if (!made || !(await tools.lifecycles.drive(tools.scenario, made, transition.from)))
    return undefined;
  return (await tools.lifecycles.take(tools.scenario, made, transition)) ? true : undefined;
}

async function refuseRole(
  tools: TestTools,
  lifecycle: Lifecycle,
  transition: Transition,
): Promise<boolean> {
  const binding = tools.facts.call(lifecycle.entity, 'action', transition.action);
  const made = await tools.maker.make(tools.scenario, lifecycle.entity);
  if (!binding || !made || !(await tools.lifecycles.drive(tools.scenario, made, transition.from)))
    return false;
  const code = 'NOT_ALLOWED';
  const outsiders = tools.facts.users.filter(
    (u) =>
      transition.roles.length > 0 &&
      !transition.roles.includes('all') &&
      !u.roles.some((r) => transition.roles.includes(r)),
  );
  for (const user of outsiders) {
    const kept = await tools.scenario.attempt(
      tools.facts.stepOn(
        binding,
        user.id,
        `${transition.action} as ${user.id} (${user.roles.join(', ')})`,
        made,
      ),
      tools.facts.refusal(binding, code),
    );
    if (kept) return true;
  }
  return false;
}

async function refuseState(
  tools: TestTools,
  lifecycle: Lifecycle,
  transition: Transition,
): Promise<boolean> {
  const binding = tools.facts.call(lifecycle.entity, 'action', transition.action);
  if (!binding) return false;
  const leaves = new Set(
    lifecycle.transitions.filter((t) => t.action === transition.action).map((t) => t.from),
  );
  const code = 'WRONG_STATE';
  for (const state of tools.lifecycles.states(lifecycle)) {
    if (leaves.has(state)) continue;
    const made = await tools.maker.make(tools.scenario, lifecycle.entity);
    if (!made || !(await tools.lifecycles.drive(tools.scenario, made, state))) continue;
    for (const user of tools.facts.users) {
      const kept = await tools.scenario.attempt(
        tools.facts.stepOn(
          binding,
          user.id,
          `${transition.action} as ${user.id} while ${state}`,
          made,
        ),
        tools.facts.refusal(binding, code),
      );
      if (kept) return true;
    }
  }
  return false;
}

/**
 * The test of a transition's condition (`when`), when it has one: a user whose role may take it,
 * on a record whose state it leaves, for whom the condition does not hold, is refused with
 * GUARD_FAILED. The maker and the user are found in rehearsals (an approver's own claim).
 */
async function guardTest(
  builder: TestBuilder,
  lifecycle: Lifecycle,
  transition: Transition,
  key: RowKey,
  heading: TestHeading,
): Promise<PlannedTest | undefined> {
  if (transition.when === undefined) return undefined;
  const roles = transition.roles.filter((r) => r !== 'all');
  const takers = builder.facts.users.filter(
    (u) => roles.length === 0 || u.roles.some((r) => roles.includes(r)),
  );
  for (const maker of builder.facts.users)
    for (const user of takers) {
      const refuse = (tools: TestTools) => refuseGuard(tools, lifecycle, transition, maker, user);
      if (!(await builder.probe(refuse))) continue;
      return builder.build(heading, async (tools) => {
        tools.cover(key);
        return refuseGuard(tools, lifecycle, transition, maker, user);
      });
    }
  return undefined;
}

async function refuseGuard(
  tools: TestTools,
  lifecycle: Lifecycle,
  transition: Transition,
  maker: User,
  user: User,
): Promise<boolean> {
  const binding = tools.facts.call(lifecycle.entity, 'action', transition.action);
  if (!binding) return false;
  const code = 'GUARD_FAILED';
  const made = await tools.maker.make(tools.scenario, lifecycle.entity, { users: [maker] });
  if (!made || !(await tools.lifecycles.drive(tools.scenario, made, transition.from))) return false;
  return (
    (await tools.scenario.attempt(
      tools.facts.stepOn(
        binding,
        user.id,
        `${transition.action} as ${user.id}, on a record of ${maker.id}`,
        made,
      ),
      tools.facts.refusal(binding, code),
    )) !== undefined
  );
}
