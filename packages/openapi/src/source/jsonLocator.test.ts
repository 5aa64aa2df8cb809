import { describe, expect, it } from 'vitest';
import { jsonLocator } from './jsonLocator.ts';

const TEXT = `{
  "paths": {
    "/pets/{id}": { "get": { "parameters": [ { "$ref": "#/components/parameters/id" }, {"name": "q"} ] } }
  },
  "a\\"b": [1, [2, 3], {"c": null}],
  "empty": {}, "list": []
}`;

/** The 1-based line and column of the first `needle` on a line of TEXT. */
function at(line: number, needle: string): { line: number; column: number } {
  return { line, column: (TEXT.split('\n')[line - 1] ?? '').indexOf(needle) + 1 };
}

describe('jsonLocator', () => {
  it('places a member at its key and an item at its first character', () => {
    const [member, item, nested] = jsonLocator(TEXT).locateAll([
      ['paths', '/pets/{id}', 'get'],
      ['paths', '/pets/{id}', 'get', 'parameters', 1],
      ['a"b', 1, 1],
    ]);
    expect(member).toEqual({ at: at(3, '"get"'), depth: 3 });
    expect(item).toEqual({ at: at(3, '{"name"'), depth: 5 });
    expect(nested).toEqual({ at: at(5, '3]'), depth: 3 });
  });

  it('stops at the deepest node found and says which reference it holds', () => {
    const [missing, through] = jsonLocator(TEXT).locateAll([
      ['paths', '/cats'],
      ['paths', '/pets/{id}', 'get', 'parameters', 0, 'schema'],
    ]);
    expect(missing).toEqual({ at: at(2, '"paths"'), depth: 1 });
    expect(through?.depth).toBe(5);
    expect(through?.ref).toBe('#/components/parameters/id');
  });

  it('scans a document nested 100,000 deep without running out of stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const [found] = jsonLocator(deep).locateAll([[0, 0, 0]]);
    expect(found).toEqual({ at: { line: 1, column: 4 }, depth: 3 });
  });
});
