import { describe, expect, it } from 'vitest';
import { readSpec } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { boardOf } from './boardOf.ts';

const TEXT = `# Specification: Boards

## 3. Entities and their fields

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| priority | enum low, high | yes | |
| status | state | yes | |

The list of tasks shows title and status, by title.

### Idea

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| size | enum small, big | no | |

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
const entity = (name: string) => spec.entities.find((e) => e.name === name)!;

function rec(entity: string, id: string, values: StoredRecord['values'], createdAt: string) {
  const r: StoredRecord = {
    entity,
    id,
    values,
    aside: {},
    version: 1,
    createdAt,
    updatedAt: createdAt,
  };
  return r;
}

const columns = (board: ReturnType<typeof boardOf>) =>
  board?.columns.map((c) => [c.value ?? '(none)', c.records.map((r) => r.id)]);

describe('boardOf', () => {
  it('makes columns of the state field in lifecycle order, cards in the list’s order', () => {
    const records = [
      rec('Task', 'a', { title: 'Walk', priority: 'low', status: 'done' }, '1'),
      rec('Task', 'b', { title: 'Call', priority: 'high', status: 'todo' }, '2'),
      rec('Task', 'c', { title: 'Bake', priority: 'high', status: 'todo' }, '3'),
    ];
    const board = boardOf(spec, entity('Task'), records);
    expect(board?.field.name).toBe('status');
    expect(columns(board)).toEqual([
      ['todo', ['c', 'b']],
      ['doing', []],
      ['done', ['a']],
    ]);
  });

  it('falls back to the first enum field, oldest first, with a column for records without a value', () => {
    const records = [
      rec('Idea', 'x', { title: 'X' }, '2026-01-03'),
      rec('Idea', 'y', { title: 'Y', size: 'big' }, '2026-01-02'),
      rec('Idea', 'z', { title: 'Z', size: 'big' }, '2026-01-01'),
    ];
    expect(columns(boardOf(spec, entity('Idea'), records))).toEqual([
      ['small', []],
      ['big', ['z', 'y']],
      ['(none)', ['x']],
    ]);
  });

  it('has no board for an entity without a state or enum field', () => {
    expect(boardOf(spec, entity('Tag'), [])).toBeUndefined();
  });
});
