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
 * action of one entity (its lifecycle's, and those of its lists of users), or of a role the spec
 * declares, that derive the same identifier
 * (`mark lost` and `markLost`, `Signed in` and `signed in`) collide (`name-collision`), reported
 * where the second spelling first appears.
 */
export function checkNameCollisions(ctx: CheckContext): void {
  const actions = new Map<string, Occurrence[]>();
  const of = (entity: string): Occurrence[] => {
    let list = actions.get(entity);
    if (list === undefined) actions.set(entity, (list = []));
    return list;
  };
  ctx.spec.lifecycles.forEach((lifecycle, i) =>
    lifecycle.transitions.forEach((t, j) =>
      of(lifecycle.entity).push({
        name: t.action,
        at: t.at,
        path: ['lifecycles', i, 'transitions', j, 'action'],
      }),
    ),
  );
  // The actions that add to or remove from a list of users are the entity's actions too.
  ctx.spec.entities.forEach((entity, i) =>
    entity.fields.forEach((field, j) => {
      for (const name of [field.addedBy, field.removedBy])
        if (name !== undefined)
          of(entity.name).push({ name, at: field.at, path: ['entities', i, 'fields', j] });
    }),
  );
  for (const [entity, occurrences] of actions)
    reportCollisions(ctx, occurrences, `action of ${entity}`);
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
