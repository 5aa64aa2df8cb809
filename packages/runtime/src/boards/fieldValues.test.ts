import { describe, expect, it } from 'vitest';
import { readSpec, type Entity, type Field } from '@specrun/model';
import { boardField, fieldValues, groupFields } from './fieldValues.ts';

const TEXT = `# Specification: Tasks

## 3. Entities and their fields

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| priority | enum low, medium, high | yes | |
| size | enum S, M, L | no | |
| status | state | yes | |

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | text | yes | |
| kind | enum idea, fact | no | |

### Tag

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |

## 4. States and transitions

### Task

Initial state: todo.

| from | action | to | roles | when |
| --- | --- | --- | --- | --- |
| doing | finish | done | all | |
| todo | start | doing | all | |
| done | reopen | todo | all | |
| doing | drop | dropped | all | |
`;

const { spec } = readSpec(TEXT);
const entity = (name: string): Entity => spec.entities.find((e) => e.name === name)!;
const field = (e: Entity, name: string): Field => e.fields.find((f) => f.name === name)!;
const task = entity('Task');

describe('the fields a dashboard and a board group by', () => {
  it('counts by the enum and state fields, in the entity’s order', () => {
    expect(groupFields(task).map((f) => f.name)).toEqual(['priority', 'size', 'status']);
    expect(groupFields(entity('Tag'))).toEqual([]);
  });

  it('makes columns of the state field, else of the first enum field, else of nothing', () => {
    expect(boardField(task)?.name).toBe('status');
    expect(boardField(entity('Note'))?.name).toBe('kind');
    expect(boardField(entity('Tag'))).toBeUndefined();
  });
});

describe('the values of a field, in order', () => {
  it('lists an enum’s values as the spec lists them', () => {
    expect(fieldValues(spec, task, field(task, 'priority'))).toEqual(['low', 'medium', 'high']);
  });

  it('lists the states from the initial one, then as the transitions first name them', () => {
    expect(fieldValues(spec, task, field(task, 'status'))).toEqual([
      'todo',
      'doing',
      'done',
      'dropped',
    ]);
  });

  it('has no values for other fields, nor for a state field without a lifecycle', () => {
    expect(fieldValues(spec, task, field(task, 'title'))).toEqual([]);
    const stateless = { ...spec, lifecycles: [] };
    expect(fieldValues(stateless, task, field(task, 'status'))).toEqual([]);
  });
});
