// Measures the validation of point 5's rules: validations per second of the reference
// spec's Claim rules with Specrun's RuleBook, side by side with the same checks done by an
// ajv-compiled JSON Schema plus plain JavaScript for what JSON Schema cannot say; then the time of
// one check of the cross-record rules (TOO_MANY_OPEN_CLAIMS, NAME_TAKEN, and a rule evaluated over
// the whole list) with 100,000 records stored.
// Last, the live check of a 200-field form on each keystroke (bench/form-peer/wideForm.ts): the
// median time of RuleBook.formValidator's incremental check, beside a full validateForm.
// Run alone: npx tsx -e "import('./bench/rules.bench.ts').then(m => m.default())"
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { readMarkdown, type Spec } from '@specrun/model';
import { LocalDataSource, MemoryRecordStore, RuleBook, type StoredRecord } from '@specrun/runtime';
import { median } from './median.ts';
import { FIELD_COUNT, isNumberField, MAX_TEXT, wideSpec } from './form-peer/wideForm.ts';

const ROUNDS = 7;
const ROUND_MS = 150;
const TARGET_RATIO = 0.5;
const TARGET_MS = 100;
const TARGET_KEYSTROKE_US = 500;
const KEYSTROKES = 4000;
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';

function readSpecFile(): Spec {
  const text = readFileSync(new URL('../examples/expense-claims.md', import.meta.url), 'utf8');
  return readMarkdown(text).spec;
}

function stored(entity: string, id: string, values: StoredRecord['values']): StoredRecord {
  const at = NOW.toISOString();
  return { entity, id, values, aside: {}, version: 1, createdAt: at, updatedAt: at };
}

/** Claims of every kind: valid ones and ones that break each rule, some of them several. */
function claimValues(count: number): Record<string, unknown>[] {
  const statuses = ['draft', 'submitted', 'approved', 'rejected', 'paid'];
  return Array.from({ length: count }, (_, i) => {
    const values: Record<string, unknown> = {
      title: i % 17 === 0 ? 'ab' : `Claim number ${i} for a trip`,
      amount: i % 13 === 0 ? 0 : i % 29 === 0 ? 6000 : 5 + (i % 90),
      category: i % 31 === 0 ? 'nope' : 'k1',
      spentOn: i % 23 === 0 ? '2026-12-01' : '2026-11-01',
      owner: `u${1 + (i % 3)}`,
      status: statuses[i % statuses.length],
    };
    if (i % 2 === 0) values.receipt = `https://receipts.example/${i}`;
    return values;
  });
}

/** The same checks as JSON Schema (compiled by ajv) plus JavaScript for what it cannot say. */
function ajvValidator(spec: Spec, openClaims: Map<string, number>, categories: Set<string>) {
  const constant = (name: string): number =>
    Number(spec.constants.find((c) => c.name === name)?.value);
  const TITLE_MAX = constant('TITLE_MAX');
  const MAX = constant('MAX_CLAIM_AMOUNT');
  const THRESHOLD = constant('RECEIPT_THRESHOLD');
  const MAX_OPEN = constant('MAX_OPEN_CLAIMS');
  const users = new Set(spec.users.map((u) => u.id));
  const ajv = new Ajv({ allErrors: true });
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'amount', 'category', 'spentOn', 'owner'],
    properties: {
      title: { type: 'string', minLength: 3, maxLength: TITLE_MAX, pattern: '^[^\\n]*$' },
      amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX },
      category: { type: 'string', minLength: 1 },
      spentOn: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      receipt: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9+.-]*://\\S+$' },
      owner: { type: 'string', minLength: 1 },
      status: { enum: ['draft', 'submitted', 'approved', 'rejected', 'paid'] },
    },
  };
  const validate = ajv.compile(schema);
  return (values: Record<string, unknown>, userId: string): string[] => {
    const codes: string[] = [];
    if (!validate(values)) for (const e of validate.errors ?? []) codes.push(e.keyword);
    const amount = values.amount;
    if (typeof amount === 'number' && amount > THRESHOLD && values.receipt === undefined)
      codes.push('RECEIPT_REQUIRED');
    if (typeof values.spentOn === 'string' && values.spentOn > TODAY) codes.push('DATE_IN_FUTURE');
    if (typeof values.category === 'string' && !categories.has(values.category))
      codes.push('MISSING_REFERENCE');
    if (typeof values.owner === 'string' && !users.has(values.owner))
      codes.push('MISSING_REFERENCE');
    if ((openClaims.get(userId) ?? 0) >= MAX_OPEN) codes.push('TOO_MANY_OPEN_CLAIMS');
    return codes;
  };
}

function rate(ops: number, work: () => void): number {
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    work();
    done += ops;
    elapsed = performance.now() - start;
  }
  return (done * 1000) / elapsed;
}

