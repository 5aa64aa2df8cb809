import type { Position } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/** The roles of a spec that signs users in: the signed-out visitor, and every signed-in user. */
export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(['visitor', 'signed in']);

/**
 * True when a list of role names (a screen's, a transition's, a user's) names only roles the spec
 * declares, or when the spec declares none: point 6 is then a gap, and nothing is reported.
 */
export function rolesDeclared(ctx: CheckContext, roles: readonly string[]): boolean {
  const declared = ctx.index.roles;
  if (declared.size === 0) return true;
  for (const role of roles) if (!isDeclared(declared, role)) return false;
  return true;
}

function isDeclared(declared: ReadonlySet<string>, role: string): boolean {
  return role === 'all' || role === '' || declared.has(role) || BUILT_IN_ROLES.has(role);
}

/**
 * Checks a list of role names against the roles the spec declares (see `rolesDeclared`, which
 * callers ask first, so that most lists need no path made for them).
 */
export function checkRoleList(
  ctx: CheckContext,
  roles: readonly string[],
  at: Position | undefined,
  path: (string | number)[],
): void {
  const declared = ctx.index.roles;
  if (declared.size === 0) return;
  for (const role of roles) {
    if (isDeclared(declared, role)) continue;
    const hint = didYouMean(role, declared) ?? `the roles are ${[...declared].join(', ')}`;
    const message = `"${role}" is not a role of the permission table.`;
    ctx.report('unknown-role', message, at, path, hint, role);
  }
}

/**
 * Checks point 6's sample users and roles: each user's roles are declared (when the permission
 * table names any), and each role the table grants something to is held by a user (when there
 * are users), or nobody could ever act as it.
 */
export function checkRoles(ctx: CheckContext): void {
  const { spec, index } = ctx;
  if (index.permissionRoles.size > 0) {
    spec.users.forEach((user, i) => checkRoleList(ctx, user.roles, user.at, ['users', i, 'roles']));
  }
  if (spec.users.length === 0) return;
  const reported = new Set<string>();
  spec.permissions.forEach((permission, i) => {
    for (const role of permission.roles) {
      if (role === 'all' || role === '' || index.userRoles.has(role) || reported.has(role))
        continue;
      // The visitor and every signed-in user are roles no sample user needs to hold.
      if (BUILT_IN_ROLES.has(role)) continue;
      reported.add(role);
      ctx.report(
        'unused-role',
        `No sample user has the role "${role}", so nobody can act as it.`,
        permission.at,
        ['permissions', i, 'roles'],
        // A role the users spell otherwise (`Employee` for `employee`) is the likely cause.
        didYouMean(role, index.userRoles) ?? 'give the role to a sample user, or remove its rows',
        role,
      );
    }
  });
}
