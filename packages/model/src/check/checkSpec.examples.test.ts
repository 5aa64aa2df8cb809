import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { checkSpec } from './checkSpec.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('checkSpec on the examples', () => {
  it('finds the three examples the checker is asked for', () => {
    const names = Object.keys(examples).map((path) => path.slice(path.lastIndexOf('/') + 1));
    expect(names).toEqual(
      expect.arrayContaining(['expense-claims.md', 'todomvc.md', 'undetermined-product.md']),
    );
  });

  for (const [path, text] of Object.entries(examples)) {
    it(`finds no error and no warning in ${path.slice(path.lastIndexOf('/') + 1)}`, () => {
      const found = checkSpec(readMarkdown(text).spec).filter((d) => d.severity !== 'info');
      expect(found.map((d) => `${d.code} ${d.at.line}:${d.at.column} ${d.message}`)).toEqual([]);
    });
  }
});
