import { describe, expect, it } from 'vitest';
import { readMarkdown } from '@specrun/model';
import { EVERY_ROLE_USER_ID } from '../access/sampleUsers.ts';
import { appError } from '../errors/AppError.ts';
import {
  actionAvailability,
  availableActions,
  stateOf,
  type ActionContext,
} from './availableActions.ts';
import { compileLifecycle, compileLifecycles } from './compileLifecycle.ts';
import { conditionBase } from './evaluateCondition.ts';
import { applyAction, takeAction } from './takeAction.ts';
import { claim, referenceSpec, TEST_NOW, userOf } from './referenceSpec.testing.ts';

const spec = referenceSpec();
const lifecycle = compileLifecycle(spec, 'Claim')!;
const base = conditionBase(spec, TEST_NOW);
const context: ActionContext = { catalogue: spec.errors, base };

describe('compileLifecycle', () => {
  it('compiles the lifecycle of Claim into a machine that starts in the initial state', () => {
    expect(lifecycle.stateField).toBe('status');
    expect(lifecycle.initial).toBe('draft');
    expect(lifecycle.states).toEqual(['draft', 'submitted', 'approved', 'rejected', 'paid']);
    expect(lifecycle.actions).toEqual(['submit', 'approve', 'reject', 'revise', 'pay']);
    expect(stateOf(lifecycle, claim('c0', { status: '' }))).toBe('draft');
    expect([...compileLifecycles(spec).keys()]).toEqual(['Claim']);
  });

  it('gives nothing for an entity without a lifecycle or without a state field', () => {
    expect(compileLifecycle(spec, 'Category')).toBeUndefined();
    const noField = readMarkdown(
      '# Specification: X\n\n## 3. Entities\n\n### A\n\n| field | type |\n| --- | --- |\n| name | text |\n\n## 4. States\n\n### A\n\nInitial state: a.\n\n| from | action | to |\n| --- | --- | --- |\n| a | go | b |\n',
    ).spec;
    expect(compileLifecycle(noField, 'A')).toBeUndefined();
  });
});

// Every transition of the reference spec, for every sample user, on a claim of u1 and of u2:
// the reasons each is refused for, written out from the spec's tables (point 4: roles and
// `when`; point 6: employee may submit and revise, approver approve and reject, finance pay,
// admin all).
const FROM: Record<string, string> = {
  submit: 'draft',
  approve: 'submitted',
  reject: 'submitted',
  revise: 'rejected',
  pay: 'approved',
};
const EXPECTED: Record<string, Record<string, { u1: string[]; u2: string[] }>> = {
  submit: {
    u1: { u1: [], u2: ['guard'] },
    u2: { u1: ['guard'], u2: [] },
    u3: { u1: ['role', 'permission', 'guard'], u2: ['role', 'permission', 'guard'] },
    u4: { u1: ['role', 'guard'], u2: ['role', 'guard'] },
  },
  approve: {
    u1: { u1: ['role', 'permission', 'guard'], u2: ['role', 'permission'] },
    u2: { u1: [], u2: ['guard'] },
    u3: { u1: ['role', 'permission'], u2: ['role', 'permission'] },
    u4: { u1: ['role'], u2: ['role'] },
  },
  reject: {
    u1: { u1: ['role', 'permission', 'guard'], u2: ['role', 'permission'] },
    u2: { u1: [], u2: ['guard'] },
    u3: { u1: ['role', 'permission'], u2: ['role', 'permission'] },
    u4: { u1: ['role'], u2: ['role'] },
  },
  revise: {
    u1: { u1: [], u2: ['guard'] },
    u2: { u1: ['guard'], u2: [] },
    u3: { u1: ['role', 'permission', 'guard'], u2: ['role', 'permission', 'guard'] },
    u4: { u1: ['role', 'guard'], u2: ['role', 'guard'] },
  },
  pay: {
    u1: { u1: ['role', 'permission'], u2: ['role', 'permission'] },
    u2: { u1: ['role', 'permission'], u2: ['role', 'permission'] },
    u3: { u1: [], u2: [] },
    u4: { u1: ['role'], u2: ['role'] },
  },
};
const TO: Record<string, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  revise: 'draft',
  pay: 'paid',
};
// Point 6 as the tests see it, so that refusals by permission are part of what is pinned.
const PERMITTED: Record<string, string[]> = {
  u1: ['submit', 'revise'],
  u2: ['submit', 'revise', 'approve', 'reject'],
  u3: ['pay'],
  u4: ['submit', 'approve', 'reject', 'revise', 'pay'],
};

