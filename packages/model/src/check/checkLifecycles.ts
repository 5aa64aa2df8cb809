import { RESERVED_ACTIONS, type Lifecycle } from '../model/Spec.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import { checkRoleList, rolesDeclared } from './checkRoles.ts';
import { whereDeclared, type CheckContext } from './CheckContext.ts';
import { entityNames, USER_ENTITY } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 4: each lifecycle's entity and its state field, the initial state, transitions
 * (duplicates, reserved action names, roles, `when`), states with no way in; and entities with a
 * state field but no lifecycle.
 */
export function checkLifecycles(ctx: CheckContext): void {
  ctx.spec.lifecycles.forEach((lifecycle, i) => checkLifecycle(ctx, lifecycle, i));
  ctx.spec.entities.forEach((entity, i) => {
    if (ctx.index.entities.get(entity.name) !== entity || ctx.index.lifecycles.has(entity.name))
      return;
    const j = entity.fields.findIndex((field) => field.type.kind === 'state');
    const field = entity.fields[j];
    if (field === undefined) return;
    ctx.report(
      'missing-lifecycle',
      `${entity.name} has a state field, "${field.name}", but point 4 gives it no lifecycle.`,
      field.at,
      ['entities', i, 'fields', j],
      `add "### ${entity.name}" under point 4 with its initial state and transitions`,
      field.name,
    );
  });
}

function checkLifecycle(ctx: CheckContext, lifecycle: Lifecycle, i: number): void {
  const declared = ctx.index.entities.has(lifecycle.entity);
  const scope: ExpressionScope = { recordName: lifecycle.entity, open: !declared };
  const record = ctx.index.fieldMaps.get(lifecycle.entity);
  if (record !== undefined) scope.record = record;
  if (!declared) {
    const hint = didYouMean(lifecycle.entity, entityNames(ctx.index));
    const what =
      lifecycle.entity === USER_ENTITY
        ? 'the built-in User, which has no state'
        : `${lifecycle.entity}, which is not an entity`;
    const message = `Point 4 gives a lifecycle to ${what}.`;
    ctx.report('unknown-entity', message, lifecycle.at, ['lifecycles', i], hint, lifecycle.entity);
  } else if (!ctx.index.stateful.has(lifecycle.entity)) {
    ctx.report(
      'lifecycle-without-state-field',
      `${lifecycle.entity} has a lifecycle but no field of type state to hold it.`,
      lifecycle.at,
      ['lifecycles', i],
      `add a field "status | state" to ${lifecycle.entity}`,
      lifecycle.entity,
    );
  }

  const initial = lifecycle.initial ?? '';
  const initialNamed = initial !== '' && namesState(lifecycle, initial);
  if (initial === '') {
    const hint = 'write "Initial state: <state>." under the heading';
    ctx.report(
      'missing-initial-state',
      `The lifecycle of ${lifecycle.entity} has no initial state.`,
      lifecycle.at,
      ['lifecycles', i],
      hint,
    );
  } else if (lifecycle.transitions.length > 0 && !initialNamed) {
    const states = new Set<string>();
    for (const transition of lifecycle.transitions) states.add(transition.from).add(transition.to);
    const hint = didYouMean(initial, states) ?? `its transitions name ${[...states].join(', ')}`;
    const message = `The initial state "${initial}" of ${lifecycle.entity} appears in none of its transitions.`;
    ctx.report(
      'unknown-state',
      message,
      lifecycle.initialAt ?? lifecycle.at,
      ['lifecycles', i, 'initial'],
      hint,
    );
  }

  const seen = new Map<string, number>();
  lifecycle.transitions.forEach((transition, j) => {
    const key = `${transition.from}\u0000${transition.action}`;
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, j);
    else {
      const first = lifecycle.transitions[earlier];
      const hint = `the first is declared earlier${whereDeclared(first?.at)}; an action leads to one state`;
      const message = `"${transition.action}" from "${transition.from}" is declared twice in the lifecycle of ${lifecycle.entity}.`;
      const rowPath = ['lifecycles', i, 'transitions', j];
      ctx.report('duplicate-transition', message, transition.at, rowPath, hint, transition.action);
    }
    if (RESERVED_ACTIONS.has(transition.action)) {
      const message = `"${transition.action}" cannot name a transition: it already means something in points 5 and 6.`;
      const rowPath = ['lifecycles', i, 'transitions', j];
      const hint = 'choose another verb';
      ctx.report('reserved-action', message, transition.at, rowPath, hint, transition.action);
    }
    if (!rolesDeclared(ctx, transition.roles)) {
      const rolesPath = ['lifecycles', i, 'transitions', j, 'roles'];
      checkRoleList(ctx, transition.roles, transition.at, rolesPath);
    }
    if (transition.when !== undefined)
      checkExpression(ctx, transition.when, scope, ['lifecycles', i, 'transitions', j, 'when']);
  });

  if (initialNamed) checkReachable(ctx, lifecycle, initial, i);
}

/** Does a transition of the lifecycle come from or lead to the state? */
function namesState(lifecycle: Lifecycle, state: string): boolean {
  for (const { from, to } of lifecycle.transitions) if (from === state || to === state) return true;
  return false;
}

/** Reports each state that no chain of transitions from the initial state leads to. */
function checkReachable(ctx: CheckContext, lifecycle: Lifecycle, initial: string, i: number): void {
  const next = new Map<string, string[]>();
  for (const { from, to } of lifecycle.transitions) {
    const targets = next.get(from);
    if (targets === undefined) next.set(from, [to]);
    else targets.push(to);
  }
  const reached = new Set([initial]);
  const queue = [initial];
  for (let k = 0; k < queue.length; k++) {
    for (const to of next.get(queue[k] ?? '') ?? []) {
      if (reached.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  const reported = new Set<string>();
  lifecycle.transitions.forEach((transition, j) => {
    for (const state of [transition.from, transition.to]) {
      if (reached.has(state) || reported.has(state)) continue;
      reported.add(state);
      const hint = didYouMean(state, reached) ?? 'add a transition into it, or remove it';
      const message = `No transition from the initial state "${initial}" leads to the state "${state}".`;
      const rowPath = ['lifecycles', i, 'transitions', j];
      ctx.report('unreachable-state', message, transition.at, rowPath, hint, state);
    }
  });
}
