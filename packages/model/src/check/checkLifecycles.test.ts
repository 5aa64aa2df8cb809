import { describe, expect, it } from 'vitest';
import type { Spec, Transition } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

const codes = (spec: Spec) => checkSpec(spec).map((d) => d.code);

function claimLifecycle(spec: Spec) {
  const lifecycle = spec.lifecycles[0];
  if (lifecycle === undefined) throw new Error('the reference model has a lifecycle');
  return lifecycle;
}

const row = (from: string, action: string, to: string, line = 50): Transition => ({
  from,
  action,
  to,
  roles: ['employee'],
  at: { line, column: 1 },
});

describe('checkLifecycles', () => {
  it('reports a lifecycle of an unknown entity and one without a state field', () => {
    const unknown = expenseClaimsModel();
    claimLifecycle(unknown).entity = 'Claims';
    const found = checkSpec(unknown);
    expect(found.map((d) => d.code)).toContain('unknown-entity');
    expect(found.find((d) => d.code === 'unknown-entity')?.hint).toBe('did you mean Claim?');

    const stateless = expenseClaimsModel();
    stateless.lifecycles.push({ entity: 'Category', initial: 'on', text: '', transitions: [] });
    expect(codes(stateless)).toEqual(['lifecycle-without-state-field']);
  });

  it('warns of an entity with a state field but no lifecycle', () => {
    const spec = expenseClaimsModel();
    spec.lifecycles = [];
    const found = checkSpec(spec);
    const missing = found.filter((d) => d.code === 'missing-lifecycle');
    expect(missing.map((d) => [d.severity, d.path])).toEqual([
      ['warning', ['entities', 0, 'fields', 6]],
    ]);
    // Without the lifecycle, its actions are no longer actions permissions may grant, nor
    // actions the calls of point 7 may take.
    expect(new Set(found.map((d) => d.code))).toEqual(
      new Set(['missing-lifecycle', 'unknown-action', 'unbound-call']),
    );
  });

  it('reports a missing initial state and one that no transition names', () => {
    const missing = expenseClaimsModel();
    delete claimLifecycle(missing).initial;
    expect(codes(missing)).toEqual(['missing-initial-state']);

    const typo = expenseClaimsModel();
    claimLifecycle(typo).initial = 'drafts';
    claimLifecycle(typo).initialAt = { line: 44, column: 16 };
    const found = checkSpec(typo);
    expect(found.map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['unknown-state', 44, 'did you mean draft?'],
    ]);
  });

  it('warns of states no transition from the initial state leads to', () => {
    const spec = expenseClaimsModel();
    claimLifecycle(spec).transitions.push(row('archivd', 'restore', 'archive', 51));
    const found = checkSpec(spec).filter((d) => d.code === 'unreachable-state');
    expect(found.map((d) => [d.at.line, d.message])).toEqual([
      [51, 'No transition from the initial state "draft" leads to the state "archivd".'],
      [51, 'No transition from the initial state "draft" leads to the state "archive".'],
    ]);
  });

  it('reports the same action twice from one state, and reserved action names', () => {
    const spec = expenseClaimsModel();
    claimLifecycle(spec).transitions.push(
      row('draft', 'submit', 'approved', 52),
      row('draft', 'delete', 'paid', 53),
    );
    const found = checkSpec(spec).filter((d) => d.code !== 'no-call-for-operation');
    expect(found.map((d) => [d.code, d.at.line])).toEqual([
      ['duplicate-transition', 52],
      ['reserved-action', 53],
    ]);
  });

  it('checks transition roles and guards', () => {
    const spec = expenseClaimsModel();
    const transition = claimLifecycle(spec).transitions[0];
    if (transition === undefined) throw new Error('the reference model has transitions');
    transition.roles = ['employe'];
    transition.when = { source: 'record.ownr == user.id' };
    expect(checkSpec(spec).map((d) => [d.code, d.hint])).toEqual([
      ['unknown-role', 'did you mean employee?'],
      ['unknown-field', 'did you mean owner?'],
    ]);
  });
});
