import type { Position } from '../model/Spec.ts';
import { identifierOf } from '../names/naturalName.ts';
import type { CheckContext } from './CheckContext.ts';

/** One place a name is written: the name as written, where, and the model path of its element. */
interface Occurrence {
  name: string;
  at: Position | undefined;
  path: (string | number)[];
}

/**
 * Checks that the names written as words have identifiers of their own: two spellings of an
 * action of one lifecycle, or of a role the spec declares, that derive the same identifier
 * (`mark lost` and `markLost`, `Signed in` and `signed in`) collide (`name-collision`), reported
 * where the second spelling first appears.
 */
export function checkNameCollisions(ctx: CheckContext): void {
  ctx.spec.lifecycles.forEach((lifecycle, i) => {
    const actions: Occurrence[] = lifecycle.transitions.map((t, j) => ({
      name: t.action,
      at: t.at,
      path: ['lifecycles', i, 'transitions', j, 'action'],
    }));
    reportCollisions(ctx, actions, `action of the lifecycle of ${lifecycle.entity}`);
  });
  reportCollisions(ctx, roleOccurrences(ctx), 'role');
}

/**
 * Every role the spec declares, where it declares it: the permission table's rows, or the sample
 * users' when the table names no role. Other places naming a spelling of their own already get
 * `unknown-role`.
 */
function roleOccurrences(ctx: CheckContext): Occurrence[] {
  const { spec } = ctx;
  const found: Occurrence[] = [];
  spec.permissions.forEach((permission, i) => {
    for (const name of permission.roles)
      found.push({ name, at: permission.at, path: ['permissions', i, 'roles'] });
  });
  if (ctx.index.permissionRoles.size > 0) return found;
  spec.users.forEach((user, i) => {
    for (const name of user.roles) found.push({ name, at: user.at, path: ['users', i, 'roles'] });
  });
  return found;
}

function reportCollisions(ctx: CheckContext, occurrences: readonly Occurrence[], what: string) {
  const firstByIdentifier = new Map<string, string>();
  const reported = new Set<string>();
  for (const { name, at, path } of occurrences) {
    if (name === '' || name === 'all') continue;
    const identifier = identifierOf(name);
    const first = firstByIdentifier.get(identifier);
    if (first === undefined) {
      firstByIdentifier.set(identifier, name);
      continue;
    }
    if (first === name || reported.has(name)) continue;
    reported.add(name);
    ctx.report(
      'name-collision',
      `The ${what} "${name}" and the ${what} "${first}" are two spellings of one name (${identifier}).`,
      at,
      path,
      `write it as "${first}" everywhere, or give it a name of its own`,
      name,
    );
  }
}
