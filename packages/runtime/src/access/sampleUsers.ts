import type { Spec, User } from '@specrun/spec';

/** The id of the one user a spec without sample users runs as. */
export const EVERY_ROLE_USER_ID = 'everyone';

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
  return [{ id: EVERY_ROLE_USER_ID, name: 'Every role', roles: rolesOf(spec) }];
}

/** The user the app acts as when none is chosen: the first of `sampleUsers`. */
export function defaultUser(spec: Spec): User {
  const [first] = sampleUsers(spec);
  // sampleUsers never gives an empty list.
  return first ?? { id: EVERY_ROLE_USER_ID, name: 'Every role', roles: rolesOf(spec) };
}
