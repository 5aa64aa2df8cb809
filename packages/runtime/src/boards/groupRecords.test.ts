import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { groupRecords } from './groupRecords.ts';

function taskRecord(id: string, values: StoredRecord['values'], createdAt = id): StoredRecord {
  return { entity: 'Task', id, values, aside: {}, version: 1, createdAt, updatedAt: createdAt };
}

const ids = (groups: ReturnType<typeof groupRecords>) =>
  groups.map((g) => [g.value ?? '(none)', g.records.map((r) => r.id).join(' ')]);

describe('groupRecords', () => {
  it('gives every listed value a group, in order, even an empty one', () => {
    const records = [
      taskRecord('a', { status: 'done' }),
      taskRecord('b', { status: 'todo' }),
      taskRecord('c', { status: 'done' }),
    ];
    expect(ids(groupRecords(records, 'status', ['todo', 'doing', 'done']))).toEqual([
      ['todo', 'b'],
      ['doing', ''],
      ['done', 'a c'],
    ]);
  });

  it('puts values the list lacks after it, alphabetically, and records without a value last', () => {
    const records = [
      taskRecord('a', { status: 'zombie' }),
      taskRecord('b', {}),
      taskRecord('c', { status: 'archived' }),
      taskRecord('d', { status: '' }),
      taskRecord('e', { status: 'todo' }),
    ];
    const groups = groupRecords(records, 'status', ['todo']);
    expect(ids(groups)).toEqual([
      ['todo', 'e'],
      ['archived', 'c'],
      ['zombie', 'a'],
      ['(none)', 'b d'],
    ]);
    expect(groups.map((g) => g.listed)).toEqual([true, false, false, false]);
  });

  it('has no group for records without a value when every record has one', () => {
    const groups = groupRecords([taskRecord('a', { status: 'todo' })], 'status', ['todo']);
    expect(groups.map((g) => g.value)).toEqual(['todo']);
  });

  it('keeps every record exactly once, whatever the values', () => {
    const values = [undefined, '', 'x', 'y', true, 3, ['p', 'q'], []] as const;
    const records = values.map((value, i) =>
      taskRecord(String(i), value === undefined ? {} : { status: value as never }),
    );
    const groups = groupRecords(records, 'status', ['y', 'y', 'x']);
    const all = groups.flatMap((g) => g.records.map((r) => r.id)).sort();
    expect(all).toEqual(records.map((r) => r.id).sort());
    expect(groups.map((g) => g.value)).toEqual(['y', 'x', '3', 'p, q', 'true', undefined]);
  });
});

describe('groupRecords on random records', () => {
  it('keeps each record once, listed values first and in order, records without a value last', () => {
    const value = fc.option(fc.constantFrom('a', 'b', 'c', 'd', ''), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(value),
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c')),
        (values, listed) => {
          const records = values.map((v, i) =>
            taskRecord(String(i), v === undefined ? {} : { status: v }),
          );
          const groups = groupRecords(records, 'status', listed);
          const seen = groups.flatMap((g) => g.records.map((r) => r.id));
          expect(seen.sort()).toEqual(records.map((r) => r.id).sort());
          expect(groups.slice(0, listed.length).map((g) => g.value)).toEqual(listed);
          const none = groups.findIndex((g) => g.value === undefined);
          expect(none === -1 || none === groups.length - 1).toBe(true);
          for (const g of groups)
            for (const r of g.records) expect(r.values.status || undefined).toBe(g.value);
        },
      ),
    );
  });
});
