import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument, stringify } from 'yaml';
import { blockYamlLocator } from './blockYamlLocator.ts';
import type { Pointer } from './pointer.ts';
import type { Located } from './SourceLocator.ts';
import { locate } from './yamlLocator.ts';

/** Where the `yaml` package's node tree places each pointer: what the line scan must match. */
function treeLocate(text: string, pointers: readonly Pointer[]): Located[] {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const position = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  return pointers.map((p) => locate(document, p, position));
}

/** Every pointer into a value, and one past each mapping (a key it lacks). */
function pointersOf(value: unknown, prefix: Pointer = []): Pointer[] {
  const found: Pointer[] = [prefix];
  if (Array.isArray(value))
    value.forEach((item, index) => found.push(...pointersOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      found.push(...pointersOf(item, [...prefix, key]));
    found.push([...prefix, 'no such key', 'below']);
  }
  return found;
}

const DOCUMENT = `# A pet store
openapi: 3.0.3
info:
  title: "Pets: a store"   # quoted, with a colon
  description: |
    Pets.
    key: not a key
paths:
  '/pets/{id}':
    get:
      parameters:
      - $ref: '#/components/parameters/id'
      - name: q
        in: query
        schema: { $ref: "#/components/schemas/Q" }
      -
        name: limit
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
tags:
  - plain
  - [flow, list]
`;

describe('blockYamlLocator', () => {
  it('places members at their keys and items at their first character, as the node tree does', () => {
    const pointers: Pointer[] = [
      ['info', 'title'],
      ['info', 'description'],
      ['paths', '/pets/{id}', 'get', 'parameters', 0],
      ['paths', '/pets/{id}', 'get', 'parameters', 1, 'in'],
      ['paths', '/pets/{id}', 'get', 'parameters', 2, 'name'],
      ['paths', '/pets/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema'],
      ['tags', 0],
      ['tags', 1],
      ['info', 'missing', 'deeper'],
      ['info', 'title', 'past a scalar'],
    ];
    const scan = blockYamlLocator(DOCUMENT);
    expect(pointers.map((p) => scan(p))).toEqual(treeLocate(DOCUMENT, pointers));
  });

  it('gives the $ref of the node it stops at, block or flow, to follow for the rest', () => {
    const scan = blockYamlLocator(DOCUMENT);
    const parameters = ['paths', '/pets/{id}', 'get', 'parameters'];
    expect(scan([...parameters, 0, 'schema'])).toMatchObject({
      depth: 5,
      ref: '#/components/parameters/id',
    });
    expect(scan([...parameters, 1, 'schema', 'properties'])).toMatchObject({
      at: { line: 15, column: 9 },
      depth: 6,
      ref: '#/components/schemas/Q',
    });
  });

  it('leaves to the node tree what it does not read: a way through a flow list, an anchor', () => {
    const scan = blockYamlLocator(DOCUMENT);
    expect(scan(['tags', 1, 0])).toBeUndefined();
    const anchored = 'a: &x\n  b: 1\nc: *x\n';
    expect(blockYamlLocator(anchored)(['a', 'b'])).toBeUndefined();
    expect(blockYamlLocator('--- { a: 1 }\n')(['a'])).toBeUndefined();
  });

  it('matches the node tree on any block YAML the yaml package writes', () => {
    const key = fc.stringMatching(/^[A-Za-z_$/{}.][A-Za-z0-9_ $/{}.:#'"-]{0,12}$/);
    const leaf = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.lorem({ maxCount: 30 }),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, tie('node'), { maxKeys: 5 }),
      ),
    })).node;
    let asked = 0;
    let answered = 0;
    fc.assert(
      fc.property(
        fc.dictionary(key, tree, { minKeys: 1, maxKeys: 6 }),
        fc.boolean(),
        (value, compact) => {
          const text = stringify(value, { indentSeq: !compact, lineWidth: 40 });
          const pointers = pointersOf(value);
          const scan = blockYamlLocator(text);
          const expected = treeLocate(text, pointers);
          pointers.forEach((pointer, index) => {
            const found = scan(pointer);
            asked++;
            if (found !== undefined) answered++;
            if (found !== undefined)
              expect(found, `${JSON.stringify(pointer)} in\n${text}`).toEqual(expected[index]);
          });
        },
      ),
      { numRuns: 500 },
    );
    // Flow collections (`[]`, `{}`) and explicit keys are left to the tree: they are rare.
    expect(answered / asked).toBeGreaterThan(0.9);
  });
});
