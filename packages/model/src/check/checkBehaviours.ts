import {
  TEXT_FIELD_KINDS,
  BEHAVIOUR_KINDS,
  EDIT_FIELD_KINDS,
  ROW_BEHAVIOURS,
  behaviourKind,
  type ReadBehaviour,
} from '../model/ListBehaviour.ts';
import { readBehaviour } from '../grammar/behaviourDoes.ts';
import type { Entity } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import { entityNames } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 2's list behaviours: each kind, the list it applies to (an entity, or the route of
 * a list screen), the field it binds and its type, the actions it runs, and its conditions.
 */
export function checkBehaviours(ctx: CheckContext): void {
  ctx.spec.behaviours.forEach((written, i) => {
    const path = ['behaviours', i];
    const { behaviour, problem } = readBehaviour(written);
    const kind = behaviourKind(behaviour);
    if (problem !== undefined)
      ctx.report(
        'bad-behaviour',
        `What the ${behaviour.behaviour} behaviour does cannot be read: ${problem}.`,
        behaviour.doesAt ?? behaviour.at,
        [...path, 'does'],
        'write a field (title, trimmed), a boolean field or two actions (complete / reopen), an action, or a condition',
      );
    if (!(BEHAVIOUR_KINDS as readonly string[]).includes(kind)) {
      const hint =
        didYouMean(kind, BEHAVIOUR_KINDS) ?? `the kinds are ${BEHAVIOUR_KINDS.join(', ')}`;
      ctx.report(
        'unknown-behaviour',
        `"${behaviour.behaviour}" is not a list behaviour.`,
        behaviour.at,
        [...path, 'behaviour'],
        hint,
        behaviour.behaviour,
      );
    }
    const entity = listEntity(ctx, behaviour, path);
    if (entity === undefined) return;
    checkField(ctx, behaviour, kind, entity, path);
    checkActions(ctx, behaviour, entity, path);
    const record: ExpressionScope = { recordName: entity.name, open: false };
    const fields = ctx.index.fieldMaps.get(entity.name);
    if (fields !== undefined) record.record = fields;
    if (behaviour.where) checkExpression(ctx, behaviour.where, record, [...path, 'where']);
    if (behaviour.when) {
      const scope: ExpressionScope = ROW_BEHAVIOURS.has(kind)
        ? record
        : { recordName: entity.name, open: false, entities: new Set([entity.name]) };
      checkExpression(ctx, behaviour.when, scope, [...path, 'when']);
    }
  });
}

/** The entity whose lists the behaviour applies to, or undefined (reported) when there is none. */
function listEntity(
  ctx: CheckContext,
  behaviour: ReadBehaviour,
  path: (string | number)[],
): Entity | undefined {
  const list = behaviour.list;
  if (list.startsWith('/')) {
    const screens = ctx.spec.screens.filter((s) => s.kind === 'list');
    const screen = screens.find((s) => s.route === list);
    if (screen === undefined) {
      const hint = didYouMean(
        list,
        screens.map((s) => s.route),
      );
      ctx.report(
        'unknown-list',
        `No list screen of point 2 has the route ${list}.`,
        behaviour.at,
        [...path, 'list'],
        hint ?? 'name an entity (every list of it) or the route of a list screen',
        list,
      );
      return undefined;
    }
    return screen.target && ctx.index.entities.get(screen.target.entity);
  }
  const entity = ctx.index.entities.get(list);
  if (entity === undefined) {
    ctx.report(
      'unknown-entity',
      `The list behaviour applies to ${list}, which is not an entity.`,
      behaviour.at,
      [...path, 'list'],
      didYouMean(list, entityNames(ctx.index)),
      list,
    );
  }
  return entity;
}

function checkField(
  ctx: CheckContext,
  behaviour: ReadBehaviour,
  kind: string,
  entity: Entity,
  path: (string | number)[],
): void {
  const name = behaviour.field;
  if (name === undefined) return;
  const field = entity.fields.find((f) => f.name === name);
  if (field === undefined) {
    const hint = didYouMean(
      name,
      entity.fields.map((f) => f.name),
    );
    ctx.report(
      'unknown-field',
      `${entity.name} has no field "${name}".`,
      behaviour.at,
      [...path, 'field'],
      hint,
      name,
    );
    return;
  }
  const toggles = kind === 'toggle' || kind === 'toggle all';
  const edits = kind === 'edit';
  const fits = toggles
    ? field.type.kind === 'boolean'
    : (edits ? EDIT_FIELD_KINDS : TEXT_FIELD_KINDS).has(field.type.kind);
  if (fits) return;
  ctx.report(
    'wrong-field-type',
    toggles
      ? `A ${kind} flips a boolean field; "${name}" is ${field.type.kind}.`
      : edits
        ? `An edit in place takes a field of one value (text, a number, money, a date, a choice, yes or no); "${name}" is ${field.type.kind}.`
        : `An ${kind} writes text; "${name}" is ${field.type.kind}.`,
    behaviour.at,
    [...path, 'field'],
    toggles
      ? 'name a boolean field, or two actions (complete / reopen)'
      : edits
        ? 'name a field of one value, not a list, reference or state'
        : 'name a text field',
    name,
  );
}

function checkActions(
  ctx: CheckContext,
  behaviour: ReadBehaviour,
  entity: Entity,
  path: (string | number)[],
): void {
  const known = ctx.index.actions.get(entity.name) ?? new Set<string>();
  for (const action of behaviour.actions ?? []) {
    if (known.has(action)) continue;
    const hint =
      didYouMean(action, known) ??
      (known.size === 0
        ? `${entity.name} has no lifecycle in point 4`
        : `the actions of ${entity.name} are ${[...known].join(', ')}`);
    ctx.report(
      'unknown-action',
      `"${action}" is not an action of ${entity.name}.`,
      behaviour.at,
      [...path, 'actions'],
      hint,
      action,
    );
  }
}
