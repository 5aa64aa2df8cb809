import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { buildRow, recognizeTable, TABLE_KINDS, type Row, type TableKind } from './rows.ts';

/** A row on line 5 whose cells start at columns 3, 20, 40…, as a Markdown row would. */
function row(cells: Record<string, string>): Row {
  const entries = Object.entries(cells).map(([column, text], i) => [
    column,
    { text, at: { line: 5, column: 3 + 20 * i } },
  ]);
  return { cells: Object.fromEntries(entries), at: { line: 5, column: 1 } };
}

function build<K extends TableKind>(kind: K, cells: Record<string, string>) {
  const diagnostics: Diagnostic[] = [];
  const element = buildRow(kind, row(cells), [kind, 0], diagnostics);
  return {
    element,
    diagnostics,
    codes: diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`),
  };
}

describe('recognizeTable', () => {
  it("recognises every kind by the reference spec's headers", () => {
    for (const [kind, info] of Object.entries(TABLE_KINDS)) {
      expect(recognizeTable([...info.columns])).toEqual({ kind, columns: [...info.columns] });
    }
  });

  it('ignores case, spaces and emphasis, and reads aliases', () => {
    expect(recognizeTable(['Audience', 'Does'])).toEqual({
      kind: 'audience',
      columns: ['audience', 'what they do with it'],
    });
    expect(recognizeTable([' **Field** ', 'TYPE'])).toEqual({
      kind: 'fields',
      columns: ['field', 'type'],
    });
    expect(recognizeTable(['name', 'type', 'description'])).toEqual({
      kind: 'fields',
      columns: ['field', 'type', 'notes'],
    });
    expect(recognizeTable(['call', 'verb', 'path', 'returns'])?.columns).toEqual([
      'call',
      'method',
      'path',
      'answers',
    ]);
  });

  it('needs the required columns and marks unknown or repeated ones', () => {
    expect(recognizeTable(['field', 'required'])).toBeUndefined();
    expect(recognizeTable(['a', 'b'])).toBeUndefined();
    expect(recognizeTable([])).toBeUndefined();
    expect(recognizeTable(['name', 'value', 'colour', 'name'])).toEqual({
      kind: 'constants',
      columns: ['name', 'value', undefined, undefined],
    });
  });

  it('tells tables with overlapping words apart', () => {
    expect(recognizeTable(['user', 'name', 'roles'])?.kind).toBe('users');
    expect(recognizeTable(['role', 'may', 'on', 'when'])?.kind).toBe('permissions');
    expect(recognizeTable(['entity', 'rule', 'on', 'error'])?.kind).toBe('rules');
    expect(recognizeTable(['code', 'status', 'message'])?.kind).toBe('errors');
  });
});

describe('buildRow', () => {
  it('builds a field, reading type, required and notes', () => {
    const { element, diagnostics } = build('fields', {
      field: ' amount ',
      type: 'money eur',
      required: 'yes',
      notes: 'unique, default 5',
    });
    expect(diagnostics).toEqual([]);
    expect(element).toEqual({
      name: 'amount',
      type: { kind: 'money', currency: 'EUR' },
      required: true,
      unique: true,
      default: 5,
      notes: 'unique, default 5',
      at: { line: 5, column: 1 },
    });
  });

  it('keeps a field with an unreadable type or required cell, reporting each at its cell', () => {
    const { element, codes, diagnostics } = build('fields', {
      field: 'colour',
      type: 'colour',
      required: 'maybe',
    });
    expect(element).toMatchObject({
      name: 'colour',
      type: { kind: 'unknown', text: 'colour' },
      required: false,
    });
    expect(codes).toEqual(['unknown-field-type 5:23', 'invalid-required 5:43']);
    expect(diagnostics[0]?.path).toEqual(['fields', 0]);
    expect(diagnostics[0]?.severity).toBe('error');
  });

  it('drops a row whose name is empty, reporting the missing cell', () => {
    expect(build('fields', { field: '', type: 'text' })).toMatchObject({
      element: undefined,
      codes: ['missing-cell 5:3'],
    });
    expect(build('fields', { type: 'text' })).toMatchObject({
      element: undefined,
      codes: ['missing-cell 5:1'],
    });
    expect(build('constants', { name: 'MAX', value: ' ' })).toMatchObject({
      element: undefined,
      codes: ['missing-cell 5:23'],
    });
  });

  it('reports names that are not names', () => {
    expect(build('fields', { field: 'spent on', type: 'date' }).codes).toEqual([
      'invalid-name 5:3',
    ]);
    expect(build('errors', { code: 'not_found', message: 'x' }).codes).toEqual([
      'invalid-name 5:3',
    ]);
    expect(
      build('permissions', { role: 'employee, head-of-team', may: 'read', on: 'Claim' }).codes,
    ).toEqual(['invalid-name 5:13']);
    expect(build('transitions', { from: 'draft', action: 'send back!', to: 'open' }).codes).toEqual(
      ['invalid-name 5:23'],
    );
    expect(build('transitions', { from: 'draft', action: '2 back', to: 'open' }).codes).toEqual([
      'invalid-name 5:23',
    ]);
    // References are left to the checker, which knows what they should name.
    expect(
      build('transitions', { from: 'a', action: 'go', to: 'b', roles: 'head of team' }).codes,
    ).toEqual([]);
    expect(
      build('rules', { entity: 'Expense claim', rule: 'x', on: 'on save', error: 'bad code' })
        .codes,
    ).toEqual([]);
  });

  it('reads actions and roles written as words, natural names', () => {
    expect(
      build('permissions', { role: 'employee, head of team', may: 'read', on: 'Claim' }).codes,
    ).toEqual([]);
    const { element, codes } = build('transitions', {
      from: 'draft',
      action: 'send back',
      to: 'open',
    });
    expect(codes).toEqual([]);
    expect(element).toMatchObject({ action: 'send back' });
    // Two spaces, or a name with an `and` in it, would not read back as one name in a list.
    expect(build('transitions', { from: 'a', action: 'send  back', to: 'b' }).codes).toEqual([
      'invalid-name 5:23',
    ]);
  });

  it('builds a screen with its target and the exact place of its filter', () => {
    const { element, diagnostics } = build('screens', {
      route: '/open',
      screen: 'list',
      shows: 'Claim where status == "open"',
      roles: 'employee and approver',
    });
    expect(diagnostics).toEqual([]);
    expect(element).toEqual({
      route: '/open',
      kind: 'list',
      shows: 'Claim where status == "open"',
      target: {
        entity: 'Claim',
        where: { source: 'status == "open"', at: { line: 5, column: 55 } },
      },
      roles: ['employee', 'approver'],
      at: { line: 5, column: 1 },
    });
    expect(build('screens', { route: 'claims', screen: 'list' }).element?.route).toBe('claims');
  });

  it('builds transitions and rules with positioned expressions', () => {
    const transition = build('transitions', {
      from: 'draft',
      action: 'submit',
      to: 'submitted',
      roles: '',
      when: 'record.owner == user.id',
    });
    expect(transition.element).toMatchObject({
      roles: [],
      when: { source: 'record.owner == user.id', at: { line: 5, column: 83 } },
    });
    const rule = build('rules', { entity: 'Claim', rule: 'amount > 0', on: '', error: 'AMOUNT' });
    expect(rule.element).toMatchObject({
      on: 'save',
      expression: { source: 'amount > 0', at: { line: 5, column: 23 } },
    });
    expect(build('rules', { entity: 'Claim', rule: 'amount > 0', error: '' })).toMatchObject({
      element: undefined,
      codes: ['missing-cell 5:43'],
    });
  });

  it('builds permissions, requiring who, what and on what', () => {
    expect(
      build('permissions', { role: 'employee', may: 'update, delete', on: 'Claim' }).element,
    ).toEqual({
      roles: ['employee'],
      actions: ['update', 'delete'],
      entities: ['Claim'],
      at: { line: 5, column: 1 },
    });
    expect(build('permissions', { role: 'employee', may: ', ', on: 'Claim' })).toMatchObject({
      element: undefined,
      codes: ['missing-cell 5:23'],
    });
  });

  it('builds calls, reporting bad methods, paths, payloads and each bad answer at its place', () => {
    const good = build('calls', {
      call: 'create claim',
      method: 'POST',
      path: '/api/claims',
      sends: 'Claim',
      answers: '201 Claim; 422 validation errors',
    });
    expect(good.diagnostics).toEqual([]);
    expect(good.element).toMatchObject({
      sends: { entity: 'Claim', many: false },
      answers: [{ status: 201 }, { status: 422, body: { kind: 'validation' } }],
    });
    const bad = build('calls', {
      call: 'x',
      method: 'FETCH',
      path: 'api',
      sends: 'a claim',
      answers: '200 Claim;  ok; 404 not found',
    });
    expect(bad.codes).toEqual([
      'bad-method 5:23',
      'bad-path 5:43',
      'bad-answer 5:95',
      'bad-answer 5:99',
      'bad-payload 5:63',
    ]);
    expect(bad.element).toMatchObject({ method: 'FETCH', answers: [{ status: 200 }] });
  });

  // Regression: 'Call "x" sends "a claim" is not an entity …' and 'after 201, "a claim" is not an
  // entity or list of one (Claim, Claim[]), an ERROR_CODE …' did not read as sentences.
  it('says in a sentence what is wrong with a payload that is sent or answered', () => {
    const bad = build('calls', {
      call: 'x',
      method: 'POST',
      path: '/api',
      sends: 'a claim',
      answers: '201 a claim',
    });
    expect(bad.diagnostics.map((d) => d.message)).toEqual([
      'An answer cannot be read: after 201, "a claim" is not an entity or list of one (Claim, Claim[]), nor an ERROR_CODE or "validation errors".',
      'What call "x" sends cannot be read: "a claim" is not an entity or list of one (Claim, Claim[]).',
    ]);
  });

  it('builds errors, reading the status when there is one', () => {
    expect(build('errors', { code: 'NETWORK', status: '', message: 'No answer.' }).element).toEqual(
      { code: 'NETWORK', message: 'No answer.', at: { line: 5, column: 1 } },
    );
    const bad = build('errors', { code: 'GONE', status: '4o4', message: '' });
    expect(bad.codes).toEqual(['bad-status 5:23']);
    expect(bad.element).toEqual({ code: 'GONE', message: '', at: { line: 5, column: 1 } });
  });

  it('builds constants, users and audience rows', () => {
    expect(
      build('constants', { name: 'LIMIT', value: '"50"', meaning: 'a limit' }).element,
    ).toMatchObject({ value: '50' });
    expect(build('constants', { name: 'ON', value: 'true' }).element).toMatchObject({
      value: true,
      meaning: '',
    });
    expect(
      build('users', { user: 'u2', name: 'Ben', roles: 'employee, approver' }).element,
    ).toMatchObject({ id: 'u2', roles: ['employee', 'approver'] });
    expect(build('audience', { audience: 'Finance' }).element).toEqual({
      name: 'Finance',
      does: '',
      at: { line: 5, column: 1 },
    });
  });

  it('gives a cell with leading spaces or line breaks the position of its text', () => {
    const diagnostics: Diagnostic[] = [];
    const element = buildRow(
      'rules',
      {
        cells: {
          entity: { text: 'Claim', at: { line: 2, column: 9 } },
          rule: { text: '\n  amount > 0', at: { line: 3, column: 9 } },
          error: { text: 'E', at: { line: 6, column: 9 } },
        },
        at: { line: 2, column: 3 },
      },
      [],
      diagnostics,
    );
    expect(element?.expression.at).toEqual({ line: 4, column: 3 });
  });
});
