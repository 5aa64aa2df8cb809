import type { Spec, User } from '@specrun/model';

/** The id of the one user a spec without sample users runs as. */
export const EVERY_ROLE_USER_ID = 'everyone';

/** That user's name, as the "Acting as" choice shows it. */
export const EVERY_ROLE_USER_NAME = 'Every role';

/** How a sentence names that user: it is no person, and its name is no name to read mid-sentence. */
const EVERY_ROLE_IN_PROSE = 'someone acting with every role';

/**
 * Every role a spec names: in the permission table, the transitions, the screens and the sample
 * users, in that order, without `all` (which stands for every role).
 */
export function rolesOf(spec: Spec): string[] {
  const roles: string[] = [];
  const add = (names: readonly string[]): void => {
    for (const name of names)
      if (name !== '' && name !== 'all' && !roles.includes(name)) roles.push(name);
  };
  for (const permission of spec.permissions) add(permission.roles);
  for (const lifecycle of spec.lifecycles) for (const t of lifecycle.transitions) add(t.roles);
  for (const screen of spec.screens) add(screen.roles);
  for (const user of spec.users) add(user.roles);
  return roles;
}

/**
 * The users the running app can act as: the spec's sample users (point 6), the first of two with
 * one id counting; when it gives none, one user holding every role the spec names.
 */
export function sampleUsers(spec: Spec): User[] {
  const users: User[] = [];
  const ids = new Set<string>();
  for (const user of spec.users) {
    if (ids.has(user.id)) continue;
    ids.add(user.id);
    users.push({ id: user.id, name: user.name, roles: [...user.roles] });
  }
  if (users.length > 0) return users;
  return [everyRoleUser(spec)];
}

/** The user the app acts as when none is chosen: the first of `sampleUsers`. */
export function defaultUser(spec: Spec): User {
  const [first] = sampleUsers(spec);
  // sampleUsers never gives an empty list.
  return first ?? everyRoleUser(spec);
}

function everyRoleUser(spec: Spec): User {
  return { id: EVERY_ROLE_USER_ID, name: EVERY_ROLE_USER_NAME, roles: rolesOf(spec) };
}

/** True for the one user with every role that a spec without sample users runs as. */
function isEveryRoleUser(user: Pick<User, 'id' | 'name'>): boolean {
  return user.id === EVERY_ROLE_USER_ID && user.name === EVERY_ROLE_USER_NAME;
}

/**
 * The acting user as a sentence names them: a sample user by name ("Ada Employee may not…"), the
 * one user with every role as "someone acting with every role" (capitalised with `start`).
 */
export function userInProse(user: Pick<User, 'id' | 'name'>, start = false): string {
  return isEveryRoleUser(user) ? everyRoleInProse(start) : user.name || user.id;
}

/**
 * Who took an action, from the id a record's history keeps (`by`), for a person to read: the name
 * of the sample user with that id, or, for the user with every role (a spec without sample users
 * then, with or without them now), "someone acting with every role"; any other id as it is.
 */
export function actorInProse(id: string, users: readonly User[], start = false): string {
  const user = users.find((u) => u.id === id);
  if (user) return userInProse(user, start);
  return id === EVERY_ROLE_USER_ID ? everyRoleInProse(start) : id;
}

function everyRoleInProse(start: boolean): string {
  return start
    ? EVERY_ROLE_IN_PROSE.charAt(0).toUpperCase() + EVERY_ROLE_IN_PROSE.slice(1)
    : EVERY_ROLE_IN_PROSE;
}
