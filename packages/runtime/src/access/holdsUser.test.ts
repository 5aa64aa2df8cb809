import type { Entity, Field } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { holdsUser } from './holdsUser.ts';

const favoritedBy: Field = {
  name: 'favoritedBy',
  type: { kind: 'list', of: { kind: 'ref', entity: 'User' } },
  required: false,
  addedBy: 'favorite',
  removedBy: 'unfavorite',
} as Field;
const article = {
  name: 'Article',
  fields: [
    favoritedBy,
    {
      name: 'favorited',
      type: { kind: 'boolean' },
      required: false,
      computed: { source: 'user.id  in favoritedBy' },
    },
  ],
} as Entity;

function record(values: StoredRecord['values']): StoredRecord {
  return {
    entity: 'Article',
    id: 'a',
    values,
    aside: {},
    version: 1,
    createdAt: '',
    updatedAt: '',
  };
}

describe('holdsUser', () => {
  it('reads the list when the record carries it', () => {
    expect(
      holdsUser(article, record({ favoritedBy: ['ann'], favorited: false }), favoritedBy, 'ann'),
    ).toBe(true);
    expect(
      holdsUser(article, record({ favoritedBy: ['bob'], favorited: true }), favoritedBy, 'ann'),
    ).toBe(false);
  });

  it('reads the computed `user.id in` field when the answer left the list out', () => {
    expect(holdsUser(article, record({ favorited: true }), favoritedBy, 'ann')).toBe(true);
    expect(holdsUser(article, record({ favorited: false }), favoritedBy, 'ann')).toBe(false);
    expect(holdsUser(article, record({}), favoritedBy, 'ann')).toBe(false);
  });

  it('reads no other flag that names the list', () => {
    const other = {
      ...article,
      fields: [
        favoritedBy,
        {
          name: 'popular',
          type: { kind: 'boolean' },
          required: false,
          computed: { source: 'user.id in favoritedBy || size(favoritedBy) > 10' },
        },
      ],
    } as Entity;
    expect(holdsUser(other, record({ popular: true }), favoritedBy, 'ann')).toBe(false);
  });
});
