import { describe, expect, it } from 'vitest';
import { readBehaviour } from '../grammar/behaviourDoes.ts';
import { readMarkdown } from './withYamlPackage.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function example(name: string): string {
  const text = examples[`../../../../examples/${name}`];
  if (text === undefined)
    throw new Error(`examples/${name} is missing: the tests read the repository's examples.`);
  return text;
}

describe('readMarkdown on the reference spec (expense claims)', () => {
  const text = example('expense-claims.md');
  const { spec, diagnostics } = readMarkdown(text);
  const lines = text.split('\n');
  /** The position of the first occurrence of `needle` on a 1-based line of the source. */
  const pos = (line: number, needle: string) => {
    const column = (lines[line - 1] ?? '').indexOf(needle) + 1;
    expect(column).toBeGreaterThan(0);
    return { line, column };
  };

  it('gives no diagnostics', () => {
    expect(diagnostics).toEqual([]);
  });

  it('reads the title, the intro and nine present sections', () => {
    expect(spec.name).toBe('Expense claims');
    expect(spec.at).toEqual({ line: 1, column: 1 });
    expect(spec.intro).toMatch(/^A client-side web product in which employees claim back/);
    expect(spec.sections.map((s) => [s.point, s.present])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => [p, true]),
    );
    expect(spec.sections[0]?.text).toMatch(/^Employees file expense claims/);
    expect(spec.sections[1]?.text).toBe('');
    expect(spec.sections[5]?.text).toBe('Sample users:');
    expect(spec.sections[6]?.text).toMatch(/^On 401 the product shows the sign-in prompt/);
    expect(spec.sections[2]?.at).toEqual(pos(30, '## 3. Entities'));
  });

  it('reads the audience and the ten screens with their targets', () => {
    expect(spec.audience.map((a) => a.name)).toEqual(['Employees', 'Approvers', 'Finance']);
    expect(spec.audience[1]?.does).toBe('approve or reject the submitted claims of others');
    expect(spec.screens).toHaveLength(10);
    expect(spec.screens[0]).toMatchObject({
      route: '/',
      kind: 'home',
      shows: "the purpose and the user's open claims",
      roles: ['all'],
    });
    expect(spec.screens[0]?.target).toBeUndefined();
    expect(spec.screens[3]).toMatchObject({
      route: '/claims/:id',
      kind: 'detail',
      target: { entity: 'Claim' },
    });
    const approvals = spec.screens[5];
    expect(approvals?.roles).toEqual(['approver']);
    expect(approvals?.target?.where).toEqual({
      source: 'status == "submitted"',
      at: pos(24, 'status == "submitted"'),
    });
  });

  it('reads two entities with seven and two fields, and the list display', () => {
    expect(spec.entities.map((e) => [e.name, e.fields.length])).toEqual([
      ['Claim', 7],
      ['Category', 2],
    ]);
    const claim = spec.entities[0];
    expect(claim?.at).toEqual(pos(32, '### Claim'));
    expect(claim?.fields[1]).toEqual({
      name: 'amount',
      type: { kind: 'money', currency: 'EUR' },
      required: true,
      unique: false,
      notes: '',
      at: pos(37, '| amount'),
    });
    expect(claim?.fields[2]?.type).toEqual({ kind: 'ref', entity: 'Category' });
    expect(claim?.fields[4]).toMatchObject({
      name: 'receipt',
      type: { kind: 'url' },
      required: false,
      notes: 'a link to the scanned receipt',
    });
    expect(claim?.fields[6]?.type).toEqual({ kind: 'state' });
    expect(claim?.list).toEqual({
      noun: 'claims',
      columns: ['title', 'amount', 'category', 'spentOn', 'status'],
      order: 'newest first',
      at: pos(44, 'The list of claims'),
    });
    // The lead-in to its sample records, which follow it: a claim in each state.
    expect(claim?.text).toBe('Sample claims, in each state, of two employees:');
    expect(claim?.samples?.map((s) => [s.id, s.values['owner'], s.values['status']])).toEqual([
      ['c1', 'u1', 'draft'],
      ['c2', 'u1', 'submitted'],
      ['c3', 'u1', 'approved'],
      ['c4', 'u1', 'rejected'],
      ['c5', 'u1', 'paid'],
      ['c6', 'u2', 'submitted'],
      ['c7', 'u2', 'approved'],
      ['c8', 'u2', 'draft'],
    ]);
    expect(claim?.samples?.[2]?.values).toEqual({
      title: 'Team lunch',
      amount: '45.50',
      category: 'food',
      spentOn: '2025-10-02',
      owner: 'u1',
      status: 'approved',
    });
    const category = spec.entities[1];
    expect(category?.samples).toHaveLength(5);
    expect(category?.fields.map((f) => [f.name, f.unique, f.default])).toEqual([
      ['name', true, undefined],
      ['active', false, true],
    ]);
  });

  it('reads the lifecycle: initial draft, five transitions with guards, and its prose', () => {
    expect(spec.lifecycles).toHaveLength(1);
    const claim = spec.lifecycles[0];
    expect(claim?.entity).toBe('Claim');
    expect(claim?.initial).toBe('draft');
    expect(claim?.initialAt).toEqual(pos(80, 'draft.'));
    expect(claim?.transitions.map((t) => `${t.from}-${t.action}->${t.to}`)).toEqual([
      'draft-submit->submitted',
      'submitted-approve->approved',
      'submitted-reject->rejected',
      'rejected-revise->draft',
      'approved-pay->paid',
    ]);
    expect(claim?.transitions[0]?.when).toEqual({
      source: 'record.owner == user.id',
      at: pos(84, 'record.owner'),
    });
    expect(claim?.transitions[4]?.when).toBeUndefined();
    expect(claim?.transitions[4]?.roles).toEqual(['finance']);
    expect(claim?.text).toBe('A paid claim can no longer change.');
  });

  it('reads seven rules with their triggers, escaped pipes unescaped', () => {
    expect(spec.rules.map((r) => r.on)).toEqual([
      'save',
      'save',
      'save',
      'save',
      'save',
      'create',
      'save',
    ]);
    expect(spec.rules.map((r) => r.error)).toEqual([
      'TITLE_LENGTH',
      'AMOUNT_NOT_POSITIVE',
      'CLAIM_LIMIT_EXCEEDED',
      'RECEIPT_REQUIRED',
      'DATE_IN_FUTURE',
      'TOO_MANY_OPEN_CLAIMS',
      'NAME_TAKEN',
    ]);
    expect(spec.rules[3]?.expression.source).toBe(
      'amount <= RECEIPT_THRESHOLD || has(record.receipt)',
    );
    expect(spec.rules[5]?.expression.source).toBe(
      'size(Claim.filter(c, c.owner == user.id && c.status in ["draft", "submitted"])) < MAX_OPEN_CLAIMS',
    );
    expect(spec.rules[0]?.expression.at).toEqual(pos(96, 'size(title)'));
    expect(spec.rules[6]?.entity).toBe('Category');
  });

  it('reads eight permission rows and four users', () => {
    expect(spec.permissions).toHaveLength(8);
    expect(spec.permissions[2]).toMatchObject({
      roles: ['employee'],
      actions: ['update', 'delete'],
      entities: ['Claim'],
    });
    expect(spec.permissions[2]?.when?.source).toBe(
      'record.owner == user.id && record.status == "draft"',
    );
    expect(spec.permissions[7]).toEqual({
      roles: ['admin'],
      actions: ['all'],
      entities: ['all'],
      at: pos(117, '| admin'),
    });
    expect(spec.users.map((u) => [u.id, u.name, u.roles])).toEqual([
      ['u1', 'Ada Employee', ['employee']],
      ['u2', 'Ben Approver', ['employee', 'approver']],
      ['u3', 'Cleo Finance', ['finance']],
      ['u4', 'Dan Admin', ['admin']],
    ]);
  });

  it('reads fifteen calls with their payloads and parsed answers', () => {
    expect(spec.calls).toHaveLength(15);
    expect(spec.calls[0]).toEqual({
      name: 'list claims',
      method: 'GET',
      path: '/api/claims',
      answers: [
        { status: 200, body: { kind: 'payload', payload: { entity: 'Claim', many: true } } },
      ],
      at: pos(132, '| list claims'),
    });
    expect(spec.calls[3]?.sends).toEqual({ entity: 'Claim', many: false });
    expect(spec.calls[3]?.answers.map((a) => [a.status, a.body.kind])).toEqual([
      [200, 'payload'],
      [409, 'error'],
      [422, 'validation'],
    ]);
    expect(spec.calls[4]?.answers).toEqual([
      { status: 204, body: { kind: 'none' } },
      { status: 403, body: { kind: 'error', code: 'NOT_ALLOWED' } },
    ]);
  });

  it('reads twelve error codes and five constants', () => {
    expect(spec.errors).toHaveLength(12);
    expect(spec.errors[0]).toMatchObject({
      code: 'TITLE_LENGTH',
      status: 422,
      message: 'The title must be 3 to {TITLE_MAX} characters long.',
    });
    expect(spec.errors[11]).toEqual({
      code: 'NETWORK',
      message: 'The server did not answer. Try again.',
      at: pos(165, '| NETWORK'),
    });
    expect(spec.constants.map((c) => [c.name, c.value])).toEqual([
      ['MAX_CLAIM_AMOUNT', 5000],
      ['RECEIPT_THRESHOLD', 50],
      ['TITLE_MAX', 80],
      ['MAX_OPEN_CLAIMS', 10],
      ['CALL_TIMEOUT_MS', 10000],
    ]);
  });
});

