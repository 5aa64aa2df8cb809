import { mapCalls, readMarkdown, type CallBinding } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { contractViolations, MAX_VIOLATIONS } from './contractViolations.ts';
import { expenseClaims, wireClaim } from './calls.testing.ts';

const spec = expenseClaims();
const map = mapCalls(spec);
const call = (name: string): CallBinding => map.bindings.find((b) => b.call.name === name)!;

describe('contractViolations', () => {
  it('passes answers that match the spec', () => {
    expect(contractViolations(call('list claims'), spec, 200, [wireClaim('c1')])).toEqual([]);
    expect(contractViolations(call('read claim'), spec, 200, wireClaim('c1'))).toEqual([]);
    expect(contractViolations(call('delete claim'), spec, 204, undefined)).toEqual([]);
    expect(
      contractViolations(call('read claim'), spec, 404, {
        errors: [{ code: 'NOT_FOUND', message: '' }],
      }),
    ).toEqual([]);
    expect(
      contractViolations(call('create claim'), spec, 422, {
        errors: [{ code: 'TITLE_LENGTH', message: '', field: 'title' }, { code: 'REQUIRED' }],
      }),
    ).toEqual([]);
  });

  it('flags a status the call does not list', () => {
    expect(
      contractViolations(call('list claims'), spec, 500, { errors: [{ code: 'NETWORK' }] }),
    ).toEqual(['list claims does not list status 500 (it lists 200)']);
    expect(
      contractViolations(call('read claim'), spec, 200, wireClaim('c1'), { answerAssumed: true }),
    ).toEqual([]);
  });

  it('takes a status the prose of point 7 names for every call as listed', () => {
    expect(
      contractViolations(call('list claims'), spec, 401, { errors: [{ code: 'UNAUTHENTICATED' }] }),
    ).toEqual([]);
  });

  it('flags a list that is not an array, and checks its records all the same', () => {
    expect(
      contractViolations(call('list claims'), spec, 200, {
        items: [wireClaim('c1', { amount: 'x' })],
      }),
    ).toEqual([
      'list claims answers Claim[], but the body is not an array',
      'Claim c1: amount is "x", not an amount of money (EUR)',
    ]);
    expect(contractViolations(call('list claims'), spec, 200, 'hello')).toEqual([
      'list claims answers Claim[], but the body is not an array',
    ]);
  });

  it('flags records without an id, without required fields, or with values of the wrong type', () => {
    const { title: _title, ...untitled } = wireClaim('c2');
    expect(
      contractViolations(call('list claims'), spec, 200, [
        { ...wireClaim('c1'), id: undefined },
        untitled,
        wireClaim('c3', { spentOn: '22/11/2026', status: 7, receipt: 'not a url' }),
        'c4',
      ]),
    ).toEqual([
      'Claim #1 has no id',
      'Claim c2 lacks the required field title',
      'Claim c3: spentOn is "22/11/2026", not a date',
      'Claim c3: receipt is "not a url", not a url',
      'Claim c3: status is 7, not a state',
      'Claim #4 is not an object but "c4"',
    ]);
  });

  it('flags a body where none is listed, and none where one is', () => {
    expect(contractViolations(call('delete claim'), spec, 204, { ok: true })).toEqual([
      'delete claim answers 204 with a body; the spec lists none',
    ]);
    expect(contractViolations(call('read claim'), spec, 200, undefined)).toEqual([
      'read claim answers 200 without a body; the spec lists Claim',
    ]);
  });

  it('flags error codes outside the catalogue, or not listed for the status', () => {
    expect(
      contractViolations(call('submit claim'), spec, 409, {
        errors: [{ code: 'CONFLICT' }, { code: 'OOPS' }, { message: 'no code' }],
      }),
    ).toEqual([
      'the error body is not {"errors": [{"code": …, "message": …}]}',
      'submit claim answers 409 with WRONG_STATE, not CONFLICT',
      'error code OOPS is not in the catalogue',
      'submit claim answers 409 with WRONG_STATE, not OOPS',
    ]);
    expect(
      contractViolations(call('create claim'), spec, 422, { errors: [{ code: 'NAME_TAKEN' }] }),
    ).toEqual([expect.stringContaining('not NAME_TAKEN')]);
  });

  it('checks an answer the call does not list against its payload', () => {
    expect(
      contractViolations(call('create claim'), spec, 200, wireClaim('c1', { owner: 3 })),
    ).toEqual([
      'create claim does not list status 200 (it lists 201, 422)',
      'Claim c1: owner is 3, not a reference to User',
    ]);
  });

  it('lists at most MAX_VIOLATIONS and counts the rest', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}` }));
    const found = contractViolations(call('list claims'), spec, 200, items);
    expect(found).toHaveLength(MAX_VIOLATIONS + 1);
    expect(found.at(-1)).toBe(`… and ${30 * 6 - MAX_VIOLATIONS} more violations`);
  });

  it('says when a call lists no answers', () => {
    const bare = readMarkdown(`# Specification: X

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | text | no | |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| list notes | GET | /notes | | |
`).spec;
    expect(contractViolations(mapCalls(bare).bindings[0]!, bare, 200, [])).toEqual([
      'list notes does not list status 200; it lists no answers',
    ]);
  });
});
