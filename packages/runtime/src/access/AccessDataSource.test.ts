import { beforeEach, describe, expect, it } from 'vitest';
import type { Spec } from '@specrun/model';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { appError } from '../errors/AppError.ts';
import {
  claim,
  category,
  referenceSpec,
  TEST_NOW,
  userOf,
} from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { exportRecordsCsv, exportRecordsJson } from '../import-export/exportRecords.ts';
import { importRecordsCsv, importRecordsJson } from '../import-export/importRecords.ts';
import { createAccess, type Access } from './Access.ts';
import {
  AccessDataSource,
  storeTransitionWriter,
  type AsyncActionRuleValidator,
} from './AccessDataSource.ts';
import { accessWriteGuard } from './accessWriteGuard.ts';
import { RuleBook } from '../rules/RuleBook.ts';

const spec: Spec = referenceSpec();
const AT = TEST_NOW.toISOString();
let store: MemoryRecordStore;
let local: LocalDataSource;
let acting: Access;

function sourceFor(userId: string, ruleValidator?: AsyncActionRuleValidator): AccessDataSource {
  acting = createAccess(spec, userOf(spec, userId), { now: () => TEST_NOW });
  const options = {
    access: acting,
    writeTransition: storeTransitionWriter(store, spec.errors),
    now: () => AT,
  };
  return new AccessDataSource(local, ruleValidator ? { ...options, ruleValidator } : options);
}

const codes = (outcome: { ok: boolean; errors?: { code: string }[] }): string[] =>
  outcome.ok ? [] : (outcome.errors ?? []).map((e) => e.code);

beforeEach(async () => {
  store = new MemoryRecordStore();
  let n = 0;
  local = new LocalDataSource(spec, store, {
    now: () => AT,
    newId: () => `new${++n}`,
    guards: [accessWriteGuard(() => acting)],
  });
  await store.put(category('k1', 'Travel'));
  for (const record of [
    claim('c1', { owner: 'u1', status: 'draft' }),
    claim('c2', { owner: 'u2', status: 'submitted' }),
    claim('c3', { owner: 'u1', status: 'approved' }),
  ])
    await store.put(record);
});

describe('AccessDataSource reads', () => {
  it('lists, pages and counts only what the user may read', async () => {
    const u1 = sourceFor('u1');
    expect((await u1.list('Claim')).map((r) => r.id)).toEqual(['c1', 'c3']);
    expect(await u1.count('Claim')).toBe(2);
    expect((await u1.listPage('Claim', { limit: 1, offset: 1 })).map((r) => r.id)).toEqual(['c3']);
    expect((await u1.listPage('Claim', { limit: 5, direction: 'desc' })).map((r) => r.id)).toEqual([
      'c3',
      'c1',
    ]);
    const u3 = sourceFor('u3');
    expect(await u3.count('Claim')).toBe(3);
    expect((await u3.listPage('Claim', { limit: 2 })).map((r) => r.id)).toEqual(['c1', 'c2']);
  });

  it("refuses to give a record the user may not read, with the catalogue's NOT_ALLOWED", async () => {
    const refused = await sourceFor('u1').get('Claim', 'c2');
    expect(refused).toEqual({
      ok: false,
      errors: [{ code: 'NOT_ALLOWED', status: 403, message: 'You may not do this.' }],
    });
    expect((await sourceFor('u2').get('Claim', 'c2')).ok).toBe(true);
    expect(codes(await sourceFor('u1').get('Claim', 'nope'))).toEqual(['NOT_FOUND']);
  });
});

