import { describe, expect, it } from 'vitest';
import { emptySpec } from '@specrun/model';
import { evaluateExpression, recordScope, scopeBase } from './evaluateExpression.ts';

const spec = { ...emptySpec('x'), constants: [{ name: 'MAX', value: 5000, meaning: '' }] };
const base = scopeBase(
  spec,
  { id: 'u1', name: 'Ada', roles: ['employee'] },
  new Date('2026-11-22T10:00:00Z'),
);
const record = {
  entity: 'Claim',
  id: 'c1',
  values: { amount: 120.5, owner: 'u1', status: 'draft', spentOn: '2026-11-23' },
  aside: {},
  version: 1,
  createdAt: '',
  updatedAt: '',
};

describe('evaluateExpression', () => {
  it('sees fields, record, user, constants and today', () => {
    const scope = recordScope(record, base);
    expect(evaluateExpression('amount <= MAX && record.owner == user.id', scope)).toEqual({
      ok: true,
      value: true,
    });
    expect(evaluateExpression('spentOn <= today', scope)).toEqual({ ok: true, value: false });
    expect(evaluateExpression('status == "submitted"', scope)).toEqual({ ok: true, value: false });
    expect(evaluateExpression('has(record.receipt)', scope)).toEqual({ ok: true, value: false });
  });

  it('reports what it cannot parse or evaluate instead of throwing', () => {
    const scope = recordScope(record, base);
    const broken = evaluateExpression('amount <=', scope);
    expect(broken.ok).toBe(false);
    const unknown = evaluateExpression('colour == "red"', scope);
    expect(!unknown.ok && unknown.problem).toMatch(/colour/);
    const wrongType = evaluateExpression('size(amount) > 1', scope);
    expect(wrongType.ok).toBe(false);
  });

  it('builds the scope with fields over constants, and extra names over everything', () => {
    const scope = recordScope({ ...record, values: { ...record.values, MAX: 1 } }, base, {
      today: '2000-01-01',
      extraName: true,
    });
    expect(scope).toEqual({
      MAX: 1,
      id: 'c1',
      amount: 120.5,
      owner: 'u1',
      status: 'draft',
      spentOn: '2026-11-23',
      record: {
        id: 'c1',
        amount: 120.5,
        owner: 'u1',
        status: 'draft',
        spentOn: '2026-11-23',
        MAX: 1,
      },
      user: { id: 'u1', name: 'Ada', roles: ['employee'] },
      now: '2026-11-22T10:00:00.000Z',
      today: '2000-01-01',
      extraName: true,
    });
    expect(recordScope(undefined, base)).toMatchObject({ MAX: 5000, record: {} });
  });
});
