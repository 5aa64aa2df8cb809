import { describe, expect, it } from 'vitest';
import { decodeRecord, decodeRecordList, versionOf } from './decodeRecord.ts';
import { expenseClaims, NOW, wireClaim } from './calls.testing.ts';

const claim = expenseClaims().entities.find((e) => e.name === 'Claim')!;
const now = NOW.toISOString();

describe('decodeRecord', () => {
  it('reads the fields, and keeps aside a value of the wrong type', () => {
    const record = decodeRecord(
      claim,
      { ...wireClaim('c1', { amount: '12.5', spentOn: { day: 1 }, receipt: null }), extra: 1 },
      { now },
    );
    expect(record).toEqual({
      entity: 'Claim',
      id: 'c1',
      values: { title: 'Claim c1', amount: 12.5, category: 'k1', owner: 'u1', status: 'draft' },
      aside: {
        spentOn: {
          value: { day: 1 },
          reason: 'the server answered a value that is not a date',
          since: now,
        },
      },
      version: 0,
      createdAt: '',
      updatedAt: '',
    });
  });

  it('reads a number id as text, takes the fallback id, and gives up on no object', () => {
    expect(decodeRecord(claim, { id: 7 }, { now })?.id).toBe('7');
    expect(decodeRecord(claim, { title: 'x' }, { now, fallbackId: 'c2' })?.id).toBe('c2');
    expect(decodeRecord(claim, { title: 'x' }, { now })).toBeUndefined();
    expect(decodeRecord(claim, [wireClaim('c1')], { now })).toBeUndefined();
  });

  it('reads the metadata header, written as is or percent-encoded', () => {
    const meta = { version: 2, createdAt: 'a', updatedAt: 'b', history: [{ bad: 1 }], aside: {} };
    for (const header of [JSON.stringify(meta), encodeURIComponent(JSON.stringify(meta))]) {
      const headers = new Headers({ 'x-specrun-record': header });
      expect(decodeRecord(claim, wireClaim('c1'), { now, headers })).toMatchObject({
        version: 2,
        createdAt: 'a',
        updatedAt: 'b',
        history: [],
      });
    }
    const broken = new Headers({ 'x-specrun-record': '{nope' });
    expect(decodeRecord(claim, wireClaim('c1'), { now, headers: broken })?.version).toBe(0);
  });
});

describe('decodeRecordList', () => {
  it('reads an array, or an object holding one, leaving out items without an id', () => {
    expect(decodeRecordList(claim, [wireClaim('a'), { title: 'no id' }, 3], now)).toMatchObject({
      records: [{ id: 'a' }],
      skipped: 2,
    });
    expect(
      decodeRecordList(claim, { items: [wireClaim('a')], total: 1 }, now).records,
    ).toHaveLength(1);
    expect(decodeRecordList(claim, 'nothing', now)).toEqual({ records: [], skipped: 0 });
  });
});

describe('versionOf', () => {
  it('reads strong and weak ETags', () => {
    expect(versionOf('"3"')).toBe(3);
    expect(versionOf('W/"12"')).toBe(12);
    expect(versionOf('5')).toBe(5);
    expect(versionOf('"abc"')).toBeUndefined();
    expect(versionOf(null)).toBeUndefined();
  });
});
