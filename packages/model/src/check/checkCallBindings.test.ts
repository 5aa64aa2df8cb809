import { describe, expect, it } from 'vitest';
import { mapCalls } from '../calls/mapCalls.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

const CODES = new Set(['unbound-call', 'unknown-path-param', 'no-call-for-operation']);
const about = (spec: ReturnType<typeof expenseClaimsModel>) =>
  checkSpec(spec)
    .filter((d) => CODES.has(d.code))
    .map((d) => [d.code, d.message]);

describe('checkCallBindings', () => {
  it('finds every operation of the reference spec served by a call', () => {
    expect(about(expenseClaimsModel())).toEqual([]);
  });

  it('warns of an operation a screen does without a call, and of an action', () => {
    const spec = expenseClaimsModel();
    spec.calls = spec.calls.filter((c) => c.name !== 'create claim' && c.name !== 'pay claim');
    expect(about(spec)).toEqual([
      [
        'no-call-for-operation',
        'Claim has calls, but none creates a Claim (the form at /claims/new): the app does it in local storage.',
      ],
      [
        'no-call-for-operation',
        'Claim has calls, but none takes its action "pay": the app takes it in local storage.',
      ],
    ]);
  });

  it('binds a call named after a reserved word to its operation, not to a transition so named', () => {
    const spec = expenseClaimsModel();
    const claim = spec.lifecycles.find((l) => l.entity === 'Claim')!;
    claim.transitions.push({ from: 'paid', action: 'delete', to: 'gone', roles: ['admin'] });
    // The transition is reported as reserved-action, and the delete call still deletes.
    expect(about(spec)).toEqual([]);
    expect(checkSpec(spec).map((d) => d.code)).toContain('reserved-action');
    expect(mapCalls(spec).find('Claim', 'delete')?.call.name).toBe('delete claim');
  });

  it('lets a list call serve the read of one record, and says nothing of entities without calls', () => {
    const spec = expenseClaimsModel();
    spec.calls = spec.calls.filter((c) => c.name !== 'read claim' && !c.name.endsWith('categor'));
    spec.calls = spec.calls.filter((c) => !c.path.startsWith('/api/categories'));
    expect(about(spec)).toEqual([]);
  });

  it('checks path parameters against the entity fields', () => {
    const spec = expenseClaimsModel();
    spec.calls[1]!.path = '/api/claims/:title';
    spec.calls[0]!.path = '/api/employees/:ownerId/claims';
    expect(about(spec)).toEqual([]);
    spec.calls[1]!.path = '/api/claims/:code';
    expect(about(spec).map(([code]) => code)).toEqual(['unknown-path-param']);
  });

  it('proposes the field a path parameter names in another case', () => {
    const spec = expenseClaimsModel();
    spec.calls[1]!.path = '/api/claims/:Title';
    expect(
      checkSpec(spec)
        .filter((d) => d.code === 'unknown-path-param')
        .map((d) => d.hint),
    ).toEqual(['did you mean title?']);
  });
});
