import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { RecordQuery } from '../storage/RecordQuery.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { openBackend, specOf } from './backendClient.testing.ts';

// List calls whose filters, order, page and count the store answers (`RecordStore.queryPage`),
// with point 6's permissions still deciding which records are answered and counted.
const NOTES = `# Specification: Notes

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| topic | text | no | |
| owner | ref User | yes | |

The list of notes shows title and topic, newest first.

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| admin | all | all | |
| member | read | Note | owner == user.id |

| user | name | roles |
| --- | --- | --- |
| a1 | Ada Admin | admin |
| m1 | Max Member | member |
| m2 | Mia Member | member |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| list notes | GET | /api/notes?topic=topic&limit=20&offset | | 200 {notes: Note[], notesCount: count} |
`;

/** A memory store that counts its reads. */
class CountingStore extends MemoryRecordStore {
  lists = 0;
  queries: RecordQuery[] = [];

  override list(entity: string): Promise<StoredRecord[]> {
    this.lists += 1;
    return super.list(entity);
  }

  override queryPage(entity: string, query: RecordQuery) {
    this.queries.push(query);
    return super.queryPage(entity, query);
  }
}

/** 1,300 notes, newest last: every third of m1, every third of m2, the rest of a1. */
function notes(): StoredRecord[] {
  return Array.from({ length: 1300 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    return {
      entity: 'Note',
      id: `n${String(i).padStart(4, '0')}`,
      values: {
        title: `Note ${i}`,
        topic: i % 2 === 0 ? 'even' : 'odd',
        owner: ['m1', 'm2', 'a1'][i % 3]!,
      },
      aside: {},
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
  });
}

async function open() {
  const store = new CountingStore();
  const records = notes();
  await store.putMany(records);
  const client = openBackend(specOf(NOTES), { store });
  const list = async (path: string, user: string) => {
    const answer = await client.call('GET', path, { user });
    const body = answer.body as { notes: { title: string }[]; notesCount: number };
    return {
      status: answer.status,
      titles: body.notes.map((n) => n.title),
      count: body.notesCount,
    };
  };
  /** The page a user should get: their readable notes of a topic, newest first, cut. */
  const expected = (user: string, topic: string | undefined, offset: number, limit = 20) => {
    const readable = records
      .filter((r) => user === 'a1' || r.values.owner === user)
      .filter((r) => topic === undefined || r.values.topic === topic)
      .reverse();
    return {
      status: 200,
      titles: readable.slice(offset, offset + limit).map((r) => String(r.values.title)),
      count: readable.length,
    };
  };
  return { store, list, expected };
}

describe('a list call answered by the store’s query', () => {
  it('checks clean', () => {
    expect(checkSpec(specOf(NOTES)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('asks the store for the filter, the newest first, the page and the count: no full read', async () => {
    const { store, list, expected } = await open();
    store.lists = 0;
    expect(await list('/api/notes?topic=odd&offset=600', 'a1')).toEqual(expected('a1', 'odd', 600));
    expect(await list('/api/notes?limit=5&offset=1295', 'a1')).toEqual(
      expected('a1', undefined, 1295, 5),
    );
    expect(await list('/api/notes?limit=0', 'a1')).toEqual(expected('a1', undefined, 0, 0));
    expect(store.lists).toBe(0);
    expect(store.queries.at(-3)).toMatchObject({
      holding: { topic: 'odd' },
      direction: 'desc',
      offset: 600,
      limit: 20,
      count: true,
    });
  });

  it('answers and counts only the records a permission lets the user read, across batches', async () => {
    const { store, list, expected } = await open();
    store.lists = 0;
    for (const [path, user, topic, offset, limit] of [
      ['/api/notes', 'm1', undefined, 0, 20],
      ['/api/notes?offset=420', 'm1', undefined, 420, 20],
      ['/api/notes?topic=even&offset=200&limit=7', 'm2', 'even', 200, 7],
      ['/api/notes?topic=odd&offset=5000', 'm2', 'odd', 5000, 20],
    ] as const)
      expect(await list(path, user), path).toEqual(expected(user, topic, offset, limit));
    expect(store.lists).toBe(0);
  });
});