describe('every transition of the expense claims, for each sample user', () => {
  for (const [action, byUser] of Object.entries(EXPECTED)) {
    for (const [userId, byOwner] of Object.entries(byUser)) {
      for (const owner of ['u1', 'u2'] as const) {
        const expected = byOwner[owner];
        const verdict = expected.length === 0 ? 'may' : `may not (${expected.join(', ')})`;
        it(`${userId} ${verdict} ${action} a ${FROM[action]} claim of ${owner}`, async () => {
          const user = userOf(spec, userId);
          const permits = (a: string): boolean => PERMITTED[userId]?.includes(a) ?? false;
          const record = claim('c1', { owner, status: FROM[action] ?? '' });
          const result = actionAvailability(lifecycle, record, action, user, {
            ...context,
            permits,
          });
          expect(result.refusals.map((r) => r.kind)).toEqual(expected);
          expect(result.allowed).toBe(expected.length === 0);
          expect(result.to).toBe(TO[action]);
          const taken = await takeAction(lifecycle, record, action, user, TEST_NOW.toISOString(), {
            ...context,
            permits,
          });
          if (expected.length === 0) {
            expect(taken.ok && taken.value.record.values.status).toBe(TO[action]);
          } else {
            expect(taken.ok).toBe(false);
            if (!taken.ok)
              expect(taken.errors.map((e) => e.code)).toEqual(
                result.refusals.map((r) => (r.kind === 'state' ? 'WRONG_STATE' : r.error.code)),
              );
          }
        });
      }
    }
  }

  // Regression: the list of actions said "The claim has moved on since you opened it.
  // (WRONG_STATE)" of a fresh draft's approve; WRONG_STATE answers a stale attempt only.
  it('lists each action from every other state as NOT_APPLICABLE, and refuses taking it with WRONG_STATE from the catalogue', async () => {
    const allowed: Record<string, string> = {
      submit: 'u1',
      approve: 'u2',
      reject: 'u2',
      revise: 'u1',
      pay: 'u3',
    };
    let checked = 0;
    for (const action of lifecycle.actions) {
      for (const state of lifecycle.states) {
        if (state === FROM[action]) continue;
        const owner = action === 'approve' || action === 'reject' ? 'u1' : allowed[action];
        const record = claim('c1', { owner: owner ?? '', status: state });
        const result = actionAvailability(
          lifecycle,
          record,
          action,
          userOf(spec, allowed[action] ?? ''),
          context,
        );
        expect(result.refusals.map((r) => r.kind)).toEqual(['state']);
        expect(result.refusals[0]?.error).toEqual({
          code: 'NOT_APPLICABLE',
          status: 409,
          message: `${action} does not apply while the record is ${state}; only when it is ${FROM[action]}.`,
        });
        expect(result.to).toBeUndefined();
        const user = userOf(spec, allowed[action] ?? '');
        const taken = await takeAction(lifecycle, record, action, user, TEST_NOW.toISOString(), {
          ...context,
        });
        expect(taken.ok ? [] : taken.errors).toEqual([
          {
            code: 'WRONG_STATE',
            status: 409,
            message: 'The claim has moved on since you opened it.',
          },
        ]);
        checked++;
      }
    }
    expect(checked).toBe(20);
  });

  it('gives NOT_ALLOWED from the catalogue for a role and GUARD_FAILED for a guard', () => {
    const record = claim('c1', { owner: 'u1', status: 'submitted' });
    const result = actionAvailability(lifecycle, record, 'approve', userOf(spec, 'u1'), context);
    expect(result.refusals).toEqual([
      {
        kind: 'role',
        error: { code: 'NOT_ALLOWED', status: 403, message: 'You may not do this.' },
        basis: 'Point 4 gives approve to approver.',
      },
      {
        kind: 'guard',
        error: {
          code: 'GUARD_FAILED',
          status: 409,
          message: 'The condition of approve does not hold: record.owner != user.id.',
        },
      },
    ]);
  });
  // Regression: an employee's own submitted claim listed "You may not do this. (NOT_ALLOWED)"
  // twice under approve, once for the roles of point 4 and once for point 6, with nothing to
  // tell the two apart or say which roles the spec gives the action.
  it('says of each NOT_ALLOWED whether point 4 or point 6 refuses, so that no two reasons read alike', () => {
    const record = claim('c1', { owner: 'u1', status: 'submitted' });
    const permits = (a: string): boolean => PERMITTED['u1']?.includes(a) ?? false;
    const result = actionAvailability(lifecycle, record, 'approve', userOf(spec, 'u1'), {
      ...context,
      permits,
    });
    expect(result.refusals.map((r) => [r.kind, r.error.code, r.basis])).toEqual([
      ['role', 'NOT_ALLOWED', 'Point 4 gives approve to approver.'],
      ['permission', 'NOT_ALLOWED', 'Point 6 does not permit Ada Employee to approve this record.'],
      ['guard', 'GUARD_FAILED', undefined],
    ]);
    const finance = actionAvailability(lifecycle, claim('c2'), 'submit', userOf(spec, 'u3'), {
      ...context,
      permits: () => false,
    });
    expect(finance.refusals.map((r) => r.basis)).toEqual([
      'Point 4 gives submit to employee.',
      'Point 6 does not permit Cleo Finance to submit this record.',
      undefined,
    ]);
  });
  // Regression: the one user of a spec without sample users was named mid-sentence as
  // "Every role", a capital letter and no person.
  it('names the user with every role in words, not by its name', () => {
    const everyRole = { id: EVERY_ROLE_USER_ID, name: 'Every role', roles: ['approver'] };
    const result = actionAvailability(lifecycle, claim('c2'), 'approve', everyRole, {
      ...context,
      permits: () => false,
    });
    expect(result.refusals.map((r) => r.basis)).toContain(
      'Point 6 does not permit someone acting with every role to approve this record.',
    );
  });
});

