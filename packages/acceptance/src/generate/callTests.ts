import type { CallBinding } from '@specrun/model';
import type { PlannedTest } from '../plan/Plan.ts';
import { slugOf, type TestBuilder, type TestTools } from './TestBuilder.ts';

/**
 * Tests of point 7: each call's success as the spec lists it (a list holds a record made
 * before, a read gives it, a create answers it, an update changes it, a delete removes it),
 * a read of a record that does not exist, and a stale update refused with 409 (versions).
 * Actions are tested with the lifecycles (stateTests).
 */
export async function callTests(builder: TestBuilder): Promise<PlannedTest[]> {
  const tests: (PlannedTest | undefined)[] = [];
  for (const binding of builder.facts.calls.bindings) {
    const { entity, operation, call } = binding;
    if (entity === undefined || operation === undefined || binding.note !== undefined) continue;
    // A read, update or delete of the caller's own record (`/user`) names no record to make.
    if (binding.key === undefined && ['read', 'update', 'delete'].includes(operation)) continue;
    const heading = (suffix: string, name: string) => ({
      id: `calls/${slugOf(call.name)}${suffix}`,
      name,
      group: 'calls' as const,
      at: call.at,
    });
    switch (operation) {
      case 'list':
        tests.push(
          await builder.build(heading('', `${call.name} lists a record made before`), (tools) =>
            listHoldsRecord(tools, binding),
          ),
        );
        break;
      case 'read':
        tests.push(
          await builder.build(heading('', `${call.name} answers the record`), (tools) =>
            readsRecord(tools, binding),
          ),
          await builder.build(
            heading('-not-found', `${call.name} of a record that does not exist`),
            (tools) => readsNothing(tools, binding),
          ),
        );
        break;
      case 'create':
        tests.push(
          await builder.build(heading('', `${call.name} answers the record it made`), (tools) =>
            createsRecord(tools, entity),
          ),
        );
        break;
      case 'update':
        tests.push(
          await builder.build(heading('', `${call.name} changes a field`), (tools) =>
            updatesRecord(tools, binding, false),
          ),
          await builder.build(
            heading('-stale', `${call.name} with a stale version answers 409`),
            (tools) => updatesRecord(tools, binding, true),
          ),
        );
        break;
      case 'delete':
        tests.push(
          await builder.build(heading('', `${call.name} removes the record`), (tools) =>
            deletesRecord(tools, binding),
          ),
        );
        break;
      case 'action':
        break;
    }
  }
  return tests.filter((t): t is PlannedTest => t !== undefined);
}

async function listHoldsRecord(tools: TestTools, binding: CallBinding): Promise<boolean> {
  const made = await tools.maker.make(tools.scenario, binding.entity ?? '');
  if (!made) return false;
  return (
    (await tools.scenario.attempt(
      tools.facts.stepOn(binding, made.user.id, `${binding.call.name} as ${made.user.id}`, made),
      {
        status: tools.facts.successStatus(binding),
        includes: made.name,
        key: tools.facts.keyOf(made.entity),
      },
    )) !== undefined
  );
}

async function readsRecord(tools: TestTools, binding: CallBinding): Promise<boolean> {
  const made = await tools.maker.make(tools.scenario, binding.entity ?? '');
  if (!made) return false;
  const key = tools.facts.keyOf(made.entity);
  return (
    (await tools.scenario.attempt(
      tools.facts.stepOn(binding, made.user.id, `${binding.call.name} as ${made.user.id}`, made),
      {
        status: tools.facts.successStatus(binding),
        values: { [key]: `{{${made.name}.${key}}}` },
      },
    )) !== undefined
  );
}

async function readsNothing(tools: TestTools, binding: CallBinding): Promise<boolean> {
  const user = tools.facts.users[0];
  if (!user || binding.key === undefined) return false;
  const path = binding.call.path
    .split('?', 1)[0]
    ?.replace(new RegExp(`[:{]${binding.key}\\}?`), tools.scenario.unknownId());
  if (path === undefined) return false;
  const code = 'NOT_FOUND';
  return (
    (await tools.scenario.attempt(
      {
        title: `${binding.call.name} of an id nobody made, as ${user.id}`,
        as: user.id,
        call: binding.call.name,
        method: binding.call.method,
        path,
      },
      tools.facts.refusal(binding, code),
    )) !== undefined
  );
}

async function createsRecord(tools: TestTools, entityName: string): Promise<boolean> {
  const made = await tools.maker.make(tools.scenario, entityName, { optional: true });
  if (!made) return false;
  // The create step itself checks the answer: the made values come back as sent.
  const step = tools.scenario.steps.at(-1);
  if (step) step.expect.values = scalarValues(made.body);
  return true;
}

async function updatesRecord(
  tools: TestTools,
  binding: CallBinding,
  stale: boolean,
): Promise<boolean> {
  const entity = tools.facts.entity(binding.entity ?? '');
  const made = await tools.maker.make(tools.scenario, binding.entity ?? '');
  const field = entity?.fields.find(
    (f) =>
      (f.type.kind === 'text' || f.type.kind === 'longtext') && made?.body[f.name] !== undefined,
  );
  if (!made || !field) return false;
  const first = `Changed ${field.name} {{run}}`;
  const step = (value: string, version: string) => ({
    ...tools.facts.stepOn(
      binding,
      made.user.id,
      `${binding.call.name} as ${made.user.id}, seen version ${version}`,
      made,
    ),
    body: tools.facts.wrapBody(
      binding,
      binding.call.method.toUpperCase() === 'PUT'
        ? { ...made.body, [field.name]: value }
        : { [field.name]: value },
    ),
    ifMatch: version,
  });
  const seen = tools.scenario.variable(`${made.name}.version`) ?? '1';
  const changed = await tools.scenario.attempt(
    { ...step(first, `{{${made.name}.version}}`), save: made.name },
    { status: tools.facts.successStatus(binding), values: { [field.name]: first } },
  );
  if (!changed) return false;
  if (!stale) return true;
  const code = 'CONFLICT';
  const refused = await tools.scenario.attempt(step(`Stale ${field.name} {{run}}`, seen), {
    status: tools.facts.errorStatus(binding, code),
    code,
  });
  if (!refused) return false;
  const read = tools.facts.call(binding.entity ?? '', 'read');
  if (!read) return true;
  return (
    (await tools.scenario.attempt(
      tools.facts.stepOn(read, made.user.id, `${read.call.name}: the first change is kept`, made),
      { status: tools.facts.successStatus(read), values: { [field.name]: first } },
    )) !== undefined
  );
}

async function deletesRecord(tools: TestTools, binding: CallBinding): Promise<boolean> {
  const made = await tools.maker.make(tools.scenario, binding.entity ?? '');
  if (!made) return false;
  let deleted = false;
  for (const user of [made.user, ...tools.facts.users.filter((u) => u !== made.user)]) {
    const kept = await tools.scenario.attempt(
      tools.facts.stepOn(binding, user.id, `${binding.call.name} as ${user.id}`, made),
      { status: tools.facts.successStatus(binding) },
    );
    if (kept) {
      deleted = true;
      break;
    }
  }
  const read = tools.facts.call(binding.entity ?? '', 'read');
  if (!deleted || !read) return deleted;
  const code = 'NOT_FOUND';
  return (
    (await tools.scenario.attempt(
      tools.facts.stepOn(read, made.user.id, `${read.call.name} after the delete`, made),
      tools.facts.refusal(read, code),
    )) !== undefined
  );
}

/** The values of a body that compare as sent: text, numbers and booleans without placeholders. */
function scalarValues(body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body))
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
      values[field] = value;
  return values;
}
