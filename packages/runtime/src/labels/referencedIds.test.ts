import type { Entity } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { referencedIds } from './referencedIds.ts';

const article: Entity = {
  name: 'Article',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true },
    { name: 'author', type: { kind: 'ref', entity: 'User' }, required: true },
    {
      name: 'favoritedBy',
      type: { kind: 'list', of: { kind: 'ref', entity: 'User' } },
      required: false,
    },
    { name: 'topic', type: { kind: 'ref', entity: 'Topic' }, required: false },
  ],
} as Entity;

function record(values: StoredRecord['values']): StoredRecord {
  return {
    entity: 'Article',
    id: 'a1',
    values,
    aside: {},
    version: 1,
    createdAt: '',
    updatedAt: '',
  };
}

describe('referencedIds', () => {
  it('gives the users a record names, as any other entity, each id once', () => {
    const ids = referencedIds(
      article,
      record({ title: 'T', author: 'ann', favoritedBy: ['bob', 'ann', 'bob'], topic: 't1' }),
    );
    expect([...ids]).toEqual([
      ['User', ['ann', 'bob']],
      ['Topic', ['t1']],
    ]);
  });

  it('leaves out references the record does not hold', () => {
    expect([...referencedIds(article, record({ title: 'T' }))]).toEqual([
      ['User', []],
      ['Topic', []],
    ]);
  });
});
