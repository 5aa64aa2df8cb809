import { readMarkdown } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { compileLifecycles } from '../lifecycle/compileLifecycle.ts';
import { scopeBase } from '../expressions/evaluateExpression.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { listWhenHolds, matchingRecords, rowWhenHolds } from './listConditions.ts';
import { runBulk } from './runBulk.ts';
import { screenBehaviours } from './screenBehaviours.ts';
import { allToggled, isToggled, toggleStep } from './toggleOf.ts';

const { spec } = readMarkdown(`# Specification: Lists

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| / | list | Todo | |
| /active | list | Todo where !completed | |
| /tasks | list | Task | |

| list | behaviour | does | when | label |
| --- | --- | --- | --- | --- |
| Todo | add | title, trimmed | | What needs to be done? |
| Todo | add | title | | A second add row |
| Todo | toggle | completed | | |
| Todo | edit | title, trimmed, empty deletes | | |
| Todo | toggle | title | | |
| Todo | fly | | | |
| /active | count | !completed | | {count} item left |
| Todo | delete all | completed | Todo.exists(t, t.completed) | Clear completed |
| Task | toggle | finish / reopen | | |
| Task | action | finish | name != "" | |
| Task | action | explode | | |
| Task | toggle all | finish / reopen | | |
| Task | edit | status | | |
| Todo | edit | completed | | Done? |

## 3. Entities and their fields

### Todo

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| completed | boolean | no | default false |

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| status | state | yes | |

## 4. States and transitions

### Task

Initial state: open.

| from | action | to |
| --- | --- | --- |
| open | finish | done |
| done | reopen | open |
`);

const todo = spec.entities[0]!;
const task = spec.entities[1]!;
const lifecycle = compileLifecycles(spec).get('Task');
const base = scopeBase(spec, undefined, new Date('2026-01-01T00:00:00Z'));
const record = (entity: string, id: string, values: StoredRecord['values']): StoredRecord => ({
  entity,
  id,
  values,
  aside: {},
  version: 1,
  createdAt: '',
  updatedAt: '',
});

describe('screenBehaviours', () => {
  it("runs a list screen's behaviours of its entity and its route, leaving out unsound ones", () => {
    const all = screenBehaviours(spec, '/', todo);
    expect(all.add?.label).toBe('What needs to be done?');
    // An edit in place takes a field of one value of any kind, a state no (its actions move it).
    expect(all.rows.map((b) => [b.kind, b.label])).toEqual([
      ['toggle', 'Completed'],
      ['edit', 'Edit title'],
      ['edit', 'Done?'],
    ]);
    expect(all.list.map((b) => [b.kind, b.label, b.over])).toEqual([
      ['delete all', 'Clear completed', 'entity'],
    ]);
    const active = screenBehaviours(spec, '/active', todo);
    expect(active.list.map((b) => [b.kind, b.over])).toEqual([
      ['count', 'screen'],
      ['delete all', 'entity'],
    ]);
    const tasks = screenBehaviours(spec, '/tasks', task);
    expect(tasks.rows.map((b) => [b.kind, b.label])).toEqual([
      ['toggle', 'Finish'],
      ['action', 'Finish'],
    ]);
    expect(tasks.list.map((b) => b.label)).toEqual(['Finish all']);
  });
});

describe('toggles', () => {
  it('flip a boolean field', () => {
    const toggle = screenBehaviours(spec, '/', todo).rows[0]!.behaviour;
    const open = record('Todo', 'a', { title: 'a', completed: false });
    expect(isToggled(toggle, open, undefined)).toBe(false);
    expect(toggleStep(toggle, open, true, undefined)).toEqual({
      kind: 'update',
      values: { completed: true },
    });
    expect(toggleStep(toggle, open, false, undefined)).toBeUndefined();
  });

  it('take the first action on and the second off, as the state allows', () => {
    const toggle = screenBehaviours(spec, '/tasks', task).rows[0]!.behaviour;
    const open = record('Task', 'a', { name: 'a', status: 'open' });
    const done = record('Task', 'b', { name: 'b', status: 'done' });
    expect(isToggled(toggle, open, lifecycle)).toBe(false);
    expect(isToggled(toggle, done, lifecycle)).toBe(true);
    expect(toggleStep(toggle, open, true, lifecycle)).toEqual({ kind: 'act', action: 'finish' });
    expect(toggleStep(toggle, done, false, lifecycle)).toEqual({ kind: 'act', action: 'reopen' });
    expect(allToggled(toggle, [open, done], lifecycle)).toBe(false);
    expect(allToggled(toggle, [done], lifecycle)).toBe(true);
    expect(allToggled(toggle, [], lifecycle)).toBe(false);
  });
});

describe('conditions', () => {
  const todos = [
    record('Todo', 'a', { title: 'a', completed: false }),
    record('Todo', 'b', { title: 'b', completed: true }),
    record('Todo', 'c', { title: 'c' }),
  ];

  it('of the whole list see its records by their entity', () => {
    const clear = screenBehaviours(spec, '/', todo).list[0]!.behaviour;
    expect(listWhenHolds(clear.when, todo, todos, base)).toBe(true);
    expect(listWhenHolds(clear.when, todo, [todos[0]!], base)).toBe(false);
    expect(listWhenHolds({ source: 'size(Todo) >' }, todo, todos, base)).toBe(false);
    expect(matchingRecords(clear.where, todo, todos, base)).toEqual({
      ok: true,
      records: [todos[1]],
    });
    // A todo never ticked counts as not completed.
    expect(matchingRecords({ source: '!completed' }, todo, todos, base)).toEqual({
      ok: true,
      records: [todos[0], todos[2]],
    });
  });

  it('of a row see its record', () => {
    const action = screenBehaviours(spec, '/tasks', task).rows[1]!.behaviour;
    expect(rowWhenHolds(action.when, task, record('Task', 'a', { name: 'x' }), base)).toBe(true);
    expect(rowWhenHolds(action.when, task, record('Task', 'a', { name: '' }), base)).toBe(false);
  });
});

describe('runBulk', () => {
  it('runs each step in turn, counts refusals and stops when cancelled', async () => {
    const seen: string[] = [];
    const progress: number[] = [];
    const result = await runBulk(
      ['a', 'b', 'c'],
      async (item) => {
        seen.push(item);
        return item === 'b'
          ? { ok: false, errors: [{ code: 'NOT_ALLOWED', message: 'No.', status: 403 }] }
          : { ok: true, value: undefined };
      },
      { onProgress: (done) => progress.push(done) },
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([1, 2, 3]);
    expect(result.done).toBe(2);
    expect(result.failed.map((f) => f.item)).toEqual(['b']);

    const controller = new AbortController();
    const stopped = await runBulk(
      ['a', 'b', 'c'],
      async () => {
        controller.abort();
        return { ok: true, value: undefined };
      },
      { signal: controller.signal },
    );
    expect(stopped).toMatchObject({ done: 1, cancelled: true });
  });
});
