import { readMarkdown } from '@specrun/model';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { createAccess } from './Access.ts';
import { relationActions } from './relationActions.ts';

const CONDUIT = readMarkdown(
  readFileSync(new URL('../../../../examples/conduit.md', import.meta.url), 'utf8'),
).spec;
const article = CONDUIT.entities.find((e) => e.name === 'Article')!;
const user = CONDUIT.entities.find((e) => e.name === 'User')!;

function record(entity: string, values: StoredRecord['values']): StoredRecord {
  return { entity, id: 'r1', values, aside: {}, version: 1, createdAt: '', updatedAt: '' };
}

describe('relationActions', () => {
  const ann = createAccess(CONDUIT, { id: 'ann', name: 'ann', roles: ['signed in'] });

  it('offers to add the user to a list that does not hold them, and to take them out', () => {
    expect(relationActions(article, record('Article', { favoritedBy: [] }), ann)).toEqual([
      { action: 'favorite', holds: false },
    ]);
    expect(relationActions(article, record('Article', { favoritedBy: ['ann'] }), ann)).toEqual([
      { action: 'unfavorite', holds: true },
    ]);
    expect(relationActions(user, record('User', { followers: ['ann'] }), ann)).toEqual([
      { action: 'unfollow', holds: true },
    ]);
  });

  it('reads the flag a server answers when it leaves the list out', () => {
    expect(relationActions(article, record('Article', { favorited: true }), ann)).toEqual([
      { action: 'unfavorite', holds: true },
    ]);
  });

  it('offers nothing to a visitor, nor what point 6 does not permit', () => {
    const visitor = createAccess(CONDUIT, { id: '', name: 'visitor', roles: ['visitor'] });
    expect(relationActions(article, record('Article', {}), visitor)).toEqual([]);
    const guest = createAccess(CONDUIT, { id: 'gus', name: 'gus', roles: ['visitor'] });
    expect(relationActions(article, record('Article', {}), guest)).toEqual([]);
  });
});
