import type { CallMap, Spec, User } from '@specrun/model';
import { SIGNED_IN } from '../access/signedInRoles.ts';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import { networkError } from './decodeErrors.ts';
import { decodeRecord } from './decodeRecord.ts';
import type { CallRunner } from './CallRunner.ts';
import { isObject } from './readErrorBody.ts';
import { openAnswer, plainRecord, wireBody } from './wireShapes.ts';

/** What signing up or in through a server's call needs. */
export interface SignInContext {
  spec: Spec;
  map: CallMap;
  runner: CallRunner;
  /** The entities' wire keys (`wireKeys`): a user answered without id is known by its key. */
  keys: ReadonlyMap<string, string>;
  /** The spec's sample users: a user of one's id has its roles too. */
  samples: readonly User[];
  /** The time a value kept aside is stamped with (ISO). */
  now: string;
}

/**
 * Signs up or in through the spec's own call (`sign up`, `sign in`) on a live server: sends the
 * values as the call's `sends` shapes them (`{user: User(email, password)}`), and gives the user
 * its answer names (known by its wire key, `username`, when answered without id) with the roles
 * `signed in` and those of a sample user of that id, and the token it answers (`token`). A
 * refusal gives the errors the user sees (SIGN_IN_FAILED, NOT_UNIQUE, …); an answer without a
 * user or a token, NETWORK, said in the call log.
 */
export async function signInByCall(
  operation: 'signUp' | 'signIn',
  values: ValuesInput,
  context: SignInContext,
): Promise<Outcome<{ user: User; token: string }>> {
  const { spec, map, runner, keys } = context;
  const binding = map.find('User', operation);
  const entity = spec.entities.find((e) => e.name === 'User');
  if (binding === undefined || entity === undefined)
    throw new Error(
      `signInByCall: the spec lists no ${operation} call of User; check accounts first.`,
    );
  const answered = await runner.run(
    binding,
    { entity: 'User', verb: operation },
    { params: {}, body: wireBody(binding.call, values) },
  );
  if (!answered.ok) return answered;
  const opened = openAnswer(binding.call, answered.status, answered.body);
  const inner = opened.ok ? opened.value : undefined;
  const token = isObject(inner) && typeof inner.token === 'string' ? inner.token : '';
  const record = decodeRecord(entity, plainRecord(entity, inner, { keys }), { now: context.now });
  const lacking = !opened.ok
    ? opened.detail
    : record === undefined
      ? 'the answer names no user'
      : token === ''
        ? 'the answer holds no token'
        : undefined;
  if (lacking !== undefined || record === undefined) {
    answered.finish(`${lacking ?? 'the answer names no user'}: shown NETWORK`);
    return { ok: false, errors: [networkError(spec)] };
  }
  const sample = context.samples.find((u) => u.id === record.id);
  const key = keys.get('User') ?? 'id';
  const name = sample?.name ?? String(record.values['name'] ?? record.values[key] ?? record.id);
  const roles = [...(sample?.roles ?? [])];
  if (!roles.includes(SIGNED_IN)) roles.push(SIGNED_IN);
  answered.finish(`signed in as User ${record.id}; kept its token`);
  return { ok: true, value: { user: { id: record.id, name, roles }, token } };
}
