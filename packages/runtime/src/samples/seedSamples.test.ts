import { readSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { sampleRecords } from './sampleRecords.ts';
import { seedSamples } from './seedSamples.ts';

const { spec } = readSpec(`# Specification: Notes

## 3. Entities and their fields

### Topic

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |

| id | name |
| --- | --- |
| work | Work |

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | text | yes | |
| topic | ref Topic | no | |
| pinned | boolean | no | default false |
| tags | list of text | no | |
| status | state | yes | |

| text | topic | pinned | tags | status |
| --- | --- | --- | --- | --- |
| Buy milk | work | yes | shop, food | |
| Call Ana | | | | archived |
| Broken | | often | | |

## 4. States and transitions

### Note

Initial state: open.

| from | action | to |
| --- | --- | --- |
| open | archive | archived |
`);

const NOW = new Date('2026-05-01T12:00:00Z');

describe('sampleRecords', () => {
  it('reads each cell as an import does, fills defaults and the initial state, in order', () => {
    const { records, problems } = sampleRecords(spec, NOW);
    expect(records.map((r) => [r.entity, r.id, r.values])).toEqual([
      ['Topic', 'work', { name: 'Work' }],
      [
        'Note',
        'note-sample-1',
        { text: 'Buy milk', topic: 'work', pinned: true, tags: ['shop', 'food'], status: 'open' },
      ],
      ['Note', 'note-sample-2', { text: 'Call Ana', pinned: false, status: 'archived' }],
    ]);
    expect(records.map((r) => r.createdAt)).toEqual([
      '2026-05-01T11:59:56.000Z',
      '2026-05-01T11:59:57.000Z',
      '2026-05-01T11:59:58.000Z',
    ]);
    expect(problems).toEqual([
      { entity: 'Note', row: 3, problem: '"often" is no value of its pinned (boolean)' },
    ]);
  });
});

describe('seedSamples', () => {
  it('starts a new place with the samples, once, and says so', async () => {
    const store = new MemoryRecordStore();
    const note = await seedSamples(store, spec, NOW);
    expect(note).toMatchObject({ written: 3 });
    expect(note.problems).toHaveLength(1);
    expect(await store.count('Note')).toBe(2);
    // Deleted later, they do not come back on the next opening.
    await store.remove('Topic', 'work');
    expect(await seedSamples(store, spec, NOW)).toEqual(note);
    expect(await store.count('Topic')).toBe(0);
  });

  it('leaves a place that already holds records as it is', async () => {
    const store = new MemoryRecordStore();
    await store.put({
      entity: 'Topic',
      id: 'home',
      values: { name: 'Home' },
      aside: {},
      version: 1,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(await seedSamples(store, spec, NOW)).toMatchObject({ written: 0 });
    expect(await store.count('Note')).toBe(0);
  });
});
