import { mapCalls } from '../calls/mapCalls.ts';
import { isUpperName, findPlaceholders } from '../grammar/cells.ts';
import type { Permission, PointNumber, Spec } from '../model/Spec.ts';
import { missingEntities } from './missingEntities.ts';

/** Screen kinds that show records and so need an entity in their "shows" cell. */
const KINDS_WITH_TARGET = new Set(['list', 'detail', 'form', 'board']);

/**
 * What the structured content of one point leaves out, in plain words naming each element
 * ("entity Claim has no fields"). Empty when the point's content is complete.
 */
export function findMissing(spec: Spec, point: PointNumber): string[] {
  switch (point) {
    case 1:
      return [];
    case 2:
      return missingInScreens(spec);
    case 3:
      return [
        ...spec.entities
          .filter((e) => e.fields.length === 0)
          .map((e) => `entity ${e.name} has no fields`),
        ...missingEntities(spec),
      ];
    case 4:
      return missingInLifecycles(spec);
    case 5:
      return spec.rules
        .filter((rule) => rule.error.trim() === '')
        .map(
          (rule) =>
            `rule "${rule.expression.source}" of ${rule.entity || 'no entity'} has no error code`,
        );
    case 6:
      return missingInRoles(spec);
    case 7:
      return missingInCalls(spec);
    case 8:
      return missingInCatalogue(spec);
    case 9:
      return [
        ...spec.constants
          .filter((c) => typeof c.value === 'string' && c.value.trim() === '')
          .map((c) => `constant ${c.name} has no value`),
        ...missingConstants(spec),
      ];
  }
}

function missingInScreens(spec: Spec): string[] {
  const missing: string[] = [];
  for (const screen of spec.screens) {
    const route = screen.route || '(no route)';
    if (screen.route.trim() === '') missing.push(`a screen showing "${screen.shows}" has no route`);
    if (screen.kind.trim() === '') missing.push(`screen ${route} has no kind`);
    else if (KINDS_WITH_TARGET.has(screen.kind) && !screen.target) {
      missing.push(`${screen.kind} screen ${route} shows no entity`);
    }
  }
  return missing;
}

function missingInLifecycles(spec: Spec): string[] {
  const missing: string[] = [];
  for (const lifecycle of spec.lifecycles) {
    if (lifecycle.initial === undefined || lifecycle.initial.trim() === '') {
      missing.push(`the lifecycle of ${lifecycle.entity} has no initial state`);
    }
    if (lifecycle.transitions.length === 0) {
      missing.push(`the lifecycle of ${lifecycle.entity} has no transitions`);
    }
  }
  const withLifecycle = new Set(spec.lifecycles.map((l) => l.entity));
  for (const entity of spec.entities) {
    const state = entity.fields.find((f) => f.type.kind === 'state');
    if (state && !withLifecycle.has(entity.name)) {
      missing.push(`entity ${entity.name} has a state field (${state.name}) but no lifecycle`);
    }
  }
  return missing;
}

function missingInRoles(spec: Spec): string[] {
  const missing: string[] = [];
  if (spec.permissions.length > 0 && spec.users.length === 0) {
    missing.push('sample users: no user holds the roles the permissions name');
  }
  if (spec.users.length > 0 && spec.permissions.length === 0) {
    missing.push("permissions: nothing says what the users' roles may do");
  }
  spec.permissions.forEach((permission, index) => {
    // The row's label is made only for a row that lacks something.
    if (permission.roles.length === 0)
      missing.push(`${permissionLabel(permission, index)} names no role`);
    if (permission.actions.length === 0)
      missing.push(`${permissionLabel(permission, index)} says nothing it may do`);
    if (permission.entities.length === 0)
      missing.push(`${permissionLabel(permission, index)} names nothing it applies to`);
  });
  for (const user of spec.users) {
    if (user.roles.length === 0) missing.push(`user ${user.id} has no roles`);
  }
  return missing;
}

function permissionLabel(permission: Permission, index: number): string {
  const roles = permission.roles.length > 0 ? ` (${permission.roles.join(', ')})` : '';
  return `permission ${index + 1}${roles}`;
}

function missingInCalls(spec: Spec): string[] {
  const missing: string[] = [];
  for (const call of spec.calls) {
    const name = call.name || `${call.method} ${call.path}`.trim() || '(unnamed)';
    if (call.method.trim() === '') missing.push(`call ${name} has no method`);
    if (call.path.trim() === '') missing.push(`call ${name} has no path`);
    if (call.answers.length === 0) missing.push(`call ${name} has no answers`);
  }
  // A call that reads or writes no entity's records is not run: nothing answers it.
  if (spec.calls.length > 0)
    for (const binding of mapCalls(spec).bindings) {
      if (binding.operation !== undefined) continue;
      const { call } = binding;
      const why = binding.note ?? 'it names no entity and no operation';
      missing.push(`call ${call.name || call.path} reads or writes no records (${why})`);
    }
  return missing;
}

function missingInCatalogue(spec: Spec): string[] {
  const missing: string[] = [];
  // Only the few codes without a status are looked up among the rules' codes.
  const noStatus = new Set(spec.errors.filter((e) => e.status === undefined).map((e) => e.code));
  const needStatus = new Set<string>();
  if (noStatus.size > 0)
    for (const rule of spec.rules) if (noStatus.has(rule.error)) needStatus.add(rule.error);
  for (const entry of spec.errors) {
    if (entry.message.trim() === '') missing.push(`error ${entry.code} has no message`);
    if (entry.status === undefined && needStatus.has(entry.code)) {
      missing.push(`error ${entry.code} has no status, which a failed rule answers with`);
    }
  }
  const known = new Set<string>();
  for (const entry of spec.errors) known.add(entry.code);
  const reported = new Set<string>();
  // The user's words ("a rule of Claim") are made only for a code that is reported.
  const report = (code: string, user: string, name: string) => {
    if (code === '' || known.has(code) || reported.has(code)) return;
    reported.add(code);
    missing.push(`error ${code} (used by ${user}${name}) is not in the catalogue`);
  };
  for (const rule of spec.rules) report(rule.error.trim(), 'a rule of ', rule.entity);
  for (const call of spec.calls) {
    for (const answer of call.answers) {
      if (answer.body.kind === 'error') report(answer.body.code, 'call ', call.name);
    }
  }
  return missing;
}

/** Constants that messages name in `{PLACEHOLDER}`s but point 9 does not define. */
function missingConstants(spec: Spec): string[] {
  const defined = new Set<string>();
  for (const constant of spec.constants) defined.add(constant.name);
  const missing = new Map<string, string>();
  for (const entry of spec.errors) {
    if (!entry.message.includes('{')) continue;
    for (const { name } of findPlaceholders(entry.message)) {
      if (isUpperName(name) && !defined.has(name) && !missing.has(name))
        missing.set(name, entry.code);
    }
  }
  return [...missing].map(
    ([name, code]) => `constant ${name} (named in the message of ${code}) is not defined`,
  );
}
