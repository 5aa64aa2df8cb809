import type { Field, User } from '@specrun/model';
import type { Acting, Step } from '../plan/Plan.ts';
import { ordinaryValue } from './fieldValues.ts';
import { Scenario, type ScenarioContext } from './Scenario.ts';
import type { SpecFacts } from './SpecFacts.ts';

/** How point 7 says the token is sent, else the default `Authorization: Bearer <token>`. */
function tokenHeader(facts: SpecFacts): { header: string; scheme: string } {
  const wire = (facts.spec as { wire?: { token?: { text: string } } }).wire;
  const match = /^\s*([A-Za-z0-9-]+)\s*:\s*(?:([A-Za-z]+)\s+)?<token>\s*$/.exec(
    wire?.token?.text ?? '',
  );
  return match
    ? { header: match[1] ?? 'Authorization', scheme: match[2] ?? '' }
    : { header: 'Authorization', scheme: 'Bearer' };
}

/**
 * How a run acts as the spec's users, and the steps that sign each up and in first: through
 * the spec's own sign-up and sign-in calls when it has both (each user new to the run, so that
 * nothing stored before is touched), else through the development header. Undefined steps when
 * the rehearsal could not sign a user up and in.
 */
export async function signUpSteps(
  facts: SpecFacts,
  context: ScenarioContext,
  header: string,
): Promise<{ acting: Acting; setup: Step[] }> {
  const signUp = facts.calls.bindings.find((b) => b.operation === 'signUp');
  const signIn = facts.calls.bindings.find((b) => b.operation === 'signIn');
  const user = facts.entity('User');
  if (!signUp || !signIn || !user) return { acting: { kind: 'header', header }, setup: [] };
  const scenario = new Scenario(context);
  try {
    for (const person of facts.users) {
      const values = signUpValues(user.fields, person, facts);
      const up = await scenario.attempt(
        {
          ...facts.stepOn(signUp, '', `${signUp.call.name} as a new ${person.id}`),
          body: facts.wrapBody(signUp, values),
          save: person.id,
        },
        { status: facts.successStatus(signUp), absent: facts.hiddenFields(signUp) },
      );
      const inside =
        up &&
        (await scenario.attempt(
          {
            ...facts.stepOn(signIn, '', `${signIn.call.name} as ${person.id}`),
            body: facts.wrapBody(signIn, values),
            save: person.id,
          },
          { status: facts.successStatus(signIn), absent: facts.hiddenFields(signIn) },
        ));
      if (!inside) return { acting: { kind: 'header', header }, setup: [] };
    }
    return { acting: { kind: 'token', ...tokenHeader(facts) }, setup: scenario.steps };
  } finally {
    scenario.close();
  }
}

/** A new user's values: unique texts and emails named after the sample user and the run. */
function signUpValues(
  fields: readonly Field[],
  person: User,
  facts: SpecFacts,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const entity = facts.entity('User');
  for (const field of fields) {
    const extra = field as { set?: unknown; computed?: unknown; addedBy?: unknown };
    if (!field.required || extra.set !== undefined || extra.computed !== undefined) continue;
    if (field.type.kind === 'password') values[field.name] = `Pass-${person.id}-{{run}}-word`;
    else if (field.type.kind === 'email') values[field.name] = `${person.id}.{{run}}@example.com`;
    else if (field.type.kind === 'text') values[field.name] = `${person.id}{{run}}`;
    else if (entity) {
      const value = ordinaryValue(entity, field, {
        userId: '',
        serial: 1,
        today: '2000-01-01',
        draw: 0,
      });
      if (value !== undefined) values[field.name] = value;
    }
  }
  return values;
}
