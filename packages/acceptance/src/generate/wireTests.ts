import type { CallBinding } from '@specrun/model';
import type { PlannedTest } from '../plan/Plan.ts';
import { recordOf } from '../run/readAnswer.ts';
import { slugOf, type TestBuilder, type TestTools } from './TestBuilder.ts';

/**
 * Tests of what point 7 says beyond records: a call made without signing in answers the `401`
 * it lists; a sign-in with a wrong password answers its `401`; an action on a relation
 * (`favorite article`) answers the record with its computed fields (`favorited`,
 * `favoritesCount`) as the spec's expressions give them after the write.
 */
export async function wireTests(builder: TestBuilder): Promise<PlannedTest[]> {
  const tests: (PlannedTest | undefined)[] = [];
  const { facts } = builder;
  for (const binding of facts.calls.bindings) {
    const { call, operation } = binding;
    if (binding.entity === undefined || operation === undefined || binding.note !== undefined)
      continue;
    const heading = (suffix: string, name: string) => ({
      id: `calls/${slugOf(call.name)}${suffix}`,
      name,
      group: 'calls' as const,
      at: call.at,
    });
    const unauthenticated = call.answers.find((a) => a.status === 401 && a.body.kind === 'error');
    const code = unauthenticated?.body.kind === 'error' ? unauthenticated.body.code : undefined;
    if (code !== undefined && operation !== 'signIn')
      tests.push(
        await builder.build(
          heading('-signed-out', `${call.name} without signing in answers 401 ${code}`),
          (tools) => signedOut(tools, binding, code),
        ),
      );
    if (code !== undefined && operation === 'signIn')
      tests.push(
        await builder.build(
          heading('-wrong-password', `${call.name} with a wrong password answers 401 ${code}`),
          (tools) => wrongPassword(tools, binding, code),
        ),
      );
    const lifecycle = builder.lifecycles.lifecycleOf(binding.entity);
    const inLifecycle = lifecycle?.transitions.some((t) => t.action === binding.action);
    if (operation === 'action' && !inLifecycle)
      tests.push(
        await builder.build(
          heading('', `${call.name} answers the record with its computed fields`),
          (tools) => relationAction(tools, binding),
        ),
      );
  }
  return tests.filter((t): t is PlannedTest => t !== undefined);
}

async function signedOut(tools: TestTools, binding: CallBinding, code: string): Promise<boolean> {
  const { facts, scenario, maker } = tools;
  const entity = facts.entity(binding.entity ?? '');
  if (!entity) return false;
  const needsRecord = binding.key !== undefined;
  // A user is named by a sample user's own name (`/profiles/{{anna.username}}`), so that no
  // user is signed up only to be named.
  const other = facts.users.at(-1);
  const made = !needsRecord
    ? undefined
    : entity.name === 'User'
      ? other && { name: other.id }
      : await maker.make(scenario, entity.name);
  if (needsRecord && !made) return false;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(binding.call.method.toUpperCase());
  const user = facts.users[0];
  const body = hasBody && user ? await maker.body(scenario, entity, { user }) : undefined;
  return (
    (await scenario.attempt(
      {
        ...facts.stepOn(binding, '', `${binding.call.name} without a token`, made),
        ...(body ? { body: facts.wrapBody(binding, body) } : {}),
      },
      { status: 401, code },
    )) !== undefined
  );
}

async function wrongPassword(
  tools: TestTools,
  binding: CallBinding,
  code: string,
): Promise<boolean> {
  const user = tools.facts.entity('User');
  const password = user?.fields.find((f) => f.type.kind === 'password');
  const person = tools.facts.users[0];
  if (!user || !password || !person) return false;
  const values: Record<string, unknown> = { [password.name]: 'Not-the-password-{{run}}' };
  for (const field of user.fields)
    if (field.type.kind === 'email') values[field.name] = `${person.id}.{{run}}@example.com`;
    else if (field.type.kind === 'text' && field.unique) values[field.name] = `${person.id}{{run}}`;
  return (
    (await tools.scenario.attempt(
      {
        ...tools.facts.stepOn(
          binding,
          '',
          `${binding.call.name} as ${person.id}, with a wrong password`,
        ),
        body: tools.facts.wrapBody(binding, values),
      },
      { status: 401, code },
    )) !== undefined
  );
}

async function relationAction(tools: TestTools, binding: CallBinding): Promise<boolean> {
  const { facts, scenario } = tools;
  const entity = facts.entity(binding.entity ?? '');
  if (!entity) return false;
  // A user's relations (`follow`) act on another user: the last sample user, as their name.
  const other = facts.users.at(-1);
  const made =
    entity.name === 'User'
      ? other && { name: other.id }
      : await tools.maker.make(scenario, entity.name);
  if (!made) return false;
  const computed = entity.fields.filter(
    (f) => (f as { computed?: unknown }).computed !== undefined,
  );
  for (const user of facts.users) {
    if (entity.name === 'User' && user === other) continue;
    const step = facts.stepOn(binding, user.id, `${binding.call.name} as ${user.id}`, made);
    const answer = await scenario.attempt(step, { status: facts.successStatus(binding) });
    if (!answer) continue;
    // What the spec's expressions give the computed fields after this write, for this user.
    const record = recordOf(answer.body) ?? {};
    const values: Record<string, unknown> = {};
    for (const field of computed) if (field.name in record) values[field.name] = record[field.name];
    const kept = scenario.steps.at(-1);
    if (kept && Object.keys(values).length > 0) kept.expect.values = values;
    return true;
  }
  return false;
}