describe('availableActions', () => {
  it('lists every action of the lifecycle with whether it may be taken now', () => {
    const list = availableActions(lifecycle, claim('c1'), userOf(spec, 'u1'), context);
    expect(list.map((a) => [a.action, a.allowed])).toEqual([
      ['submit', true],
      ['approve', false],
      ['reject', false],
      ['revise', false],
      ['pay', false],
    ]);
  });

  it('asks the rules seam only about actions nothing else refuses', () => {
    const asked: string[] = [];
    const list = availableActions(lifecycle, claim('c1'), userOf(spec, 'u1'), {
      ...context,
      ruleValidator: (entity, action, record) => {
        asked.push(`${entity} ${action} ${record.id}`);
        return [appError('RECEIPT_REQUIRED', spec.errors, { RECEIPT_THRESHOLD: 50 })];
      },
    });
    expect(asked).toEqual(['Claim submit c1']);
    expect(list[0]?.refusals).toEqual([
      {
        kind: 'rule',
        error: {
          code: 'RECEIPT_REQUIRED',
          status: 422,
          message: 'Claims above 50 EUR need a receipt.',
        },
      },
    ]);
  });

  it('refuses with GUARD_ERROR a guard that cannot be evaluated', async () => {
    const broken = readMarkdown(
      '# Specification: X\n\n## 3. Entities\n\n### A\n\n| field | type |\n| --- | --- |\n| status | state |\n\n## 4. States\n\n### A\n\nInitial state: a.\n\n| from | action | to | when |\n| --- | --- | --- | --- |\n| a | go | b | record.nope > 1 |\n',
    ).spec;
    const compiled = compileLifecycle(broken, 'A')!;
    const record = { ...claim('a1', {}), entity: 'A', values: { status: 'a' } };
    const result = actionAvailability(
      compiled,
      record,
      'go',
      { id: 'x', name: 'X', roles: [] },
      {
        catalogue: [],
        base: conditionBase(broken, TEST_NOW),
      },
    );
    expect(result.refusals.map((r) => r.error.code)).toEqual(['GUARD_ERROR']);
    expect(
      await applyAction(compiled, record, 'go', { id: 'x', name: 'X', roles: [] }, 'now', base),
    ).toBeUndefined();
  });
});

describe('takeAction', () => {
  it('returns the record in its new state with a history entry, leaving the input as it was', async () => {
    const record = claim('c1', { owner: 'u1' });
    const at = '2026-11-22T10:05:00.000Z';
    const taken = await takeAction(lifecycle, record, 'submit', userOf(spec, 'u1'), at, context);
    expect(taken.ok).toBe(true);
    if (!taken.ok) return;
    expect(taken.value.entry).toEqual({
      action: 'submit',
      from: 'draft',
      to: 'submitted',
      by: 'u1',
      at,
    });
    expect(taken.value.record).toMatchObject({
      values: { status: 'submitted', owner: 'u1' },
      history: [taken.value.entry],
      version: 2,
      updatedAt: at,
    });
    expect(record.values.status).toBe('draft');
    expect(record.history).toBeUndefined();
    const approved = await takeAction(
      lifecycle,
      taken.value.record,
      'approve',
      userOf(spec, 'u2'),
      at,
      context,
    );
    expect(
      approved.ok && approved.value.record.history?.map((h) => `${h.from}>${h.to} by ${h.by}`),
    ).toEqual(['draft>submitted by u1', 'submitted>approved by u2']);
  });

  it('takes a record without a state as in the initial state', async () => {
    const record = claim('c1');
    delete record.values.status;
    const step = await applyAction(lifecycle, record, 'submit', userOf(spec, 'u1'), 'now', base);
    expect(step?.entry.from).toBe('draft');
    expect(step?.record.values.status).toBe('submitted');
  });

  it('lets the machine refuse a state the lifecycle does not know', async () => {
    const record = claim('c1', { status: 'archived' });
    expect(
      await applyAction(lifecycle, record, 'submit', userOf(spec, 'u1'), 'now', base),
    ).toBeUndefined();
  });
});
