import { beforeEach, describe, expect, it } from 'vitest';
import type { Spec } from '@specrun/model';
import { importRecordsCsv } from '../import-export/importRecords.ts';
import {
  expenseClaims,
  NOW,
  openApp,
  storedClaim,
  TRAVEL,
  type TestApp,
} from './expenseClaims.testing.ts';

const good = {
  title: 'Taxi to the airport',
  amount: 40,
  category: 'k1',
  spentOn: '2026-11-20',
  owner: 'u1',
};

let app: TestApp;

beforeEach(async () => {
  app = openApp();
  await app.store.put(TRAVEL);
});

/** The codes a create of a claim with these values is refused with (none when it is stored). */
async function refusedWith(values: Record<string, string | number>): Promise<string[]> {
  const result = await app.source.create('Claim', { ...good, ...values });
  return result.ok ? [] : result.errors.map((e) => e.code);
}

describe('the rules of the expense claims spec', () => {
  it('stores a claim that breaks no rule', async () => {
    expect(await refusedWith({})).toEqual([]);
  });

  it('REQUIRED: a required text of spaces alone is no value, whatever the rules on it say', async () => {
    // size("    ") is 4, so TITLE_LENGTH alone would let it through.
    expect(await refusedWith({ title: '    ' })).toEqual(['REQUIRED']);
    expect(await refusedWith({ title: ' Taxi ' })).toEqual([]);
  });

  it('TITLE_LENGTH: 3 to TITLE_MAX characters', async () => {
    expect(await refusedWith({ title: 'ab' })).toEqual(['TITLE_LENGTH']);
    expect(await refusedWith({ title: 'abc' })).toEqual([]);
    expect(await refusedWith({ title: 'x'.repeat(80) })).toEqual([]);
    const result = await app.source.create('Claim', { ...good, title: 'x'.repeat(81) });
    expect(!result.ok && result.errors).toEqual([
      {
        code: 'TITLE_LENGTH',
        status: 422,
        message: 'The title must be 3 to 80 characters long.',
        field: 'title',
        fields: ['title'],
        rule: 0,
      },
    ]);
  });

  it('AMOUNT_NOT_POSITIVE: more than zero', async () => {
    expect(await refusedWith({ amount: 0 })).toEqual(['AMOUNT_NOT_POSITIVE']);
    expect(await refusedWith({ amount: -3 })).toEqual(['AMOUNT_NOT_POSITIVE']);
    expect(await refusedWith({ amount: 0.01 })).toEqual([]);
  });

  it('CLAIM_LIMIT_EXCEEDED: at most MAX_CLAIM_AMOUNT, with the constant in the message', async () => {
    const result = await app.source.create('Claim', {
      ...good,
      amount: 5000.01,
      receipt: 'https://r.example/1',
    });
    expect(!result.ok && result.errors.map((e) => [e.code, e.message, e.field])).toEqual([
      ['CLAIM_LIMIT_EXCEEDED', 'One claim may not exceed 5000 EUR.', 'amount'],
    ]);
    expect(await refusedWith({ amount: 5000, receipt: 'https://r.example/1' })).toEqual([]);
  });

  it('RECEIPT_REQUIRED: above RECEIPT_THRESHOLD, shown at the top with both fields it reads', async () => {
    const result = await app.source.create('Claim', { ...good, amount: 50.5 });
    expect(!result.ok && result.errors).toEqual([
      {
        code: 'RECEIPT_REQUIRED',
        status: 422,
        message: 'Claims above 50 EUR need a receipt.',
        fields: ['amount', 'receipt'],
        rule: 3,
      },
    ]);
    expect(await refusedWith({ amount: 50 })).toEqual([]);
    expect(await refusedWith({ amount: 50.5, receipt: 'https://r.example/1' })).toEqual([]);
  });

  it('DATE_IN_FUTURE: not after today, the date where the app runs', async () => {
    const zone = process.env['TZ'];
    try {
      process.env['TZ'] = 'UTC';
      expect(await refusedWith({ spentOn: '2026-11-23' })).toEqual(['DATE_IN_FUTURE']);
      expect(await refusedWith({ spentOn: '2026-11-22' })).toEqual([]);
      // NOW, 10:00 UTC, is already midnight of the 23rd on Kiritimati (UTC+14).
      process.env['TZ'] = 'Pacific/Kiritimati';
      const far = openApp();
      await far.store.put(TRAVEL);
      const create = async (spentOn: string) => {
        const result = await far.source.create('Claim', { ...good, spentOn });
        return result.ok ? [] : result.errors.map((e) => e.code);
      };
      expect(await create('2026-11-23')).toEqual([]);
      expect(await create('2026-11-24')).toEqual(['DATE_IN_FUTURE']);
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('TOO_MANY_OPEN_CLAIMS: on create only, counting the user’s drafts and submitted claims', async () => {
    for (let i = 0; i < 9; i++)
      await app.store.put(storedClaim(`d${i}`, { status: i % 2 ? 'draft' : 'submitted' }));
    await app.store.put(storedClaim('a1', { status: 'approved' }));
    await app.store.put(storedClaim('o1', { owner: 'u2' }));
    expect(await refusedWith({})).toEqual([]); // the tenth open claim
    const eleventh = await app.source.create('Claim', good);
    expect(!eleventh.ok && eleventh.errors).toEqual([
      {
        code: 'TOO_MANY_OPEN_CLAIMS',
        status: 422,
        message: 'You already have 10 open claims.',
        rule: 5,
      },
    ]);
    // Another user's count is their own; an update of an open claim is not a create.
    app.actAs('u2');
    expect(await refusedWith({ owner: 'u2' })).toEqual([]);
    app.actAs('u1');
    const updated = await app.source.update('Claim', 'd1', { title: 'Renamed claim' }, 1);
    expect(updated.ok).toBe(true);
    // A claim that leaves the open states frees a place.
    await app.store.put(storedClaim('d0', { status: 'paid' }));
    expect(await refusedWith({})).toEqual([]);
  });

  it('NAME_TAKEN: unique(name), ignoring the record itself', async () => {
    const taken = await app.source.create('Category', { name: 'Travel' });
    expect(!taken.ok && taken.errors.map((e) => [e.code, e.status, e.field])).toEqual([
      ['NAME_TAKEN', 409, 'name'],
    ]);
    expect((await app.source.create('Category', { name: 'Meals' })).ok).toBe(true);
    expect(
      (await app.source.update('Category', 'k1', { name: 'Travel', active: false }, 1)).ok,
    ).toBe(true);
    const renamed = await app.source.update('Category', 'k1', { name: 'Meals' }, 2);
    expect(!renamed.ok && renamed.errors[0]?.code).toBe('NAME_TAKEN');
  });

  it("checks another tab's later write against this tab's records", async () => {
    const other = openApp({ store: app.store, spec: app.spec });
    expect((await app.source.create('Category', { name: 'Meals' })).ok).toBe(true);
    const again = await other.source.create('Category', { name: 'Meals' });
    expect(!again.ok && again.errors[0]?.code).toBe('NAME_TAKEN');
    other.book.close();
  });
});

describe('the live check of a form', () => {
  it('places one-field rules beside their field and others at the top', async () => {
    await app.book.ready('Claim');
    const check = app.book.validateForm(
      'Claim',
      { ...good, title: 'ab', amount: 75 },
      { mode: 'create' },
    );
    expect(check.complete).toBe(true);
    expect(Object.keys(check.fields)).toEqual(['title']);
    expect(check.form.map((e) => e.code)).toEqual(['RECEIPT_REQUIRED']);
  });

  it('leaves out a rule whose field is already in error, and reports the field', async () => {
    await app.book.ready('Claim');
    const check = app.book.validateForm(
      'Claim',
      { ...good, amount: null, category: 'nope' },
      { mode: 'create' },
    );
    expect(check.fields.amount?.map((e) => e.code)).toEqual(['REQUIRED']);
    expect(check.fields.category?.map((e) => e.code)).toEqual(['MISSING_REFERENCE']);
    expect(check.form).toEqual([]);
  });

  it('says when an index is still loading, and is complete once it is read', async () => {
    const fresh = openApp({ store: app.store, spec: app.spec });
    const first = fresh.book.validateForm(
      'Category',
      { name: 'Travel', active: true },
      { mode: 'create' },
    );
    expect(first.complete).toBe(false);
    await fresh.book.ready('Category');
    const second = fresh.book.validateForm(
      'Category',
      { name: 'Travel', active: true },
      { mode: 'create' },
    );
    expect(second).toMatchObject({ complete: true, fields: { name: [{ code: 'NAME_TAKEN' }] } });
    const own = fresh.book.validateForm(
      'Category',
      { name: 'Travel', active: true },
      { mode: 'edit', id: 'k1' },
    );
    expect(own.fields).toEqual({});
    fresh.book.close();
  });

  it('checks a form of 200 fields and 200 rules, keystroke after keystroke (bench/ times it)', () => {
    const spec: Spec = expenseClaims();
    const fields = Array.from({ length: 200 }, (_, i) => ({
      name: `f${i}`,
      type: i % 2 ? ({ kind: 'number' } as const) : ({ kind: 'text' } as const),
      required: true,
      unique: false,
      notes: '',
    }));
    spec.entities.push({ name: 'Wide', text: '', fields });
    for (let i = 0; i < 200; i++)
      spec.rules.push({
        entity: 'Wide',
        expression: { source: i % 2 ? `f${i} <= MAX_CLAIM_AMOUNT` : `size(f${i}) <= TITLE_MAX` },
        on: 'save',
        error: 'TITLE_LENGTH',
      });
    const wide = openApp({ spec });
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) values[`f${i}`] = i % 2 ? i * 100 : 'x'.repeat(i);
    let check = wide.book.validateForm('Wide', values, { mode: 'create' });
    for (let run = 0; run < 30; run++) {
      values.f0 = 'y'.repeat(run);
      check = wide.book.validateForm('Wide', values, { mode: 'create' });
    }
    // f99..f199 odd ones above 5000 fail; even ones longer than 80 characters fail.
    expect(Object.keys(check.fields).length).toBe(
      Array.from({ length: 200 }, (_, i) => i).filter((i) => (i % 2 ? i * 100 > 5000 : i > 80))
        .length,
    );
  });
});

describe('rules that cannot be evaluated', () => {
  function withRule(source: string, error = 'AMOUNT_NOT_POSITIVE', maxCost?: number): TestApp {
    const spec = expenseClaims();
    spec.rules = [{ entity: 'Claim', expression: { source }, on: 'save', error }];
    return openApp(maxCost === undefined ? { spec } : { spec, book: { maxCost } });
  }

  it('reports a wrong type as the rule’s error with RULE_ERROR, never passing it', async () => {
    const broken = withRule('size(amount) > 1');
    await broken.store.put(TRAVEL);
    const result = await broken.source.create('Claim', good);
    expect(!result.ok && result.errors).toEqual([
      {
        code: 'RULE_ERROR',
        status: 422,
        message:
          "The rule of AMOUNT_NOT_POSITIVE could not be checked: found no matching overload for 'size(double)'.",
        field: 'amount',
        fields: ['amount'],
        rule: 0,
      },
    ]);
  });

  it('reports a result that is not true or false, and an expression that does not parse', async () => {
    const sum = withRule('amount + 1.0');
    await sum.store.put(TRAVEL);
    const result = await sum.source.create('Claim', good);
    expect(!result.ok && result.errors[0]?.message).toMatch(
      /gives the number 41, not true or false/,
    );
    const unreadable = withRule('amount >* 0');
    await unreadable.store.put(TRAVEL);
    const refused = await unreadable.source.create('Claim', good);
    expect(!refused.ok && refused.errors[0]?.code).toBe('RULE_ERROR');
  });

  it('reports a rule that nests too deep to compile with RULE_ERROR, and checks the others', async () => {
    const chain = Array.from({ length: 5000 }, () => 'amount > 0').join(' && ');
    const deep = withRule(chain);
    await deep.store.put(TRAVEL);
    const result = await deep.source.create('Claim', good);
    expect(!result.ok && result.errors.map((e) => [e.code, e.message])).toEqual([
      [
        'RULE_ERROR',
        'The rule of AMOUNT_NOT_POSITIVE could not be checked: it nests more than 250 operations deep.',
      ],
    ]);
  });

  it('refuses a rule whose cost runs away with RULE_TOO_COSTLY, before evaluating it', async () => {
    const nested = withRule(
      'Claim.all(a, Claim.all(b, a.amount <= b.amount || true))',
      'AMOUNT_NOT_POSITIVE',
      10_000,
    );
    await nested.store.put(TRAVEL);
    await nested.store.putMany(Array.from({ length: 200 }, (_, i) => storedClaim(`c${i}`)));
    const result = await nested.source.create('Claim', good);
    expect(!result.ok && result.errors[0]).toMatchObject({ code: 'RULE_TOO_COSTLY', rule: 0 });
    expect(!result.ok && result.errors[0]?.message).toMatch(
      /about 3\d\d,\d{3} steps, at most 10,000/,
    );
  });

  it('evaluates a list rule the indexes cannot answer over the records, without the record itself', async () => {
    const listed = withRule('Claim.all(c, c.title != title)');
    await listed.store.put(TRAVEL);
    await listed.store.put(storedClaim('c1', { title: 'Hotel in Lyon' }));
    const same = await listed.source.create('Claim', { ...good, title: 'Hotel in Lyon' });
    expect(!same.ok && same.errors[0]?.code).toBe('AMOUNT_NOT_POSITIVE');
    expect((await listed.source.update('Claim', 'c1', { amount: 30 }, 1)).ok).toBe(true);
  });

  it('shows a code the catalogue does not list with its code', async () => {
    const unlisted = withRule('amount > 1000', 'TOO_SMALL');
    await unlisted.store.put(TRAVEL);
    const result = await unlisted.source.create('Claim', good);
    expect(!result.ok && result.errors[0]).toMatchObject({
      code: 'TOO_SMALL',
      message: 'TOO_SMALL',
    });
  });
});

describe('rules on an action', () => {
  it('checks only the rules on that action, with the stored record', async () => {
    const spec = expenseClaims();
    spec.rules.push({
      entity: 'Claim',
      expression: { source: 'has(record.receipt)' },
      on: 'submit',
      error: 'RECEIPT_REQUIRED',
    });
    const acting = openApp({ spec });
    await acting.store.put(TRAVEL);
    const claim = storedClaim('c1', { title: 'ab' });
    expect((await acting.book.validateAction('Claim', claim, 'submit')).map((e) => e.code)).toEqual(
      ['RECEIPT_REQUIRED'],
    );
    expect(await acting.book.validateAction('Claim', claim, 'approve')).toEqual([]);
    const withReceipt = storedClaim('c2', { receipt: 'https://r.example/2' });
    expect(await acting.book.validateAction('Claim', withReceipt, 'submit')).toEqual([]);
  });
});

describe('imports', () => {
  it('imports nothing when a row breaks a rule, and names the row', async () => {
    const csv = 'name,active\nMeals,true\nHotels,true\nMeals,false\nTravel,true\n';
    const read = importRecordsCsv(csv, {
      entity: app.spec.entities[1]!,
      now: NOW.toISOString(),
      newId: (() => {
        let n = 0;
        return () => `new${++n}`;
      })(),
    });
    if (!read.ok) throw new Error('the file should read');
    const result = await app.source.importRecords(read.records, { rowOf: (_r, i) => i + 2 });
    expect(result).toEqual({
      ok: false,
      count: 2,
      problems: [
        {
          row: 4,
          entity: 'Category',
          field: 'name',
          message: 'This name is already taken. (NAME_TAKEN)',
        },
        {
          row: 5,
          entity: 'Category',
          field: 'name',
          message: 'This name is already taken. (NAME_TAKEN)',
        },
      ],
    });
    expect((await app.store.list('Category')).map((r) => r.values.name)).toEqual(['Travel']);
    // Nothing of the refused import stays in the indexes.
    expect((await app.source.create('Category', { name: 'Hotels' })).ok).toBe(true);
  });

  it('writes every record when all rows pass', async () => {
    const records = [
      storedClaim('c1'),
      storedClaim('c2', { amount: 70, receipt: 'https://r.example/2' }),
    ];
    expect(await app.source.importRecords(records)).toEqual({ ok: true, written: 2, updated: 0 });
    const bad = [storedClaim('c3'), storedClaim('c4', { spentOn: '2027-01-01' })];
    const result = await app.source.importRecords(bad);
    expect(!result.ok && result.problems).toEqual([
      {
        row: 2,
        entity: 'Claim',
        field: 'spentOn',
        message: 'The expense cannot be dated in the future. (DATE_IN_FUTURE)',
      },
    ]);
    expect((await app.store.list('Claim')).length).toBe(2);
  });
});
