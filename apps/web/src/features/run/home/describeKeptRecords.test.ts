import { describe, expect, it } from 'vitest';
import { describeKeptRecords } from './describeKeptRecords.ts';

describe('describeKeptRecords', () => {
  it('names each entity the spec no longer has with the count of its kept records', () => {
    expect(
      describeKeptRecords([
        { entity: 'Category', count: 3 },
        { entity: 'Tag', count: 1 },
        { entity: 'Empty', count: 0 },
      ]),
    ).toEqual([
      '3 records of Category, an entity this spec no longer has, are kept on this device: Export all data includes them.',
      '1 record of Tag, an entity this spec no longer has, is kept on this device: Export all data includes it.',
    ]);
  });

  it('says nothing when every stored entity is in the spec', () => {
    expect(describeKeptRecords([])).toEqual([]);
  });
});
