import type { CompiledLifecycle } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { diagramCaption, finalStates } from './diagramCaption.ts';

const entity: Entity = { name: 'Todo', text: '', fields: [] };

function lifecycle(transitions: [string, string, string][]): CompiledLifecycle {
  const states = [...new Set(transitions.flatMap(([from, , to]) => [from, to]))];
  return {
    entity,
    stateField: 'status',
    initial: states[0] ?? '',
    states,
    actions: transitions.map(([, action]) => action),
    transitions: transitions.map(([from, action, to]) => ({ from, action, to, roles: [] })),
  };
}

describe('diagramCaption', () => {
  // Regression: TodoMVC's caption spoke of a double border that no state of active ⇄ completed has.
  it('leaves the double border out when no state is final', () => {
    const todo = lifecycle([
      ['active', 'complete', 'completed'],
      ['completed', 'reopen', 'active'],
    ]);
    expect(finalStates(todo).size).toBe(0);
    // The state in words, of the record as people name it.
    expect(diagramCaption(todo, 'active')).toBe('State diagram of Todo: this todo is active.');
  });

  it('explains the double border when some state is final', () => {
    const claim = lifecycle([
      ['draft', 'submit', 'submitted'],
      ['submitted', 'pay', 'paid'],
    ]);
    expect([...finalStates(claim)]).toEqual(['paid']);
    expect(diagramCaption(claim)).toBe(
      'State diagram of Todo. A double border marks a final state.',
    );
  });
});
