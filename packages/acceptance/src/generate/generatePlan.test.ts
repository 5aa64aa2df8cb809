import { readFileSync } from 'node:fs';
import { readAndCheckSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { generatePlan } from './generatePlan.ts';

const TEXT = readFileSync(
  new URL('../../../../examples/expense-claims.md', import.meta.url),
  'utf8',
);
const { spec } = readAndCheckSpec(TEXT);
const LINES = TEXT.split('\n');
const now = () => new Date('2026-06-15T12:00:00Z');

describe('generatePlan', () => {
  it('gives the same plan for the same seed, and other values for another', async () => {
    const [a, b, c] = await Promise.all([
      generatePlan(spec, { seed: 7, now }),
      generatePlan(spec, { seed: 7, now }),
      generatePlan(spec, { seed: 8, now }),
    ]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(c.tests)).not.toBe(JSON.stringify(a.tests));
    expect(c.tests.map((t) => t.id)).toEqual(a.tests.map((t) => t.id));
  });

  it('names for each test the row of the spec it comes from', async () => {
    const plan = await generatePlan(spec, { now });
    const expected: Record<string, RegExp> = {
      calls: /^\| (list|read|create|update|delete) /,
      states: /^\| (draft|submitted|rejected|approved) \| /,
      rules: /^\| (Claim|Category) \| /,
      access: /^\| (employee|approver|finance|all|admin) \| /,
    };
    for (const test of plan.tests)
      expect(LINES[test.at.line - 1], `${test.id} at line ${test.at.line}`).toMatch(
        expected[test.group] ?? /^$/,
      );
    expect(new Set(plan.tests.map((t) => t.id)).size).toBe(plan.tests.length);
  });

  it('tests every transition, rule, permission and call of the reference spec', async () => {
    const plan = await generatePlan(spec, { now });
    const covered = new Set(plan.tests.flatMap((t) => t.covers));
    const missed = plan.rows.filter((r) => r.point !== 8 && !covered.has(r.key));
    expect(missed.map((r) => r.label)).toEqual([]);
    expect(plan.skipped).toEqual([]);
    const rules = plan.tests.filter((t) => t.id.endsWith('-broken'));
    expect(rules.map((t) => t.steps.find((s) => s.expect.code)?.expect)).toContainEqual({
      status: 409,
      code: 'NAME_TAKEN',
    });
    // An approver may not approve their own claim: the transition's condition refuses.
    const guard = plan.tests.find((t) => t.id === 'states/claim-submitted-approve-guard');
    expect(guard?.steps.at(-1)).toMatchObject({
      as: 'u2',
      expect: { status: 409, code: 'GUARD_FAILED' },
    });
    const onUpdate = plan.tests.find((t) => t.id === 'rules/amount-not-positive-broken-on-update');
    expect(onUpdate?.steps.map((s) => s.expect.status)).toEqual([201, 201, 422, 200]);
    const limit = rules.find((t) => t.id === 'rules/too-many-open-claims-broken');
    // Ten open claims (MAX_OPEN_CLAIMS), then the eleventh is refused.
    expect(
      limit?.steps.filter((s) => s.creates === 'Claim' && s.expect.status === 201),
    ).toHaveLength(10);
  });

  it('keeps to the groups --only names', async () => {
    const plan = await generatePlan(spec, { now, only: ['rules'] });
    expect(plan.tests.length).toBeGreaterThan(0);
    expect(plan.tests.every((t) => t.group === 'rules')).toBe(true);
  });

  it('says what it cannot test, and where', async () => {
    const withActionRule = readAndCheckSpec(
      TEXT.replace('| Claim | amount > 0 | save |', '| Claim | amount > 0 | submit |'),
    ).spec;
    const plan = await generatePlan(withActionRule, { now, only: ['rules'] });
    const line = TEXT.split('\n').findIndex((l) => l.startsWith('| Claim | amount > 0 |')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(plan.skipped).toEqual([
      {
        at: { line, column: 1 },
        what: 'Claim: amount > 0',
        why: 'rules on an action (submit) are not tested yet',
      },
    ]);
  });
});

describe('generatePlan of a spec with sign-up and sign-in', () => {
  const conduit = readAndCheckSpec(
    readFileSync(new URL('../../../../examples/conduit.md', import.meta.url), 'utf8'),
  ).spec;

  it('acts through the tokens of users it signs up and in, and keeps private fields out', async () => {
    const plan = await generatePlan(conduit, { now, only: ['calls'] });
    expect(plan.acting).toEqual({ kind: 'token', header: 'Authorization', scheme: 'Token' });
    expect(plan.setup.map((s) => s.title)).toEqual([
      'sign up as a new jake',
      'sign in as jake',
      'sign up as a new anna',
      'sign in as anna',
    ]);
    expect(plan.setup[0]?.body).toEqual({
      user: {
        username: 'jake{{run}}',
        email: 'jake.{{run}}@example.com',
        password: 'Pass-jake-{{run}}-word',
      },
    });
    expect(plan.setup[0]?.expect.absent).toContain('password');
    const list = plan.tests.find((t) => t.id === 'calls/list-articles');
    expect(list?.steps.at(-1)?.expect).toMatchObject({
      key: 'slug',
      absent: ['id', 'body', 'favoritedBy'],
    });
    const comment = plan.tests.find((t) => t.id === 'calls/add-comment');
    expect(comment?.steps.at(-1)?.path).toMatch(/^\/api\/articles\/\{\{r\d+\.slug\}\}\/comments$/);
    expect(comment?.steps.at(-1)?.body).toEqual({
      comment: { body: expect.stringContaining('{{run}}') },
    });
  });

  it('reads codes from messages when the error shape carries none', async () => {
    const plan = await generatePlan(conduit, { now, only: ['rules'] });
    expect(plan.messages['is too short (at least 8 characters)']).toEqual(['PASSWORD_TOO_SHORT']);
    const broken = plan.tests.find((t) => t.id === 'rules/password-too-short-broken');
    expect(broken?.steps.at(-1)).toMatchObject({
      as: '',
      expect: { status: 422, code: 'PASSWORD_TOO_SHORT' },
    });
  });
});
