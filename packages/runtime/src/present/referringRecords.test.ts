import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Field, type Spec } from '@specrun/spec';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { referringRecords } from './referringRecords.ts';

const f = (name: string, type: Field['type']): Field => ({
  name,
  type,
  required: false,
  unique: false,
  notes: '',
});
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
});
