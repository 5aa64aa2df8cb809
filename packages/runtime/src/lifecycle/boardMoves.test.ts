import { describe, expect, it } from 'vitest';
import { readMarkdown, type Spec, type User } from '@specrun/model';
import { createAccess } from '../access/Access.ts';
import { appError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { ActionAvailability } from './availableActions.ts';
import { boardMoves } from './boardMoves.ts';
import { claim, referenceSpec, TEST_NOW, userOf } from './referenceSpec.testing.ts';

const examples = import.meta.glob<string>('../../../../examples/project-board.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function projectBoard(): Spec {
  const text = Object.values(examples)[0];
  if (text === undefined) throw new Error('examples/project-board.md is missing');
  return readMarkdown(text).spec;
}

const board = projectBoard();
const COLUMNS = ['todo', 'doing', 'done'];

function task(status: string): StoredRecord {
  return {
    entity: 'Task',
    id: 't1',
    values: { title: 'Write the copy', priority: 'medium', status },
    aside: {},
    version: 3,
    createdAt: TEST_NOW.toISOString(),
    updatedAt: TEST_NOW.toISOString(),
  };
}

/** Each column and what it says of the card: the actions that take it there, or the block. */
function summary(spec: Spec, user: User, record: StoredRecord, columns: (string | undefined)[]) {
  const access = createAccess(spec, user, { now: () => TEST_NOW });
  const actions = access.availableActions(record.entity, record);
  const state = record.values.status;
  const at = typeof state === 'string' && state !== '' ? state : undefined;
  return boardMoves(at, actions, columns);
}

function verdicts(moves: ReturnType<typeof boardMoves>): Record<string, string> {
  return Object.fromEntries(
    moves.targets.map((t) => [
      t.column ?? '(none)',
      t.actions.length > 0 ? t.actions.join(', ') : (t.block?.kind ?? ''),
    ]),
  );
}

describe('boardMoves on the project board', () => {
  const mia = userOf(board, 'u1');
  const leo = userOf(board, 'u2');

  it('lets a member start a task to do, and nothing else', () => {
    const moves = summary(board, mia, task('todo'), COLUMNS);
    expect(moves.moves).toEqual([{ action: 'start', to: 'doing' }]);
    expect(verdicts(moves)).toEqual({ todo: 'here', doing: 'start', done: 'no-action' });
  });

  it('lets a member pause or finish a task under way', () => {
    const moves = summary(board, mia, task('doing'), COLUMNS);
    expect(moves.moves).toEqual([
      { action: 'pause', to: 'todo' },
      { action: 'finish', to: 'done' },
    ]);
    expect(verdicts(moves)).toEqual({ todo: 'pause', doing: 'here', done: 'finish' });
  });

  it('lets a done task be reopened, by a member or a lead', () => {
    expect(verdicts(summary(board, mia, task('done'), COLUMNS))).toEqual({
      todo: 'reopen',
      doing: 'no-action',
      done: 'here',
    });
    expect(summary(board, leo, task('done'), COLUMNS).moves).toEqual([
      { action: 'reopen', to: 'todo' },
    ]);
  });

  it('refuses a column to a user who holds no role of the action, with the reasons', () => {
    const lead: User = { id: 'u9', name: 'Only Lead', roles: ['lead'] };
    const moves = summary(board, lead, task('doing'), COLUMNS);
    expect(moves.moves).toEqual([]);
    const done = moves.targets.find((t) => t.column === 'done');
    expect(done?.actions).toEqual([]);
    expect(done?.block?.kind).toBe('refused');
    if (done?.block?.kind !== 'refused') return;
    expect(done.block.refused.map((r) => r.action)).toEqual(['finish']);
    expect(done.block.refused[0]?.refusals.map((r) => r.error.code)).toEqual([
      'NOT_ALLOWED',
      'NOT_ALLOWED',
    ]);
  });

  it('moves a card without a state out of the "(none)" column, which takes no card', () => {
    const columns = [...COLUMNS, undefined];
    const moves = summary(board, mia, task(''), columns);
    // A record without a state counts as being in the initial state.
    expect(verdicts(moves)).toEqual({
      todo: 'no-action',
      doing: 'start',
      done: 'no-action',
      '(none)': 'here',
    });
    const fromTodo = summary(board, mia, task('todo'), columns);
    expect(fromTodo.targets.at(-1)).toEqual({
      column: undefined,
      actions: [],
      block: { kind: 'no-action' },
    });
  });
});

describe('boardMoves on the expense claims', () => {
  const spec = referenceSpec();
  const columns = ['draft', 'submitted', 'approved', 'rejected', 'paid'];

  it('refuses to move an own submitted claim to approved or rejected, and says why', () => {
    const moves = summary(spec, userOf(spec, 'u1'), claim('c1', { status: 'submitted' }), columns);
    expect(moves.moves).toEqual([]);
    expect(verdicts(moves)).toEqual({
      draft: 'no-action',
      submitted: 'here',
      approved: 'refused',
      rejected: 'refused',
      paid: 'no-action',
    });
    const approved = moves.targets.find((t) => t.column === 'approved')?.block;
    expect(
      approved?.kind === 'refused' && approved.refused[0]?.refusals.map((r) => r.kind),
    ).toEqual(['role', 'permission', 'guard']);
  });

  it('lets an approver approve or reject the claim of another', () => {
    const moves = summary(spec, userOf(spec, 'u2'), claim('c1', { status: 'submitted' }), columns);
    expect(verdicts(moves)).toEqual({
      draft: 'no-action',
      submitted: 'here',
      approved: 'approve',
      rejected: 'reject',
      paid: 'no-action',
    });
  });

  it('moves a paid claim nowhere', () => {
    const moves = summary(spec, userOf(spec, 'u4'), claim('c1', { status: 'paid' }), columns);
    expect(moves.moves).toEqual([]);
    expect(moves.targets.filter((t) => t.actions.length > 0)).toEqual([]);
  });
});

describe('boardMoves', () => {
  const open = (action: string, to?: string): ActionAvailability => ({
    action,
    allowed: true,
    refusals: [],
    ...(to === undefined ? {} : { to }),
  });

  it('lists every open action to a column in order, the first being what a drop takes', () => {
    const moves = boardMoves(
      'a',
      [open('hurry', 'b'), open('walk', 'b'), open('stay', 'a')],
      ['a', 'b'],
    );
    expect(moves.targets[1]).toEqual({ column: 'b', actions: ['hurry', 'walk'] });
    // An action that keeps the card where it is does not move it.
    expect(moves.moves.map((m) => m.action)).toEqual(['hurry', 'walk']);
  });

  it('ignores actions that lead nowhere from the state, and prefers an open action to a refused one', () => {
    const refused: ActionAvailability = {
      action: 'push',
      to: 'b',
      allowed: false,
      refusals: [{ kind: 'guard', error: appError('GUARD_FAILED', []) }],
    };
    const moves = boardMoves('a', [open('jump'), refused, open('walk', 'b')], ['a', 'b', 'c']);
    expect(moves.targets).toEqual([
      { column: 'a', actions: [], block: { kind: 'here' } },
      { column: 'b', actions: ['walk'] },
      { column: 'c', actions: [], block: { kind: 'no-action' } },
    ]);
  });
});
