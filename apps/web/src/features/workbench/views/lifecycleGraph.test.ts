import { describe, expect, it } from 'vitest';
import { buildLifecycleGraphs } from './lifecycleGraph.ts';
import { readExampleSpec, specOf } from './testSpecs.ts';

describe('buildLifecycleGraphs', () => {
  const claims = readExampleSpec('expense-claims.md');

  it('draws the states of each lifecycle, initial first, final ones marked', () => {
    const [claim] = buildLifecycleGraphs(claims);
    expect(claim?.entity).toBe('Claim');
    expect(claim?.entityKnown).toBe(true);
    expect(claim?.nodes.map((node) => [node.name, node.initial, node.final])).toEqual([
      ['draft', true, false],
      ['submitted', false, false],
      ['approved', false, false],
      ['rejected', false, false],
      ['paid', false, true],
    ]);
    const lifecycle = claims.lifecycles[0]!;
    expect(claim?.nodes[0]?.at).toEqual(lifecycle.initialAt);
    expect(claim?.nodes[1]?.at).toEqual(lifecycle.transitions[0]?.at);
  });

  it('labels each edge with its actions and roles, at the line of its first row', () => {
    const [claim] = buildLifecycleGraphs(claims);
    const name = (id: string) => claim?.nodes.find((node) => node.id === id)?.name;
    expect(
      claim?.edges.map((edge) => `${name(edge.from)} -${edge.label}-> ${name(edge.to)}`),
    ).toEqual([
      'draft -submit (employee)-> submitted',
      'submitted -approve (approver)-> approved',
      'submitted -reject (approver)-> rejected',
      'rejected -revise (employee)-> draft',
      'approved -pay (finance)-> paid',
    ]);
    expect(claim?.edges[4]?.at).toEqual(claims.lifecycles[0]?.transitions[4]?.at);
    expect(claim?.transitions).toHaveLength(5);
  });

  it('joins transitions between the same states, and skips rows missing a cell', () => {
    const spec = specOf(
      [
        '# Specification: T',
        '## 4. States',
        '### Ghost',
        '| from | action | to |',
        '| --- | --- | --- |',
        '| a | go | b |',
        '| a | run | b |',
        '| b | | a |',
      ].join('\n'),
    );
    const [ghost] = buildLifecycleGraphs(spec);
    expect(ghost?.entityKnown).toBe(false);
    expect(ghost?.initial).toBeUndefined();
    expect(ghost?.edges.map((edge) => edge.label)).toEqual(['go; run']);
    expect(ghost?.nodes.map((node) => [node.name, node.final])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