describe('AccessDataSource writes', () => {
  it('refuses a forbidden create, update and delete and writes nothing', async () => {
    const values = {
      title: 'Taxi',
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u3',
    };
    expect(codes(await sourceFor('u3').create('Claim', values))).toEqual(['NOT_ALLOWED']);
    expect(codes(await sourceFor('u1').update('Claim', 'c3', { title: 'Changed' }, 1))).toEqual([
      'NOT_ALLOWED',
    ]);
    expect(codes(await sourceFor('u1').remove('Claim', 'c3'))).toEqual(['NOT_ALLOWED']);
    expect(codes(await sourceFor('u1').remove('Claim', 'c2'))).toEqual(['NOT_ALLOWED']);
    // Giving one's own draft away is an update the user could not make afterwards.
    expect(codes(await sourceFor('u1').update('Claim', 'c1', { owner: 'u2' }, 1))).toEqual([
      'NOT_ALLOWED',
    ]);
    expect(await store.count('Claim')).toBe(3);
    expect((await store.get('Claim', 'c3'))?.values.title).toBe('Claim c3');
    expect((await store.get('Claim', 'c1'))?.values.owner).toBe('u1');
  });

  it('allows what point 6 permits', async () => {
    const u1 = sourceFor('u1');
    const created = await u1.create('Claim', {
      title: 'Taxi',
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u1',
    });
    expect(created.ok && created.value.values.status).toBe('draft');
    expect((await u1.update('Claim', 'c1', { title: 'Train' }, 1)).ok).toBe(true);
    expect((await u1.remove('Claim', 'c1')).ok).toBe(true);
    expect((await sourceFor('u4').remove('Claim', 'c3')).ok).toBe(true);
  });

  it('refuses a change of state outside an action, on update and on create', async () => {
    const changed = await sourceFor('u1').update('Claim', 'c1', { status: 'approved' }, 1);
    expect(changed).toEqual({
      ok: false,
      errors: [
        {
          code: 'STATE_BY_ACTION',
          status: 409,
          message: 'Status changes only through its actions.',
          field: 'status',
        },
      ],
    });
    const admin = await sourceFor('u4').update('Claim', 'c1', { status: 'paid' }, 1);
    expect(codes(admin)).toEqual(['STATE_BY_ACTION']);
    const created = await sourceFor('u1').create('Claim', {
      title: 'Taxi',
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u1',
      status: 'paid',
    });
    expect(codes(created)).toEqual(['STATE_BY_ACTION']);
    expect((await store.get('Claim', 'c1'))?.values.status).toBe('draft');
  });
});

describe('AccessDataSource.act', () => {
  it('takes an action with its checks and records it in the history', async () => {
    const submitted = await sourceFor('u1').act('Claim', 'c1', 'submit', 1);
    expect(submitted.ok).toBe(true);
    const stored = await store.get('Claim', 'c1');
    expect(stored?.values.status).toBe('submitted');
    expect(stored?.version).toBe(2);
    expect(stored?.history).toEqual([
      { action: 'submit', from: 'draft', to: 'submitted', by: 'u1', at: AT },
    ]);
    expect(codes(await sourceFor('u1').act('Claim', 'c1', 'submit', 2))).toEqual(['WRONG_STATE']);
    expect(codes(await sourceFor('u1').act('Claim', 'c1', 'approve', 2))).toEqual([
      'NOT_ALLOWED',
      'NOT_ALLOWED',
      'GUARD_FAILED',
    ]);
    expect(codes(await sourceFor('u2').act('Claim', 'c1', 'approve', 1))).toEqual(['CONFLICT']);
    expect((await sourceFor('u2').act('Claim', 'c1', 'approve', 2)).ok).toBe(true);
    expect((await store.get('Claim', 'c1'))?.history?.map((h) => `${h.action} by ${h.by}`)).toEqual(
      ['submit by u1', 'approve by u2'],
    );
    expect(codes(await sourceFor('u1').act('Claim', 'c2', 'revise', 1))).toEqual(['NOT_ALLOWED']);
  });

  it('asks the rules seam and refuses with its errors', async () => {
    const asked: string[] = [];
    const rules: AsyncActionRuleValidator = (entity, action, record) => {
      asked.push(`${entity} ${action} ${record.id}`);
      return Promise.resolve(
        action === 'submit'
          ? [appError('RECEIPT_REQUIRED', spec.errors, { RECEIPT_THRESHOLD: 50 })]
          : [],
      );
    };
    const u1 = sourceFor('u1', rules);
    const listed = await u1.availableActions('Claim', 'c1');
    expect(
      listed.ok &&
        listed.value
          .filter((a) => !a.allowed && a.refusals[0]?.kind === 'rule')
          .map((a) => a.action),
    ).toEqual(['submit']);
    expect(codes(await u1.act('Claim', 'c1', 'submit', 1))).toEqual(['RECEIPT_REQUIRED']);
    expect(asked).toEqual(['Claim submit c1', 'Claim submit c1']);
    expect((await store.get('Claim', 'c1'))?.values.status).toBe('draft');
  });
  // Regression: the rules on an action read the record as it was before the action, so a rule
  // on `pay` about paid claims never held anything back and a paid claim without a receipt was
  // stored, while a rule about the state an action leads to refused every such action.
  it('checks the rules on an action against the record as it will be stored', async () => {
    const withRules: Spec = {
      ...spec,
      rules: [
        ...spec.rules,
        {
          entity: 'Claim',
          expression: { source: 'status != "paid" || has(record.receipt)' },
          on: 'pay',
          error: 'RECEIPT_REQUIRED',
        },
        {
          entity: 'Claim',
          expression: { source: 'status == "submitted"' },
          on: 'submit',
          error: 'WRONG_STATE',
        },
      ],
    };
    let user = userOf(spec, 'u3');
    const book = new RuleBook(withRules, store, { user: () => user, now: () => TEST_NOW });
    const rules: AsyncActionRuleValidator = (entity, action, record) =>
      book.validateAction(entity, record, action);
    const finance = sourceFor('u3', rules);
    const listed = await finance.availableActions('Claim', 'c3');
    const pay = listed.ok ? listed.value.find((a) => a.action === 'pay') : undefined;
    expect(pay?.refusals.map((r) => r.error.code)).toEqual(['RECEIPT_REQUIRED']);
    expect(codes(await finance.act('Claim', 'c3', 'pay', 1))).toEqual(['RECEIPT_REQUIRED']);
    expect((await store.get('Claim', 'c3'))?.values.status).toBe('approved');
    user = userOf(spec, 'u1');
    const submitted = await sourceFor('u1', rules).act('Claim', 'c1', 'submit', 1);
    expect(submitted.ok && submitted.value.values.status).toBe('submitted');
    book.close();
  });
});

