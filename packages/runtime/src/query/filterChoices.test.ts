import { describe, expect, it } from 'vitest';
import { emptySpec, type Spec } from '@specrun/model';
import { buildLabelIndex } from '../labels/referenceLabels.ts';
import { statesOf } from '../lifecycle/statesOf.ts';
import { filterChoices } from './filterChoices.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const spec: Spec = {
  ...emptySpec('Claims'),
  lifecycles: [
    {
      entity: 'Claim',
      initial: 'draft',
      text: '',
      transitions: [
        { from: 'draft', action: 'submit', to: 'submitted', roles: [] },
        { from: 'submitted', action: 'approve', to: 'approved', roles: [] },
        { from: 'submitted', action: 'reject', to: 'draft', roles: [] },
      ],
    },
  ],
  users: [
    { id: 'u2', name: 'Ben', roles: [] },
    { id: 'u1', name: 'Ada', roles: [] },
  ],
};

describe('filterChoices', () => {
  it("lists a lifecycle's states once each, the initial one first", () => {
    expect(statesOf(spec, 'Claim')).toEqual(['draft', 'submitted', 'approved']);
    expect(statesOf(spec, 'Other')).toEqual([]);
  });

  it('offers enum values, states, yes and no, and referenced records by label', () => {
    expect(filterChoices(spec, 'Claim', f('size', { kind: 'enum', values: ['s', 'm'] }))).toEqual([
      { value: 's', label: 's' },
      { value: 'm', label: 'm' },
    ]);
    expect(
      filterChoices(spec, 'Claim', f('status', { kind: 'state' })).map((c) => c.value),
    ).toEqual(['draft', 'submitted', 'approved']);
    expect(filterChoices(spec, 'Claim', f('paid', { kind: 'boolean' }))).toEqual([
      { value: true, label: 'yes' },
      { value: false, label: 'no' },
    ]);
    const labels = buildLabelIndex(spec, {});
    expect(
      filterChoices(spec, 'Claim', f('owner', { kind: 'ref', entity: 'User' }), labels),
    ).toEqual([
      { value: 'u1', label: 'Ada' },
      { value: 'u2', label: 'Ben' },
    ]);
    expect(filterChoices(spec, 'Claim', f('owner', { kind: 'ref', entity: 'User' }))).toEqual([]);
    expect(filterChoices(spec, 'Claim', f('title', { kind: 'text' }))).toEqual([]);
  });
});