describe('readMarkdown on the seed (undetermined product)', () => {
  const { spec, diagnostics } = readMarkdown(example('undetermined-product.md'));

  it('gives no errors and nine present sections that say "not shown", with no tables', () => {
    expect(diagnostics).toEqual([]);
    expect(spec.name).toBe('web product of undetermined purpose');
    expect(spec.sections.every((s) => s.present && s.text.includes('not shown'))).toBe(true);
    expect(spec.sections[6]?.text).toMatch(/^The product's own calls to a backend/);
    const elements = [
      spec.audience,
      spec.screens,
      spec.entities,
      spec.lifecycles,
      spec.rules,
      spec.permissions,
      spec.users,
      spec.calls,
      spec.errors,
      spec.constants,
    ];
    expect(elements.map((list) => list.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('readMarkdown on TodoMVC', () => {
  it('reads it without diagnostics', () => {
    const { spec, diagnostics } = readMarkdown(example('todomvc.md'));
    expect(diagnostics).toEqual([]);
    expect(spec.screens.map((s) => s.route)).toEqual(['/', '/active', '/completed']);
    // The filters' names as TodoMVC gives them.
    expect(spec.screens.map((s) => s.title)).toEqual(['All', 'Active', 'Completed']);
    expect(spec.screens[1]?.target?.where?.source).toBe('!completed');
    expect(spec.entities[0]?.list).toMatchObject({
      noun: 'todos',
      columns: ['title'],
      order: 'oldest first',
    });
    // What its lists do besides listing: point 2's list behaviours.
    const read = spec.behaviours.map((b) => readBehaviour(b).behaviour);
    expect(read.map((b) => [b.behaviour, b.field ?? b.where?.source ?? ''])).toEqual([
      ['add', 'title'],
      ['toggle', 'completed'],
      ['edit', 'title'],
      ['delete', ''],
      ['toggle all', 'completed'],
      ['count', '!completed'],
      ['delete all', 'completed'],
    ]);
    expect(read[2]?.options).toEqual(['trimmed', 'empty deletes']);
    expect(spec.rules[1]?.expression.source).toBe('!title.startsWith(" ") && !title.endsWith(" ")');
    expect(spec.sections[6]?.text).toMatch(/^None: the product keeps its todos/);
  });
});
