import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { reportGaps } from './reportGaps.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function gapsOf(name: string) {
  const text = examples[`../../../../examples/${name}`];
  if (text === undefined)
    throw new Error(`examples/${name} is missing: the tests read the repository's examples.`);
  return reportGaps(readMarkdown(text).spec);
}

describe('reportGaps on the examples', () => {
  it('reports the undetermined product (the seed) as nine points not shown, each saying so', () => {
    const gaps = gapsOf('undetermined-product.md');
    expect(gaps.map((g) => [g.point, g.status, g.missing])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((point) => [
        point,
        'not shown',
        ['the section says "not shown"'],
      ]),
    );
    expect(gaps[0]?.at).toEqual({ line: 5, column: 1 });
  });

  it('reports the reference spec as nine points shown: the app runs what its prose says', () => {
    expect(gapsOf('expense-claims.md').map((g) => [g.status, g.missing])).toEqual(
      Array(9).fill(['shown', []]),
    );
  });

  it('reports TodoMVC as nine points shown, its "None" calls included', () => {
    const gaps = gapsOf('todomvc.md');
    expect(gaps.map((g) => g.status)).toEqual(Array(9).fill('shown'));
  });

  it('reports a reference spec cut down as partly shown, naming what was cut', () => {
    const text = examples['../../../../examples/expense-claims.md'] ?? '';
    const cut = text
      .replace('| receipt | url | no | a link to the scanned receipt |\n', '')
      .replace(
        /\| list claims \| GET \| \/api\/claims \| \| 200 Claim\[\] \|/,
        '| list claims | GET | /api/claims | | |',
      )
      .replace('| NETWORK | | The server did not answer. Try again. |', '| NETWORK | | |');
    const gaps = reportGaps(readMarkdown(cut).spec);
    expect(gaps.map((g) => g.status)).toEqual([
      'shown',
      'shown',
      'shown',
      'shown',
      'shown',
      'shown',
      'partly',
      'partly',
      'shown',
    ]);
    expect(gaps[6]?.missing[0]).toBe('call list claims has no answers');
    expect(gaps[7]?.missing).toEqual(['error NETWORK has no message']);
  });
});
