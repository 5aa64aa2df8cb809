import { describe, expect, it } from 'vitest';
import { parseSource } from './parseSource.ts';

const JSON_TEXT =
  '{ "openapi": "3.0.3", "paths": { "/pets": { "get": { "responses": { "200": {} } } } } }';

const YAML_TEXT = `openapi: 3.0.3
paths:
  /pets:
    get:
      responses:
        "404": { description: None — at all. }
        "200": { description: The pets. }
`;

describe('parseSource', () => {
  it('reads JSON and YAML again to equal values, made afresh, once the first are let go', () => {
    for (const text of [JSON_TEXT, YAML_TEXT]) {
      const { parsed, problems } = parseSource(text);
      expect(problems).toEqual([]);
      const first = parsed?.value;
      const again = parsed?.reread?.();
      expect(again).toEqual(first);
      expect(again).not.toBe(first);
      expect(Object.keys(again as object)).toEqual(['openapi', 'paths']);
    }
  });

  it('keeps the values of YAML read through the node tree, which it does not build again', () => {
    const { parsed, problems } = parseSource('a: 1\na: 2\n');
    expect(problems.map((p) => `${p.code} ${p.at.line}:${p.at.column}`)).toEqual([
      'duplicate-key 2:1',
    ]);
    expect(parsed?.value).toEqual({ a: 2 });
    expect(parsed?.reread).toBeUndefined();
  });
});
