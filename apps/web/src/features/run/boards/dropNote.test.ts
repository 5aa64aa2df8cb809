import type { BoardTarget, StoredRecord } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { dropNote } from './dropNote.ts';

const status: Field = {
  name: 'status',
  type: { kind: 'state' },
  required: true,
  unique: false,
  notes: '',
};
const title: Field = {
  name: 'title',
  type: { kind: 'text' },
  required: true,
  unique: false,
  notes: '',
};
const task: Entity = { name: 'Task', text: '', fields: [title, status] };
const record: StoredRecord = {
  entity: 'Task',
  id: 't1',
  values: { title: 'Write the note', status: 'todo' },
  aside: {},
  version: 1,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
};

describe('dropNote', () => {
  it('gives each refusal of a move apart, and each move its own sentence', () => {
    const target: BoardTarget = {
      column: 'done',
      actions: [],
      block: {
        kind: 'refused',
        refused: [
          {
            action: 'finish',
            to: 'done',
            refusals: [
              { kind: 'role', error: { code: 'NOT_ALLOWED', message: 'You may not finish this.' } },
              { kind: 'guard', error: { code: 'GUARD_FAILED', message: 'The task has no title.' } },
            ],
          },
          {
            action: 'skip',
            to: 'done',
            refusals: [
              { kind: 'role', error: { code: 'NOT_ALLOWED', message: 'You may not skip this.' } },
            ],
          },
        ],
      },
    };
    expect(dropNote(task, record, status, target)).toBe(
      'Finish is refused: You may not finish this. (NOT_ALLOWED); The task has no title. (GUARD_FAILED). ' +
        'Skip is refused: You may not skip this. (NOT_ALLOWED).',
    );
  });

  it('names the action a drop takes, or why no action takes the card', () => {
    expect(dropNote(task, record, status, { column: 'doing', actions: ['start'] })).toBe(
      'Drop to start “Write the note”.',
    );
    expect(
      dropNote(task, record, status, { column: 'done', actions: [], block: { kind: 'no-action' } }),
    ).toBe('No action moves a task from todo to done.');
  });
});
