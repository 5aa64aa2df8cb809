import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Spec } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { describeReferring, readReferringRecords, referringRecords } from './referringRecords.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [f('title', { kind: 'text' }), f('category', { kind: 'ref', entity: 'Category' })],
};
const category: Entity = {
  name: 'Category',
  text: '',
  fields: [
    f('name', { kind: 'text' }),
    f('parents', { kind: 'list', of: { kind: 'ref', entity: 'Category' } }),
  ],
};
const spec: Spec = { ...emptySpec('Claims'), entities: [claim, category] };
const rec = (entity: string, id: string, values: StoredRecord['values']): StoredRecord => ({
  entity,
  id,
  values,
  aside: {},
  version: 1,
  createdAt: '',
  updatedAt: '',
});

describe('referringRecords', () => {
  it('groups the records pointing here by field, ordered by label, lists included', () => {
    const groups = referringRecords(spec, 'Category', 'k1', {
      Claim: [
        rec('Claim', 'c1', { title: 'Taxi', category: 'k1' }),
        rec('Claim', 'c2', { title: 'Hotel', category: 'k2' }),
        rec('Claim', 'c3', { title: 'Bus', category: 'k1' }),
      ],
      Category: [
        rec('Category', 'k1', { name: 'Travel', parents: ['k1'] }),
        rec('Category', 'k3', { name: 'Trains', parents: ['k2', 'k1'] }),
      ],
    });
    expect(groups.map((g) => [g.entity.name, g.field.name, g.records.map((r) => r.id)])).toEqual([
      ['Claim', 'category', ['c3', 'c1']],
      ['Category', 'parents', ['k3']],
    ]);
  });

  it('gives an empty group for a referring field when nothing points here', () => {
    const groups = referringRecords(spec, 'Category', 'k9', {});
    expect(groups.map((g) => g.records.length)).toEqual([0, 0]);
  });

  it('reads the referring entities from a source, each once', async () => {
    const asked: string[] = [];
    const source = {
      list: (entity: string) => {
        asked.push(entity);
        return Promise.resolve(
          entity === 'Claim' ? [rec('Claim', 'c1', { title: 'Taxi', category: 'k1' })] : [],
        );
      },
    };
    const groups = await readReferringRecords(source, spec, 'Category', 'k1');
    expect(asked).toEqual(['Claim', 'Category']);
    expect(groups[0]?.records.map((r) => r.id)).toEqual(['c1']);
  });
});

// Regression: deleting a project that tasks pointed at asked to confirm without a word of them.
describe('describeReferring', () => {
  const group = (entity: Entity, field: string, ids: string[]) => ({
    entity,
    field: entity.fields.find((x) => x.name === field)!,
    records: ids.map((id) => rec(entity.name, id, {})),
  });

  it('says how many records of which entities point here and what becomes of them', () => {
    expect(describeReferring(category, [group(claim, 'category', ['c1', 'c2'])])).toBe(
      '2 claims point at this category: they will keep its id and show it as missing.',
    );
    expect(
      describeReferring(category, [
        group(claim, 'category', ['c1']),
        group(category, 'parents', ['k3', 'k4']),
      ]),
    ).toBe(
      '1 claim and 2 categories point at this category: they will keep its id and show it as missing.',
    );
  });

  it('speaks of one record in the singular, and says nothing when none points here', () => {
    expect(describeReferring(category, [group(claim, 'category', ['c1'])])).toBe(
      '1 claim points at this category: it will keep its id and show it as missing.',
    );
    expect(describeReferring(category, [group(claim, 'category', [])])).toBeUndefined();
  });
});
