// A shared store whose LISTEN fails cannot know the other processes' writes: a write that a rule
// counts must then be refused with the reason, not checked against what this process alone saw.
import { beforeAll, describe, expect, it } from 'vitest';
import { librarySpec } from '../testing/librarySpec.ts';
import { freshSchema, testPglite } from '../testing/testPglite.ts';
import type { SqlClient } from './SqlClient.ts';
import { SqlRecordStore } from './SqlRecordStore.ts';

let client: SqlClient;
beforeAll(async () => {
  client = await testPglite();
});

/** The client with a LISTEN that the database refuses. */
function deaf(of: SqlClient): SqlClient {
  return {
    kind: of.kind,
    query: (text, params) => of.query(text, params),
    transaction: (work) => of.transaction(work),
    exclusive: (keys, work) => of.exclusive(keys, work),
    listen: () => Promise.reject(new Error('LISTEN is not allowed here')),
    close: () => of.close(),
  };
}

describe('a shared store that does not hear the other processes', () => {
  it('refuses work that needs their writes, saying why, and runs none of it', async () => {
    const store = new SqlRecordStore(deaf(client), {
      schema: freshSchema(),
      spec: librarySpec(),
      shared: true,
    });
    await store.ready;
    let ran = false;
    await expect(
      store.exclusive(['Book'], async () => {
        ran = true;
      }),
    ).rejects.toThrow(/does not hear the other processes on its database \(LISTEN failed\)/);
    expect(ran).toBe(false);
    // Plain reads and writes go on.
    await store.put({
      entity: 'Book',
      id: 'b1',
      values: { title: 'Dune', isbn: 'isbn-deaf' },
      aside: {},
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect((await store.get('Book', 'b1'))?.values).toMatchObject({ title: 'Dune' });
    store.close();
  });
});
