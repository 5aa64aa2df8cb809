import type { Call, Entity, Field } from '@specrun/model';
import type { ImportContext } from '../ImportContext.ts';
import { code } from '../prose.ts';
import {
  addClause,
  dropEntity,
  isPasswordField,
  newField,
  payloadsOf,
  refTarget,
  retarget,
  successPayload,
  type DraftModel,
} from './draftModel.ts';

/** The last word of a path that says its call signs a user in. */
const SIGN_IN_WORD = /^(log-?in|sign-?in|sessions?|tokens?|auth|authenticate)$/i;

/** What `mapSigning` found: the users' entity, when the document signs users up or in. */
export interface Signing {
  /** The entity of the users (`User`), whose answers carry their token. */
  user: string;
  /** The fields of the user's answers, `token` among them, as the document orders them. */
  answered: string[];
}

/**
 * Sign-up and sign-in as the format knows them (docs/calls.md, "Signing in"): a `POST` that sends
 * a password and answers a record with a `token` signs a user up (it creates the user) or in (its
 * path ends in `login`, `signin`, `session`…; else, of two, the one that sends fewer fields), and
 * is named `sign up` or `sign in`. The answered record is the users' entity, `User`: its `token`
 * is no field but what the answers carry (`User(email, token, username)`), and the schemas the
 * calls send instead (`NewUser`, `LoginUser`, `UpdateUser`: fields of the user and a password)
 * are those fields of it, with a `password` field. Undefined when no call signs anyone in.
 */
export function mapSigning(ctx: ImportContext, model: DraftModel): Signing | undefined {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const candidates: { call: Call; sent: Entity; user: Entity }[] = [];
  for (const call of model.calls) {
    if (call.method !== 'POST' || call.sends === undefined) continue;
    const sent = byName.get(call.sends.entity);
    const user = byName.get(successPayload(call)?.entity ?? '');
    if (!sent || !user || sent === user || call.sends.many) continue;
    if (!sent.fields.some(isPasswordField) || !user.fields.some((f) => f.name === 'token'))
      continue;
    candidates.push({ call, sent, user });
  }
  const first = candidates[0];
  if (first === undefined) return undefined;
  const user = first.user;
  const mine = candidates.filter((c) => c.user === user);
  const word = (call: Call) => lastWord(call.path);
  let signIn = mine.find((c) => SIGN_IN_WORD.test(word(c.call)));
  if (signIn === undefined && mine.length === 2) {
    const [a, b] = mine as [(typeof mine)[0], (typeof mine)[0]];
    if (a.sent.fields.length !== b.sent.fields.length)
      signIn = a.sent.fields.length < b.sent.fields.length ? a : b;
  }
  const signUp = mine.find((c) => c !== signIn && !SIGN_IN_WORD.test(word(c.call)));
  const taken = new Set(model.calls.map((c) => c.name));
  const renamed: string[] = [];
  for (const [found, name] of [
    [signUp, 'sign up'],
    [signIn, 'sign in'],
  ] as const) {
    if (found === undefined || taken.has(name)) continue;
    renamed.push(`${code(name)} is the document's ${code(found.call.name)}`);
    found.call.name = name;
    delete found.call.roles;
  }

  // The token is what the user's answers carry, no field of the user.
  const answered = user.fields.map((f) => f.name);
  user.fields = user.fields.filter((f) => f.name !== 'token');
  for (const payload of payloadsOf(model.calls))
    if (
      payload.entity === user.name &&
      !payload.fields &&
      !payload.without &&
      payload !== undefined
    )
      payload.fields = [...answered];
  for (const call of model.calls)
    if (call.sends?.entity === user.name && call.sends.fields)
      call.sends.fields = call.sends.fields.filter((f) => f !== 'token');

  const folded = foldRequestVariants(model, user, signUp?.sent);
  // The format's users are the entity `User` (point 6's, extended): an `Account` becomes it.
  if (user.name !== 'User' && !model.entities.some((e) => e.name === 'User')) {
    renamed.push(`${code('User')} is the document's ${code(user.name)}`);
    renameEntity(model, user.name, 'User');
  }
  // What signs a user in besides the password names one user: it is unique.
  for (const name of signIn?.call.sends?.fields ?? [])
    for (const field of user.fields)
      if (field.name === name && !isPasswordField(field) && !field.unique)
        addClause(field, 'unique');
  const lines = [...renamed];
  if (folded.length > 0)
    lines.push(
      `what ${folded.map(code).join(', ')} send${folded.length === 1 ? 's' : ''} are fields of ${code(user.name)}`,
    );
  if (lines.length > 0) {
    const text = `${lines.join('; ')}.`;
    user.text = user.text === '' ? capitalise(text) : `${user.text}\n\n${capitalise(text)}`;
  }
  ctx.report(
    'info',
    'signing',
    `${user.name} is the users' entity: ${signUp ? `${signUp.call.name} signs a user up` : 'no call signs a user up'}, ${signIn ? `${signIn.call.name} signs one in` : 'no call signs one in'}.`,
    { file: ctx.root, pointer: ['paths'] },
  );
  return { user: user.name, answered };
}