/** Median time of `work` in milliseconds over `runs` runs, after a few untimed ones. */
function timeOf(runs: number, work: (run: number) => void): number {
  for (let i = 0; i < 3; i++) work(-1 - i);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work(run);
    times.push(performance.now() - start);
  }
  return median(times);
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (n: number): string => `${n < 1 ? n.toFixed(3) : n.toFixed(2)} ms`;

async function throughput(spec: Spec): Promise<void> {
  const store = new MemoryRecordStore();
  await store.put(stored('Category', 'k1', { name: 'Travel', active: true }));
  const open: StoredRecord[] = Array.from({ length: 20 }, (_, i) =>
    stored('Claim', `o${i}`, {
      title: `Open claim ${i}`,
      amount: 10,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: `u${1 + (i % 3)}`,
      status: i % 2 ? 'draft' : 'submitted',
    }),
  );
  await store.putMany(open);
  const user = spec.users[0];
  const book = new RuleBook(spec, store, { user: () => user, now: () => NOW });
  await book.ready('Claim');
  const records = claimValues(1000);
  const openClaims = new Map<string, number>();
  for (const r of open)
    openClaims.set(String(r.values.owner), (openClaims.get(String(r.values.owner)) ?? 0) + 1);
  const ajvCheck = ajvValidator(spec, openClaims, new Set(['k1']));
  // Both must refuse the same records, or the comparison means nothing.
  let disagreements = 0;
  for (const values of records) {
    const ours = book.validate('Claim', values, { on: 'create' }).errors.length > 0;
    if (ours !== ajvCheck(values, user?.id ?? '').length > 0) disagreements++;
  }
  const rates = { specrun: [] as number[], ajv: [] as number[] };
  for (let round = -1; round < ROUNDS; round++) {
    const a = rate(records.length, () => {
      for (const values of records) book.validate('Claim', values, { on: 'create' });
    });
    const b = rate(records.length, () => {
      for (const values of records) ajvCheck(values, user?.id ?? '');
    });
    if (round >= 0) {
      rates.specrun.push(a);
      rates.ajv.push(b);
    }
  }
  const ours = median(rates.specrun);
  const theirs = median(rates.ajv);
  const ratio = ours / theirs;
  console.log(
    'Claim create checks (7 rules, field constraints, references, the open-claims count)',
  );
  console.log(
    `on 1,000 generated records, median of ${ROUNDS} interleaved rounds of ${ROUND_MS} ms:`,
  );
  const each = (n: number): string => `${(1e6 / n).toFixed(2)} µs per check`;
  console.log(`  Specrun RuleBook.check        ${format(ours)} validations/s (${each(ours)})`);
  console.log(`  ajv JSON Schema + JavaScript  ${format(theirs)} validations/s (${each(theirs)})`);
  console.log(
    `  ratio ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET'}; ` +
      `the two disagree on ${disagreements} of ${records.length} records`,
  );
  book.close();
}

