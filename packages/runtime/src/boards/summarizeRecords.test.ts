import { describe, expect, it } from 'vitest';
import { readSpec } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { summarizeRecords, summarizeSpec } from './summarizeRecords.ts';

const TEXT = `# Specification: Tasks

## 3. Entities and their fields

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| priority | enum low, medium, high | yes | |
| status | state | yes | |

### Tag

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |

## 4. States and transitions

### Task

Initial state: todo.

| from | action | to | roles | when |
| --- | --- | --- | --- | --- |
| todo | start | doing | all | |
| doing | finish | done | all | |
`;

const { spec } = readSpec(TEXT);
const [task, tag] = spec.entities;

function rec(entity: string, id: string, values: StoredRecord['values']): StoredRecord {
  return { entity, id, values, aside: {}, version: 1, createdAt: id, updatedAt: id };
}

const tasks = [
  rec('Task', 't1', { title: 'One', priority: 'high', status: 'todo' }),
  rec('Task', 't2', { title: 'Two', priority: 'low', status: 'done' }),
  rec('Task', 't3', { title: 'Three', priority: 'high', status: 'todo' }),
  rec('Task', 't4', { title: 'Four', status: 'doing' }),
];

describe('summarizeRecords', () => {
  it('counts the records per value of each enum and state field, in value order', () => {
    const summary = summarizeRecords(spec, task!, tasks);
    expect(summary.total).toBe(4);
    expect(
      summary.fields.map((f) => [f.field.name, f.counts.map((c) => [c.value, c.count])]),
    ).toEqual([
      [
        'priority',
        [
          ['low', 1],
          ['medium', 0],
          ['high', 2],
          [undefined, 1],
        ],
      ],
      [
        'status',
        [
          ['todo', 2],
          ['doing', 1],
          ['done', 1],
        ],
      ],
    ]);
  });

  it('counts zero of every value when there are no records', () => {
    const summary = summarizeRecords(spec, task!, []);
    expect(summary.total).toBe(0);
    expect(summary.fields.flatMap((f) => f.counts.map((c) => c.count))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives an entity without enum or state fields its total only', () => {
    const summary = summarizeRecords(spec, tag!, [rec('Tag', 'g1', { name: 'x' })]);
    expect(summary).toMatchObject({ total: 1, fields: [] });
  });
});

describe('summarizeSpec', () => {
  it('counts every entity of the spec in its order, those without records as none', () => {
    const summaries = summarizeSpec(spec, new Map([['Task', tasks]]));
    expect(summaries.map((s) => [s.entity.name, s.total])).toEqual([
      ['Task', 4],
      ['Tag', 0],
    ]);
  });
});
