import { parseNameList } from '../grammar/cells.ts';
import type { Spec } from '../model/Spec.ts';

/**
 * The names a spec defines, as completion offers them: entities, their fields, roles, the states
 * and actions of a lifecycle, constants and error codes. Each reads the last good model.
 */

/** The fields a built-in `User` has. */
export const USER_FIELDS = ['id', 'name', 'roles'] as const;

/** The entity names, `User` included. */
export function entityNames(spec: Spec | undefined): string[] {
  const names = (spec?.entities ?? []).map((e) => e.name);
  return names.includes('User') ? names : [...names, 'User'];
}

/** The field names of the entities named in `names` (a name list such as a permission's `on`). */
export function fieldNames(spec: Spec | undefined, names: string | undefined): string[] {
  if (!spec || names === undefined) return [];
  const wanted = parseNameList(names);
  const all = wanted.includes('all');
  const fields = new Set<string>();
  for (const entity of spec.entities) {
    if (all || wanted.includes(entity.name))
      for (const field of entity.fields) fields.add(field.name);
  }
  if (wanted.includes('User')) for (const field of USER_FIELDS) fields.add(field);
  return [...fields];
}

/** The roles the spec declares: those of the permission table and of the sample users. */
export function roleNames(spec: Spec | undefined): string[] {
  const roles = new Set<string>();
  for (const permission of spec?.permissions ?? [])
    for (const role of permission.roles) roles.add(role);
  for (const user of spec?.users ?? []) for (const role of user.roles) roles.add(role);
  roles.delete('all');
  return [...roles];
}

/** The states of an entity's lifecycle (every lifecycle's when the entity is not known). */
export function stateNames(spec: Spec | undefined, entity: string | undefined): string[] {
  const states = new Set<string>();
  for (const lifecycle of spec?.lifecycles ?? []) {
    if (entity !== undefined && lifecycle.entity !== entity) continue;
    if (lifecycle.initial) states.add(lifecycle.initial);
    for (const t of lifecycle.transitions) states.add(t.from).add(t.to);
  }
  return [...states].filter((s) => s !== '');
}

/** The actions of the lifecycles of the named entities (all lifecycles for `all` or none named). */
export function actionNames(spec: Spec | undefined, entities: string | undefined): string[] {
  const wanted = entities === undefined ? [] : parseNameList(entities);
  const any = wanted.length === 0 || wanted.includes('all');
  const actions = new Set<string>();
  for (const lifecycle of spec?.lifecycles ?? []) {
    if (!any && !wanted.includes(lifecycle.entity)) continue;
    for (const t of lifecycle.transitions) if (t.action !== '') actions.add(t.action);
  }
  return [...actions];
}

/** The constants' names. */
export function constantNames(spec: Spec | undefined): string[] {
  return (spec?.constants ?? []).map((c) => c.name);
}

/** The catalogue's codes. */
export function errorCodes(spec: Spec | undefined): string[] {
  return (spec?.errors ?? []).map((e) => e.code);
}

/** Codes that rules and calls use but the catalogue lacks. */
export function missingErrorCodes(spec: Spec | undefined): string[] {
  const known = new Set(errorCodes(spec));
  const used = new Set<string>();
  for (const rule of spec?.rules ?? [])
    if (rule.error !== '' && !known.has(rule.error)) used.add(rule.error);
  for (const call of spec?.calls ?? []) {
    for (const answer of call.answers) {
      if (answer.body.kind === 'error' && !known.has(answer.body.code)) used.add(answer.body.code);
    }
  }
  return [...used];
}