async function crossRecord(spec: Spec): Promise<void> {
  const N = 100_000;
  const withList: Spec = {
    ...spec,
    rules: [
      ...spec.rules,
      // No index answers this one: it is evaluated over the whole list of claims.
      {
        entity: 'Claim',
        expression: { source: 'Claim.all(c, c.title != title)' },
        on: 'create',
        error: 'TITLE_LENGTH',
      },
    ],
  };
  const store = new MemoryRecordStore();
  const categories = Array.from({ length: N }, (_, i) =>
    stored('Category', `k${i}`, { name: `Category ${i}`, active: true }),
  );
  const claims = Array.from({ length: N }, (_, i) =>
    stored('Claim', `c${i}`, {
      title: `Claim ${i}`,
      amount: 20,
      category: `k${i % 100}`,
      spentOn: '2026-11-01',
      owner: `u${1 + (i % 3)}`,
      status: ['draft', 'submitted', 'approved', 'paid'][i % 4] ?? 'draft',
    }),
  );
  await store.putMany([...categories, ...claims]);
  const user = spec.users[1];
  const indexed = new RuleBook(spec, store, { user: () => user, now: () => NOW });
  let start = performance.now();
  await Promise.all([indexed.ready('Claim'), indexed.ready('Category')]);
  const load = performance.now() - start;
  const listed = new RuleBook(withList, store, { user: () => user, now: () => NOW });
  await listed.ready('Claim');
  const claim = { title: 'Taxi', amount: 20, category: 'k1', spentOn: '2026-11-01', owner: 'u2' };
  const claimCheck = timeOf(41, (run) => {
    const errors = indexed.validate(
      'Claim',
      { ...claim, title: `Taxi ${run}` },
      { on: 'create' },
    ).errors;
    if (errors[0]?.code !== 'TOO_MANY_OPEN_CLAIMS')
      throw new Error('the open-claims rule should fail');
  });
  const nameCheck = timeOf(41, (run) => {
    const errors = indexed.validateForm(
      'Category',
      { name: `Category ${run + 10}`, active: true },
      { mode: 'create' },
    );
    if (errors.fields.name?.[0]?.code !== 'NAME_TAKEN') throw new Error('the name should be taken');
  });
  const listCheck = timeOf(11, (run) => {
    listed.validate('Claim', { ...claim, title: `Claim ${run + 5}` }, { on: 'create' });
  });
  const source = new LocalDataSource(spec, store, {
    now: () => NOW.toISOString(),
    guards: [indexed.writeGuard],
  });
  start = performance.now();
  const written = await source.create('Category', { name: 'A new category' });
  if (!written.ok) throw new Error('the write should pass');
  await indexed.ready('Category');
  const writeAndSync = performance.now() - start;
  console.log(
    `\nCross-record rules with ${format(N)} claims and ${format(N)} categories stored (median per check):`,
  );
  console.log(`  first read of the indexes                              ${ms(load)}`);
  console.log(
    `  Claim create, TOO_MANY_OPEN_CLAIMS by index            ${ms(claimCheck)} ${claimCheck < TARGET_MS ? 'ok' : 'ABOVE TARGET'}`,
  );
  console.log(
    `  Category form, NAME_TAKEN (unique(name)) by index      ${ms(nameCheck)} ${nameCheck < TARGET_MS ? 'ok' : 'ABOVE TARGET'}`,
  );
  console.log(
    `  Claim create with Claim.all(c, …) over the whole list  ${ms(listCheck)} ${listCheck < TARGET_MS ? 'ok' : 'ABOVE TARGET'}`,
  );
  console.log(
    `  one create written, then the store's change applied   ${ms(writeAndSync)} (one list of 100,001 categories)`,
  );
  indexed.close();
  listed.close();
}

/** Median µs of the engine's share of one keystroke in the 200-field form, incremental and full. */
function formKeystrokes(): void {
  const spec = readMarkdown(wideSpec()).spec;
  const book = new RuleBook(spec, new MemoryRecordStore(), { now: () => NOW });
  const validator = book.formValidator('Wide', { mode: 'create' });
  let values: Record<string, unknown> = {};
  validator.validate(values);
  // Typing: each keystroke edits one field, a text growing past MAX_TEXT and cleared again, or a
  // number typed digit by digit and sometimes made negative.
  const keystrokes = Array.from({ length: KEYSTROKES }, (_, k) => {
    const i = (k * 7) % FIELD_COUNT;
    const field = `f${i}`;
    return { field, number: isNumberField(i), k };
  });
  const incremental: number[] = [];
  const full: number[] = [];
  let errors = 0;
  for (const { field, number, k } of keystrokes) {
    const before = values[field];
    const value = number
      ? k % 5 === 0
        ? -k
        : Number(`${typeof before === 'number' ? Math.abs(before) : ''}${k % 10}`.slice(-6))
      : typeof before === 'string' && before.length <= MAX_TEXT
        ? `${before}${String.fromCharCode(97 + (k % 26))}`
        : '';
    values = { ...values, [field]: value };
    let start = performance.now();
    const result = validator.validate(values, field);
    incremental.push(performance.now() - start);
    if (k % 8 === 0) {
      start = performance.now();
      const whole = book.validateForm('Wide', values, { mode: 'create' });
      full.push(performance.now() - start);
      if (Object.keys(whole.fields).length !== Object.keys(result.fields).length)
        throw new Error('the incremental check and the full check disagree');
    }
    errors += Object.keys(result.fields).length;
  }
  const us = (n: number): string => `${(n * 1000).toFixed(1)} µs`;
  const ours = median(incremental.slice(KEYSTROKES / 4));
  console.log(
    `\nThe ${FIELD_COUNT}-field form (a rule per field), ${format(KEYSTROKES)} keystrokes, median per keystroke:`,
  );
  console.log(
    `  formValidator(...).validate(values, field)   ${us(ours)} ${ours * 1000 < TARGET_KEYSTROKE_US ? 'ok' : 'ABOVE TARGET'} (target < ${TARGET_KEYSTROKE_US} µs)`,
  );
  console.log(`  validateForm(values), everything again    ${us(median(full))}`);
  console.log(`  (fields in error per keystroke on average: ${(errors / KEYSTROKES).toFixed(1)})`);
  book.close();
}

/** Prints validations per second against ajv, cross-record checks at 100,000, form keystrokes. */
export default async function rulesBench(): Promise<void> {
  const spec = readSpecFile();
  await throughput(spec);
  formKeystrokes();
  await crossRecord(spec);
}
