import { CORE_SCHEMA, load } from 'js-yaml';
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

  describe('a large text, read in pieces', () => {
    /** A block-style document of about 400 KB: 2,000 paths, one description beyond Latin-1. */
    const large = (extra = ''): string => {
      const paths = Array.from(
        { length: 2000 },
        (_, i) =>
          `  /things/${i}:\n    get:\n      description: Thing number ${i}, and what it holds — “${i}”.\n      responses:\n        "200": { description: ok }\n        "404": { description: none }\n`,
      );
      return `openapi: 3.0.3\ninfo:\n  title: Things\n  version: "1"\npaths:\n${paths.join('')}${extra}`;
    };

    it('reads what js-yaml reads whole, and again', () => {
      const text = large();
      expect(text.length).toBeGreaterThan(256 * 1024);
      const { parsed, problems } = parseSource(text);
      expect(problems).toEqual([]);
      const whole = load(text, { schema: CORE_SCHEMA });
      expect(parsed?.value).toStrictEqual(whole);
      expect(JSON.stringify(parsed?.reread?.())).toBe(JSON.stringify(whole));
    });

    it('reads an alias to an anchor of another piece as the whole text says', () => {
      const text = large().replace('info:\n', 'info: &info\n') + 'x-copy: *info\n';
      const { parsed, problems } = parseSource(text);
      expect(problems).toEqual([]);
      expect((parsed?.value as Record<string, unknown>)['x-copy']).toEqual({
        title: 'Things',
        version: '1',
      });
    });

    it('says where a piece goes wrong, at its line in the whole text', () => {
      const text = large('components:\n  schemas:\n    Thing: {type: object\n');
      const lines = text.split('\n').length;
      const { parsed, problems } = parseSource(text);
      expect(parsed).toBeUndefined();
      expect(problems[0]?.code).toBe('not-yaml-or-json');
      expect(problems[0]?.at.line).toBeGreaterThan(lines - 3);
    });

    it('says where a key of the top level is named twice', () => {
      const text = large('info:\n  title: Again\n');
      const { parsed, problems } = parseSource(text);
      expect(problems.map((p) => `${p.code} ${p.at.line}`)).toEqual([
        `duplicate-key ${text.split('\n').length - 2}`,
      ]);
      expect((parsed?.value as { info: unknown }).info).toEqual({ title: 'Again' });
    });
  });
});
