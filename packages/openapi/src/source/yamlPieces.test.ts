import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compactValues } from './compactIndexKeys.ts';
import { readYamlPieces, yamlPieces } from './yamlPieces.ts';

const whole = (text: string): unknown =>
  load(text, { schema: CORE_SCHEMA, listener: compactValues }) as unknown;

/** Pieces cut at 1 character: every mapping that can be cut is. */
const TINY = { size: 1, depth: 6 };

/** The same value, its keys in the same order at every level. */
function expectSame(actual: unknown, expected: unknown): void {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe('yamlPieces', () => {
  it('cuts a large member into its own members under its key line', () => {
    const text = 'openapi: 3.0.3\npaths:\n  /a:\n    get: {}\n  /b:\n    put: {}\n';
    expect(yamlPieces(text, TINY)).toStrictEqual([
      { headers: [], opens: [], text: 'openapi: 3.0.3\n' },
      { headers: ['paths:\n', '  /a:\n'], opens: [1, 2], text: '    get: {}\n' },
      { headers: ['paths:\n', '  /b:\n'], opens: [1, 4], text: '    put: {}\n' },
    ]);
  });

  it('puts members together in a piece up to the size', () => {
    const limits = { size: 10, depth: 6 };
    expect(yamlPieces('a: 1\nb: 2\nc: 3\n', limits)?.map((p) => p.text)).toStrictEqual([
      'a: 1\nb: 2\n',
      'c: 3\n',
    ]);
    expect(readYamlPieces('a: 1\nb: 2\na: 3\n', whole, limits)).toBeUndefined();
  });

  it("keeps a sequence at its key's indentation, comments and blank lines with their member", () => {
    const text = 'tags:\n- name: a\n\n# about b\n- name: b\ninfo:\n  title: T # the title\n';
    const pieces = yamlPieces(text, TINY);
    expect(pieces?.[0]).toStrictEqual({
      headers: [],
      opens: [],
      text: 'tags:\n- name: a\n\n# about b\n- name: b\n',
    });
    expect(pieces?.[1]).toStrictEqual({
      headers: ['info:\n'],
      opens: [5],
      text: '  title: T # the title\n',
    });
  });

  it('takes an opening document marker and refuses what it cannot cut', () => {
    expect(yamlPieces('---\na: 1\nb: 2\n', TINY)?.map((p) => p.text)).toStrictEqual([
      'a: 1\n',
      'b: 2\n',
    ]);
    for (const text of [
      '- a\n- b\n',
      '{a: 1}\n',
      '%YAML 1.2\n---\na: 1\n',
      'a: 1\n---\nb: 2\n',
      'a: 1\n...\n',
      '\ta: 1\n',
      '? a\n: 1\n',
      '  a: 1\nb: 2\n',
      '',
      '# only a comment\n',
    ])
      expect(yamlPieces(text, TINY), text).toBeUndefined();
  });

  it("keeps a tab inside a member, and does not cut where a tab stands at the members' level", () => {
    const text = 'a:\n  b: |\n    text\n    \tindented by a tab\n  c: 1\n';
    expect(yamlPieces(text, TINY)?.map((p) => p.text)).toStrictEqual([
      '  b: |\n    text\n    \tindented by a tab\n',
      '  c: 1\n',
    ]);
    expect(yamlPieces('a:\n  b: 1\n  \tc: 1\n', TINY)?.map((p) => p.text)).toStrictEqual([
      'a:\n  b: 1\n  \tc: 1\n',
    ]);
  });

  it('does not cut a member whose key line holds a value', () => {
    const text = 'description: see #top:\n  more: 1\nb: 2\n';
    expect(yamlPieces(text, TINY)?.[0]).toStrictEqual({
      headers: [],
      opens: [],
      text: 'description: see #top:\n  more: 1\n',
    });
  });
});

describe('readYamlPieces', () => {
  it('reads as the whole reads: order, quoted keys, index keys, __proto__, CRLF', () => {
    const texts = [
      'swagger: "2.0"\npaths:\n  "/a b":\n    get:\n      responses:\n        "404": {}\n        "200": {description: ok}\n  \'/c\':\n    x: [1, 2]\n',
      'a:\n  "200": 1\n  "100": 2\nb: 3\n',
      'root:\n  __proto__:\n    x: 1\n  y: 2\n',
      'a:\r\n  b:\r\n    c: |\r\n      text\r\n      more\r\n  d: 1\r\n',
      '---\nx:\n  - 1\n  - 2\ny:\n  z: >\n    folded\n    line\n',
    ];
    for (const text of texts) expectSame(readYamlPieces(text, whole, TINY), whole(text));
  });

  it('gives up on a key named twice across pieces, and on a piece that is not one member', () => {
    expect(readYamlPieces('a:\n  b: 1\n  c: 2\na:\n  d: 3\n', whole, TINY)).toBeUndefined();
    expect(readYamlPieces('a:\n  b: 1\n  b: 2\n', whole, TINY)).toBeUndefined();
    // A key line followed by lines js-yaml reads another way: the whole is read instead.
    expect(() => readYamlPieces('a:\n  b: {x: 1,\n  y: 2}\n', whole, TINY)).toThrow();
  });

  it('reads every generated block mapping as the whole reads', () => {
    const key = fc.oneof(
      fc.constantFrom('a', 'paths', '/pets/{id}', '200', '404', 'x-y', 'a b', '__proto__', '0'),
      fc.string({ minLength: 1, maxLength: 6 }),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null)),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 }), (document) => {
        const text = dump(document, { flowLevel: -1, lineWidth: 40 });
        const read = readYamlPieces(text, whole, TINY);
        if (read !== undefined) expectSame(read, whole(text));
      }),
      { numRuns: 300 },
    );
  });
});

/** The corpus of real OpenAPI documents beside the repository, when it is there. */
function corpusDocs(): string | undefined {
  const named = process.env['SPECRUN_OPENAPI_CORPUS'];
  if (named !== undefined) return join(named, 'docs');
  for (let dir = resolve(import.meta.dirname, '..', '..', '..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'openapi-corpus', 'docs');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

describe('readYamlPieces on the corpus', () => {
  const docs = corpusDocs();
  it('reads every YAML document of the corpus as the whole reads, cut finely and as imports cut', () => {
    if (docs === undefined) throw new Error('shared/openapi-corpus is not beside the repository');
    const files = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.ya?ml$/.test(f),
    );
    expect(files.length).toBeGreaterThan(30);
    let cut = 0;
    for (const file of files) {
      const text = readFileSync(join(docs, file), 'utf8');
      let expected: unknown;
      try {
        expected = whole(text);
      } catch {
        continue;
      }
      for (const limits of [TINY, undefined]) {
        const read = readYamlPieces(text, whole, limits);
        if (read === undefined) continue;
        if (limits === TINY) cut++;
        expectSame(read, expected);
      }
    }
    expect(cut).toBeGreaterThan(30);
  });
});
