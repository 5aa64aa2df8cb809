import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importForTest } from '../testing/importForTest.ts';

const SEED = {
  openapi: '3.0.3',
  info: { title: 'Seed', version: '1', description: 'A seed for mutations.' },
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
              },
            },
          },
        },
      },
      post: {
        operationId: 'createPet',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
        responses: { 201: { description: 'made' }, 409: { $ref: '#/components/responses/Taken' } },
      },
    },
    '/pets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      delete: { responses: { 204: { description: 'gone' } } },
    },
  },
  components: {
    responses: { Taken: { description: 'The name {name} is taken.' } },
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', maxLength: 20 },
          tags: { type: 'array', items: { type: 'string' } },
          owner: { $ref: '#/components/schemas/Owner' },
        },
      },
      Owner: {
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          { type: 'object', properties: { since: { type: 'string', format: 'date' } } },
        ],
      },
    },
  },
};

/** Every path to a value of the seed, for mutations to aim at. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

const PATHS = pathsOf(SEED);

function setAt(root: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  if (path.length === 0) return value;
  let node: unknown = copy;
  for (const key of path.slice(0, -1))
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined;
  // An earlier edit may have replaced what the path runs through: then this one does nothing.
  if (node !== null && typeof node === 'object')
    (node as Record<string, unknown>)[path[path.length - 1] as string] = value;
  return copy;
}

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    { $ref: '#/components/schemas/Nowhere' },
    { $ref: 'http://example.com/x' },
    { $ref: '#' },
    { $ref: '#/paths' },
    { type: 'object' },
    { type: ['string', 'null'] },
    { oneOf: [] },
    { allOf: [{ $ref: '#/components/schemas/Owner' }] },
    [],
  ),
);

const structural = fc
  .array(fc.tuple(fc.constantFrom(...PATHS), oddValue), { minLength: 1, maxLength: 4 })
  .map((edits) => {
    let doc: unknown = SEED;
    for (const [path, value] of edits) doc = setAt(doc, path, value);
    return JSON.stringify(doc, null, 2);
  });

const textual = fc
  .tuple(fc.nat(), fc.nat({ max: 40 }), fc.string({ maxLength: 12 }))
  .map(([start, length, insert]) => {
    const text = JSON.stringify(SEED, null, 2);
    const at = start % text.length;
    return text.slice(0, at) + insert + text.slice(at + length);
  });

describe('importOpenApi on mutated documents', () => {
  it('never throws, places every diagnostic, and writes a spec that checks with no errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(structural, textual), async (text) => {
        const result = await importForTest(text, { name: 'seed.json' });
        expect(result.ok || result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
