import { describe, expect, it } from 'vitest';
import type { Spec, Transition } from '../model/Spec.ts';
import { finalStates } from './checkLifecycleGraph.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

const row = (
  from: string,
  action: string,
  to: string,
  roles = ['employee'],
  line = 60,
): Transition => ({
  from,
  action,
  to,
  roles,
  at: { line, column: 1 },
});

function claimTransitions(spec: Spec): Transition[] {
  const lifecycle = spec.lifecycles[0];
  if (lifecycle === undefined) throw new Error('the reference model has a lifecycle');
  return lifecycle.transitions;
}

// Actions added here have no call in point 7 (checkCallBindings' concern, not this file's).
const found = (spec: Spec) =>
  checkSpec(spec)
    .filter((d) => d.code !== 'no-call-for-operation')
    .map((d) => `${d.code} ${d.at.line}`);

describe('final states and no-way-out', () => {
  it('takes the states without a transition out as final: paid in the reference spec', () => {
    const spec = expenseClaimsModel();
    expect([...finalStates(spec.lifecycles[0]!)]).toEqual(['paid']);
    expect(checkSpec(spec)).toEqual([]);
  });

  it('reports each reachable state from which no final state can be reached', () => {
    const spec = expenseClaimsModel();
    // approved now only loops with a new "audited" state: pay is gone.
    const transitions = claimTransitions(spec);
    transitions.splice(
      transitions.findIndex((t) => t.action === 'pay'),
      1,
    );
    transitions.push(row('approved', 'audit', 'audited', ['finance'], 61));
    transitions.push(row('audited', 'reopen', 'approved', ['finance'], 62));
    transitions.push(row('draft', 'withdraw', 'withdrawn', ['employee'], 63));
    spec.permissions.push({
      roles: ['finance'],
      actions: ['audit', 'reopen'],
      entities: ['Claim'],
    });
    spec.permissions.push({ roles: ['employee'], actions: ['withdraw'], entities: ['Claim'] });
    const diagnostics = checkSpec(spec).filter((d) => d.code === 'no-way-out');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'No chain of transitions leads from the state "approved" of Claim to a final state (withdrawn): its records can never finish.',
      'No chain of transitions leads from the state "audited" of Claim to a final state (withdrawn): its records can never finish.',
    ]);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning']);
  });

  it('says nothing of a lifecycle that is a cycle by design', () => {
    const spec = expenseClaimsModel();
    const transitions = claimTransitions(spec);
    transitions.push(row('paid', 'refund', 'draft', ['finance'], 61));
    spec.permissions.push({ roles: ['finance'], actions: ['refund'], entities: ['Claim'] });
    expect(finalStates(spec.lifecycles[0]!).size).toBe(0);
    expect(found(spec)).toEqual([]);
  });
});

describe('unpermitted-transition', () => {
  it('reports a transition whose roles point 6 does not grant its action', () => {
    const spec = expenseClaimsModel();
    const pay = claimTransitions(spec).find((t) => t.action === 'pay')!;
    pay.roles = ['approver'];
    const diagnostics = checkSpec(spec);
    expect(diagnostics.map((d) => [d.code, d.message, d.hint])).toEqual([
      [
        'unpermitted-transition',
        'Point 6 grants "pay" on Claim to none of the roles that may take it (approver), so nobody can.',
        'add "approver | pay | Claim" to the permission table',
      ],
    ]);
    expect(diagnostics[0]?.path).toEqual(['lifecycles', 0, 'transitions', 4]);
  });

  it('counts `all` roles, actions and entities as granting', () => {
    const spec = expenseClaimsModel();
    claimTransitions(spec).push(row('paid', 'archive', 'archived', ['admin'], 61));
    expect(found(spec)).toEqual([]);
    const open = expenseClaimsModel();
    claimTransitions(open).push(row('paid', 'archive', 'archived', [], 61));
    expect(found(open)).toEqual([]);
    const nobody = expenseClaimsModel();
    for (const permission of nobody.permissions)
      if (permission.roles.includes('admin')) permission.actions = ['read'];
    claimTransitions(nobody).push(row('paid', 'archive', 'archived', [], 61));
    expect(found(nobody)).toEqual(['unpermitted-transition 61']);
  });

  it('is not checked without a permission table', () => {
    const spec = expenseClaimsModel();
    spec.permissions = [];
    expect(found(spec).filter((d) => d.startsWith('unpermitted'))).toEqual([]);
  });
});

describe('guards that read a field the entity lacks', () => {
  it('are reported like any expression: unknown-field for record.x, unknown-name for a bare name', () => {
    const spec = expenseClaimsModel();
    const [submit, approve] = claimTransitions(spec);
    submit!.when = { source: 'ownr == user.id', at: { line: 70, column: 30 } };
    approve!.when = { source: 'record.ownr != user.id', at: { line: 71, column: 30 } };
    expect(checkSpec(spec).map((d) => [d.code, d.at.line, d.at.column, d.hint])).toEqual([
      ['unknown-name', 70, 30, 'did you mean owner?'],
      ['unknown-field', 71, 37, 'did you mean owner?'],
    ]);
  });
});
