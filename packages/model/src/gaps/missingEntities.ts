import type { FieldType, Spec } from '../model/Spec.ts';

/** Screen kinds whose `shows` may be prose: a single word there need not name an entity. */
const PROSE_KINDS = new Set(['home', 'dashboard', 'page']);

/** `ref User` names the sample users of point 6, which point 3 need not define. */
const USER_ENTITY = 'User';

/**
 * Entities that the other points name but point 3 does not define, each with the first element
 * that names it: "entity Clam (shown by screen /claims) is not defined". Point 3 does not show
 * an entity the rest of the spec relies on, even when every entity it lists has its fields.
 */
export function missingEntities(spec: Spec): string[] {
  const defined = new Set<string>([USER_ENTITY]);
  for (const entity of spec.entities) defined.add(entity.name);
  const missing = new Map<string, string>();
  const use = (entity: string, user: string): void => {
    if (entity !== '' && !defined.has(entity) && !missing.has(entity)) missing.set(entity, user);
  };
  for (const entity of spec.entities) {
    for (const field of entity.fields) {
      const target = referredEntity(field.type);
      if (target !== undefined) use(target, `referred to by field ${entity.name}.${field.name}`);
    }
  }
  for (const screen of spec.screens) {
    const target = screen.target;
    if (target && (!PROSE_KINDS.has(screen.kind) || target.where !== undefined)) {
      use(target.entity, `shown by screen ${screen.route}`);
    }
  }
  for (const lifecycle of spec.lifecycles) use(lifecycle.entity, 'given a lifecycle in point 4');
  for (const rule of spec.rules) use(rule.entity, 'checked by a rule');
  spec.permissions.forEach((permission, index) => {
    for (const entity of permission.entities) {
      if (entity !== 'all') use(entity, `named by permission ${index + 1}`);
    }
  });
  for (const call of spec.calls) {
    if (call.sends) use(call.sends.entity, `sent by call ${call.name}`);
    for (const answer of call.answers) {
      if (answer.body.kind === 'payload')
        use(answer.body.payload.entity, `answered by call ${call.name}`);
    }
  }
  return [...missing].map(([entity, user]) => `entity ${entity} (${user}) is not defined`);
}

function referredEntity(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return referredEntity(type.of);
  return undefined;
}
