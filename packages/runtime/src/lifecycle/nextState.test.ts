import { readMarkdown } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { actionAvailability, type ActionContext } from './availableActions.ts';
import { compileLifecycle } from './compileLifecycle.ts';
import { conditionBase } from './evaluateCondition.ts';
import { nextState } from './nextState.ts';
import { applyAction } from './takeAction.ts';
import { TEST_NOW } from './referenceSpec.testing.ts';

/** A spec of one entity `A` whose lifecycle is the given table rows. */
function lifecycleOf(rows: string) {
  const text =
    '# Specification: X\n\n## 3. Entities\n\n### A\n\n| field | type |\n| --- | --- |\n| n | number |\n| status | state |\n\n' +
    `## 4. States\n\n### A\n\nInitial state: a.\n\n| from | action | to | when |\n| --- | --- | --- | --- |\n${rows}`;
  const spec = readMarkdown(text).spec;
  const lifecycle = compileLifecycle(spec, 'A');
  if (!lifecycle) throw new Error('the lifecycle of A does not compile');
  return { spec, lifecycle };
}

const user = { id: 'x', name: 'X', roles: [] };

describe('nextState', () => {
  it('takes the transition of the action from the state when its guard holds', () => {
    const { lifecycle } = lifecycleOf('| a | go | b | n > 1 |\n| b | back | a | |\n');
    expect(nextState(lifecycle, 'a', { type: 'go', scope: { n: 2 } })).toBe('b');
    expect(nextState(lifecycle, 'a', { type: 'go', scope: { n: 1 } })).toBeUndefined();
    expect(nextState(lifecycle, 'b', { type: 'back', scope: {} })).toBe('a');
    expect(nextState(lifecycle, 'b', { type: 'go', scope: { n: 2 } })).toBeUndefined();
    expect(nextState(lifecycle, 'nowhere', { type: 'go', scope: { n: 2 } })).toBeUndefined();
  });

  it('takes no transition on a guard that cannot be evaluated', () => {
    const { lifecycle } = lifecycleOf('| a | go | b | record.nope > 1 |\n');
    expect(nextState(lifecycle, 'a', { type: 'go', scope: {} })).toBeUndefined();
  });

  it('runs states and actions named like the properties of an object', () => {
    const { lifecycle } = lifecycleOf(
      '| a | constructor | __proto__ | |\n| __proto__ | toString | a | |\n',
    );
    expect(nextState(lifecycle, 'a', { type: 'constructor', scope: {} })).toBe('__proto__');
    expect(nextState(lifecycle, '__proto__', { type: 'toString', scope: {} })).toBe('a');
    expect(nextState(lifecycle, 'a', { type: 'toString', scope: {} })).toBeUndefined();
  });

  // Regression: the open actions were read off the table and the move ran through a state
  // machine; with two rows for one action from one state, the list refused the action by the
  // first row's guard while the machine took it by the second's.
  it('moves as the list of open actions says when the spec gives one action from a state twice', () => {
    const { spec, lifecycle } = lifecycleOf('| a | go | b | n > 5 |\n| a | go | c | n > 1 |\n');
    const context: ActionContext = { catalogue: spec.errors, base: conditionBase(spec, TEST_NOW) };
    const record = {
      entity: 'A',
      id: 'a1',
      values: { n: 3, status: 'a' },
      aside: {},
      version: 1,
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    };
    const open = actionAvailability(lifecycle, record, 'go', user, context);
    const moved = applyAction(lifecycle, record, 'go', user, 'now', context.base);
    expect(open.allowed).toBe(false);
    expect(moved).toBeUndefined();
    const more = { ...record, values: { n: 9, status: 'a' } };
    expect(actionAvailability(lifecycle, more, 'go', user, context).to).toBe('b');
    expect(applyAction(lifecycle, more, 'go', user, 'now', context.base)?.entry.to).toBe('b');
  });
});
