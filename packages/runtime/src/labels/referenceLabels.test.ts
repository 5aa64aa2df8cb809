import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Spec } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import {
  buildLabelIndex,
  cellText,
  isLoaded,
  referenceLabel,
  referenceTarget,
  referenceText,
} from './referenceLabels.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('category', { kind: 'ref', entity: 'Category' }),
    f('tags', { kind: 'list', of: { kind: 'ref', entity: 'Category' } }),
    f('owner', { kind: 'ref', entity: 'User' }),
    f('amount', { kind: 'money', currency: 'EUR' }),
  ],
};
const category: Entity = { name: 'Category', text: '', fields: [f('name', { kind: 'text' })] };
const spec: Spec = {
  ...emptySpec('Claims'),
  entities: [claim, category],
  users: [{ id: 'u1', name: 'Ada Employee', roles: ['employee'] }],
};
const rec = (entity: string, id: string, values: StoredRecord['values']): StoredRecord => ({
  entity,
  id,
  values,
  aside: {},
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('reference labels', () => {
  it('finds what a field refers to, also inside a list', () => {
    expect(referenceTarget({ kind: 'ref', entity: 'Category' })).toBe('Category');
    expect(referenceTarget({ kind: 'list', of: { kind: 'ref', entity: 'Tag' } })).toBe('Tag');
    expect(referenceTarget({ kind: 'text' })).toBeUndefined();
  });

  it("indexes records by their label and the spec's users by their name", () => {
    const labels = buildLabelIndex(spec, {
      Category: [rec('Category', 'k1', { name: 'Travel' }), rec('Category', 'k2', {})],
    });
    expect(referenceLabel(labels, 'Category', 'k1')).toBe('Travel');
    expect(referenceLabel(labels, 'Category', 'k2')).toBe('k2');
    expect(referenceLabel(labels, 'User', 'u1')).toBe('Ada Employee');
    expect(referenceLabel(labels, 'Category', 'gone')).toBeUndefined();
  });

  it('shows references by label, an unknown one by its id, and other values as displayValue', () => {
    const labels = buildLabelIndex(spec, { Category: [rec('Category', 'k1', { name: 'Travel' })] });
    const [, categoryField, tagsField, ownerField, amountField] = claim.fields;
    expect(cellText('k1', categoryField!, labels)).toBe('Travel');
    expect(cellText('gone', categoryField!, labels)).toBe('gone');
    expect(cellText(['k1', 'gone'], tagsField!, labels)).toBe('Travel, gone');
    expect(cellText('u1', ownerField!, labels)).toBe('Ada Employee');
    expect(cellText('k1', categoryField!)).toBe('k1');
    expect(cellText(12, amountField!, labels)).toBe('12.00 EUR');
    expect(cellText(undefined, categoryField!, labels)).toBe('');
  });

  it('marks the references of an entity that could not be read as not loaded', () => {
    const labels = buildLabelIndex(spec, {}, spec.users, ['Category']);
    const [, categoryField, tagsField, ownerField] = claim.fields;
    expect(isLoaded(labels, 'Category')).toBe(false);
    expect(isLoaded(labels, 'User')).toBe(true);
    expect(referenceLabel(labels, 'Category', 'k1')).toBeUndefined();
    expect(referenceText(labels, 'Category', 'k1')).toBe('k1 (not loaded)');
    expect(cellText(['k1', 'k2'], tagsField!, labels)).toBe('k1 (not loaded), k2 (not loaded)');
    expect(cellText('k1', categoryField!, labels)).toBe('k1 (not loaded)');
    expect(cellText('u1', ownerField!, labels)).toBe('Ada Employee');
    // An entity the index was not asked about is not said to have failed.
    expect(isLoaded(buildLabelIndex(spec, {}), 'Category')).toBe(true);
    expect(referenceText(buildLabelIndex(spec, {}), 'Category', 'k1')).toBe('k1');
  });
});