describe('imports under permissions (accessWriteGuard)', () => {
  const row = (id: string, values: Partial<StoredRecord['values']>): StoredRecord =>
    claim(id, values);

  it('refuses records the user may not create, or whose state skips the lifecycle', async () => {
    sourceFor('u3');
    const byFinance = await local.importRecords([row('n1', { owner: 'u3' })]);
    expect(byFinance.ok).toBe(false);
    if (!byFinance.ok)
      expect(byFinance.problems.map((p) => p.message)).toEqual([
        'You may not do this. (NOT_ALLOWED)',
      ]);
    sourceFor('u1');
    const paid = await local.importRecords([row('n2', { owner: 'u1', status: 'paid' })]);
    expect(paid.ok).toBe(false);
    if (!paid.ok)
      expect(paid.problems).toEqual([
        {
          row: 1,
          entity: 'Claim',
          field: 'status',
          message: 'Status changes only through its actions. (STATE_BY_ACTION)',
        },
      ]);
    const overwrite = await local.importRecords([row('c2', { owner: 'u2', title: 'Mine now' })]);
    expect(overwrite.ok).toBe(false);
    expect(await store.count('Claim')).toBe(3);
  });

  it('lets a user import what they may create, and one permitted everything restore any state', async () => {
    sourceFor('u1');
    expect((await local.importRecords([row('n1', { owner: 'u1' })])).ok).toBe(true);
    sourceFor('u4');
    expect((await local.importRecords([row('n2', { owner: 'u2', status: 'paid' })])).ok).toBe(true);
    expect((await store.get('Claim', 'n2'))?.values.status).toBe('paid');
  });
});

describe('history in export and import', () => {
  it('round-trips through JSON and CSV', async () => {
    await sourceFor('u1').act('Claim', 'c1', 'submit', 1);
    await sourceFor('u2').act('Claim', 'c1', 'reject', 2);
    const records = await store.list('Claim');
    const entity = spec.entities.find((e) => e.name === 'Claim')!;
    const context = { entity, now: AT, newId: () => 'x', initialState: 'draft' };
    const json = importRecordsJson(exportRecordsJson('Claim', records), context);
    expect(json.ok && json.records).toEqual([...records].sort((a, b) => (a.id < b.id ? -1 : 1)));
    const csv = exportRecordsCsv(entity, records);
    expect(csv.split('\n')[0]).toBe(
      'id,title,amount,category,spentOn,receipt,owner,status,version,createdAt,updatedAt,aside,history',
    );
    const back = importRecordsCsv(csv, context);
    expect(back.ok && back.records.find((r) => r.id === 'c1')?.history).toEqual([
      { action: 'submit', from: 'draft', to: 'submitted', by: 'u1', at: AT },
      { action: 'reject', from: 'submitted', to: 'rejected', by: 'u2', at: AT },
    ]);
    expect(back.ok && back.records.find((r) => r.id === 'c2')?.history).toBeUndefined();
  });

  it('refuses a history that is not a list of entries', () => {
    const entity = spec.entities.find((e) => e.name === 'Claim')!;
    const text = JSON.stringify({
      format: 'specrun-records',
      version: 1,
      entity: 'Claim',
      records: [{ ...claim('c9'), history: [{ action: 'submit' }] }],
    });
    const read = importRecordsJson(text, { entity, now: AT, newId: () => 'x' });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems[0]?.field).toBe('history');
  });
});