/**
 * Makes each schema that calls only send and whose fields are the user's and a password
 * (`NewUser`, `LoginUser`, `UpdateUser`) those fields of the user: `User(email, password)`. The
 * user gains a `password` field, required when the sign-up's schema requires it.
 */
function foldRequestVariants(model: DraftModel, user: Entity, signUp?: Entity): string[] {
  const answeredOrReferred = new Set<string>();
  for (const call of model.calls)
    for (const answer of call.answers)
      if (answer.body.kind === 'payload') answeredOrReferred.add(answer.body.payload.entity);
  for (const entity of model.entities)
    for (const field of entity.fields) {
      const target = refTarget(field.type);
      if (target !== undefined) answeredOrReferred.add(target);
    }
  const own = new Map(user.fields.map((f) => [f.name, f]));
  const folded: string[] = [];
  for (const variant of [...model.entities]) {
    if (variant === user || answeredOrReferred.has(variant.name)) continue;
    const sending = model.calls.filter((c) => c.sends?.entity === variant.name);
    if (sending.length === 0) continue;
    const fits = (f: Field) => isPasswordField(f) || own.get(f.name)?.type.kind === f.type.kind;
    if (variant.fields.length === 0 || !variant.fields.every(fits)) continue;
    for (const field of variant.fields.filter(isPasswordField)) {
      const present = user.fields.find((f) => f.name === field.name);
      if (present) present.type = { kind: 'password' };
      else {
        const made = newField(field.name, { kind: 'password' }, '');
        made.required =
          (signUp ?? variant).fields.find((f) => f.name === field.name)?.required ?? false;
        user.fields.push(made);
        own.set(made.name, made);
      }
    }
    for (const call of sending) {
      const sends = call.sends;
      if (!sends) continue;
      call.sends = {
        ...sends,
        entity: user.name,
        fields: sends.fields ?? variant.fields.map((f) => f.name),
      };
    }
    for (const entity of model.entities)
      for (const field of entity.fields) field.type = retarget(field.type, variant.name, user.name);
    dropEntity(model, variant.name);
    folded.push(variant.name);
  }
  return folded;
}

function lastWord(path: string): string {
  const bare = path.split('?')[0] ?? path;
  return (
    bare
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? ''
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Gives an entity a new name wherever the model names it. */
function renameEntity(model: DraftModel, from: string, to: string): void {
  for (const payload of payloadsOf(model.calls)) if (payload.entity === from) payload.entity = to;
  for (const entity of model.entities) {
    if (entity.name === from) entity.name = to;
    for (const field of entity.fields) field.type = retarget(field.type, from, to);
  }
  for (const rule of model.rules) if (rule.entity === from) rule.entity = to;
}
