import { describe, expect, it } from 'vitest';
import { readSpec, type Entity, type FieldType } from '@specrun/model';
import { MockBackend } from '../backend/MockBackend.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import { readInput } from '../forms/formInputs.ts';
import { importRecordsCsv, importRecordsJson } from '../import-export/importRecords.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { isFieldValue, parseFieldValue } from './fieldKinds.ts';
import { isWholeDecimal } from './isExactInteger.ts';

// Regression: an integer past 2^53 was stored as another one (99999999999999999999 as
// 100000000000000000000, 9007199254740993 as …992), and 1e21 was taken as an integer.

const INTEGER: FieldType = { kind: 'integer' };
const MAX = Number.MAX_SAFE_INTEGER; // 2^53 - 1

/** Texts of integers an integer field cannot keep exactly, and of numbers that only round to one. */
const REFUSED = [
  '9007199254740992', // 2^53, which 2^53 + 1 also reads as
  '9007199254740993',
  '-9007199254740992',
  '-9007199254740993',
  '99999999999999999999',
  '1e21',
  '9007199254740990.6',
  '1e-400',
];

const STOCK = `# Specification: Stock

## 3. Entities and their fields

### Item

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| count | integer | no | |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| clerk | all | Item | |

Sample users:

| user | name | roles |
| --- | --- | --- |
| u1 | Ada | clerk |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create item | POST | /api/items | Item | 201 Item; 422 validation errors |
`;

const spec = readSpec(STOCK).spec;
const item = spec.entities[0] as Entity;
const context = { entity: item, now: '2026-11-22T10:00:00.000Z', newId: () => 'new' };

describe('integers an integer field keeps exactly', () => {
  it('are those from -(2^53 - 1) to 2^53 - 1, as values and as text', () => {
    for (const n of [MAX, -MAX, 0, 1e3]) {
      expect(isFieldValue(n, INTEGER)).toBe(true);
      expect(parseFieldValue(String(n), INTEGER)).toBe(n);
    }
    for (const n of [2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e21, 1e20])
      expect(isFieldValue(n, INTEGER)).toBe(false);
    for (const text of REFUSED) expect(parseFieldValue(text, INTEGER), text).toBeUndefined();
    expect(parseFieldValue('12.0', INTEGER)).toBe(12);
    expect(parseFieldValue('1.5e1', INTEGER)).toBe(15);
    expect(parseFieldValue(' -9007199254740991 ', INTEGER)).toBe(-MAX);
  });

  it('tells a whole decimal from one with a fraction, wherever the exponent puts the point', () => {
    for (const text of ['12', '-0', '12.000', '1.5e1', '150e-1', '0.0e-5', '1e21'])
      expect(isWholeDecimal(text), text).toBe(true);
    for (const text of ['12.5', '1e-1', '1.25e1', '9007199254740990.6', '1e-400', 'x'])
      expect(isWholeDecimal(text), text).toBe(false);
  });

  it('refuses the others in a form', () => {
    expect(readInput('9007199254740991', INTEGER)).toEqual({ status: 'value', value: MAX });
    for (const text of REFUSED)
      expect(readInput(text, INTEGER), text).toEqual({ status: 'invalid' });
  });

  it('refuses the others in a CSV and a JSON import, with INVALID_VALUE on their row', () => {
    const csv = `name,count\nA,9007199254740991\nB,9007199254740993\nC,1e21\nD,-9007199254740992\n`;
    const read = importRecordsCsv(csv, context);
    expect(!read.ok && read.problems).toEqual([
      {
        row: 3,
        field: 'count',
        message: '"9007199254740993" is not an integer value. (INVALID_VALUE)',
      },
      { row: 4, field: 'count', message: '"1e21" is not an integer value. (INVALID_VALUE)' },
      {
        row: 5,
        field: 'count',
        message: '"-9007199254740992" is not an integer value. (INVALID_VALUE)',
      },
    ]);
    const json = importRecordsJson('[{"name": "A", "count": 99999999999999999999}]', context);
    expect(!json.ok && json.problems[0]).toMatchObject({ row: 1, field: 'count' });
    expect(!json.ok && json.problems[0]?.message).toMatch(/\(INVALID_VALUE\)$/);
  });

  it('refuses the others in a call, 422 INVALID_VALUE', async () => {
    const backend = new MockBackend({
      spec,
      store: new MemoryRecordStore(),
      now: () => new Date('2026-11-22T10:00:00.000Z'),
      newId: () => 'i1',
    });
    const create = (body: string) =>
      backend.handle(
        new Request('http://mock.test/api/items', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [USER_HEADER]: 'u1' },
          body,
        }),
      );
    for (const count of ['9007199254740993', '-9007199254740993', '1e21', '"9007199254740993"']) {
      const refused = await create(`{"name": "A", "count": ${count}}`);
      expect(refused.status, count).toBe(422);
      const { errors } = (await refused.json()) as { errors: { code: string }[] };
      expect(errors.map((e) => e.code)).toEqual(['INVALID_VALUE']);
    }
    const created = await create('{"name": "A", "count": 9007199254740991}');
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ count: MAX });
    backend.close();
  });
});
