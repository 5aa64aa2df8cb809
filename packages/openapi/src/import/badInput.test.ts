import { describe, expect, it, vi } from 'vitest';
import { importForTest, placed } from '../testing/importForTest.ts';

function document(paths: Record<string, unknown>, schemas: Record<string, unknown> = {}): string {
  return JSON.stringify(
    { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths, components: { schemas } },
    null,
    2,
  );
}

function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}

describe('importOpenApi on bad input', () => {
  it('says where a text that is neither YAML nor JSON goes wrong', async () => {
    const result = await importForTest('openapi: 3.0.0\ninfo: [unclosed\npaths: {}\n', {
      name: 'broken.yaml',
    });
    expect(result.ok).toBe(false);
    expect(result.markdown).toBe('');
    expect(placed(result)).toEqual(['not-yaml-or-json broken.yaml:3:1']);
    const binary = await importForTest('\u0000\u0001PNG\u0000{{{', { name: 'image.png' });
    expect(binary.ok).toBe(false);
    expect(binary.diagnostics[0]?.severity).toBe('error');
  });

  it('refuses a JSON document of another kind', async () => {
    const result = await importForTest('{\n  "name": "my-package",\n  "version": "1.0.0"\n}\n', {
      name: 'package.json',
    });
    expect(result.ok).toBe(false);
    expect(
      result.diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column} ${d.message}`),
    ).toEqual([
      'not-openapi 1:1 This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field.',
    ]);
    const other = await importForTest('openapi: 4.0.0\ninfo: {}\n', { name: 'future.yaml' });
    expect(placed(other)).toEqual(['not-openapi future.yaml:1:1']);
  });

  it('says the document is not validated where the page forbids compiled code, and imports it', async () => {
    // A page whose content security policy has no 'unsafe-eval' refuses `new Function`.
    class RefusedFunction {
      constructor() {
        throw new EvalError(
          "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script.",
        );
      }
    }
    vi.stubGlobal('Function', RefusedFunction);
    try {
      const result = await importForTest(
        document({ '/pets': { get: { responses: { 204: { description: 'none' } } } } }),
        {
          name: 'pets.json',
          validate: true,
        },
      );
      expect(result.ok).toBe(true);
      expect(placed(result, 'not-validated')).toEqual(['not-validated pets.json:1:1']);
      expect(result.markdown).toContain('# Specification: T');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a broken $ref at the reference and keeps the field', async () => {
    const text = document(
      {},
      { Pet: { type: 'object', properties: { owner: { $ref: '#/components/schemas/Missing' } } } },
    );
    const result = await importForTest(text, { name: 'api.json' });
    expect(placed(result, 'broken-ref')).toEqual([
      `broken-ref api.json:${lineOf(text, '"$ref"')}:13`,
    ]);
    expect(result.spec?.entities[0]?.fields[0]).toMatchObject({
      name: 'owner',
      type: { kind: 'longtext' },
    });
    const missingFile = await importForTest(document({}, { Pet: { $ref: 'pet.yaml' } }), {
      name: 'api.json',
    });
    expect(missingFile.diagnostics.filter((d) => d.code === 'broken-ref')).toHaveLength(1);
    expect(missingFile.diagnostics[0]?.message).toBe(
      'The file pet.yaml that this $ref names cannot be read.',
    );
  });

  it('maps schemas nested and referring to each other 10 deep', async () => {
    const schemas: Record<string, unknown> = {};
    for (let i = 1; i <= 10; i++)
      schemas[`Level${i}`] = {
        type: 'object',
        properties: {
          next: { $ref: `#/components/schemas/Level${i === 10 ? 1 : i + 1}` },
          name: { type: 'string' },
        },
      };
    let inline: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10; i++) inline = { type: 'object', properties: { inner: inline } };
    schemas['Nest'] = inline;
    const result = await importForTest(document({}, schemas));
    expect(result.spec?.entities.filter((e) => e.name.startsWith('Level'))).toHaveLength(10);
    expect(result.spec?.entities.find((e) => e.name === 'Level10')?.fields[0]?.type).toEqual({
      kind: 'ref',
      entity: 'Level1',
    });
    expect(result.spec?.entities.filter((e) => e.name.startsWith('Nest'))).toHaveLength(10);
  });

  it('imports 10,000 operations', async () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++)
      paths[`/v${i}/things/{id}`] = {
        get: {
          operationId: `getThing${i}`,
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
          },
        },
        delete: {
          operationId: `deleteThing${i}`,
          responses: { 204: { description: 'gone' }, 404: { description: 'none' } },
        },
      };
    const result = await importForTest(
      document(paths, { Thing: { type: 'object', properties: { name: { type: 'string' } } } }),
    );
    expect(result.spec?.calls).toHaveLength(10_000);
  }, 120_000);

  it('names calls apart when operation ids repeat, and says so at the second one', async () => {
    const things = { type: 'array', items: { $ref: '#/components/schemas/Thing' } };
    const answer = { description: 'ok', content: { 'application/json': { schema: things } } };
    const op = { operationId: 'getIt', responses: { 200: answer } };
    const text = document(
      { '/a': { get: op }, '/b': { get: op } },
      { Thing: { type: 'object', properties: { name: { type: 'string' } } } },
    );
    const result = await importForTest(text, { name: 'api.json' });
    expect(result.spec?.calls.map((c) => c.name)).toEqual(['getIt', 'getIt (GET /b)']);
    const second = text
      .split('\n')
      .map((l, i) => (l.includes('"operationId"') ? i + 1 : 0))
      .filter((n) => n > 0)[1];
    expect(placed(result, 'duplicate-operation-id')).toEqual([
      `duplicate-operation-id api.json:${second}:9`,
    ]);
  });

  it('maps names that are not names of the format, and says how', async () => {
    const text = document(
      {
        '/items/{item.id}': {
          get: {
            operationId: 'get item',
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/pet-store.Item[1]' },
                  },
                },
              },
            },
          },
        },
      },
      {
        'pet-store.Item[1]': {
          type: 'object',
          properties: {
            'created-at': { type: 'string', format: 'date-time' },
            $ref: { type: 'string' },
            '1st': { type: 'integer' },
            in: { type: 'boolean' },
            Café: { type: 'string' },
          },
        },
      },
    );
    const result = await importForTest(text, { name: 'api.json' });
    const entity = result.spec?.entities[0];
    expect(entity?.name).toBe('PetStoreItem1');
    expect(entity?.fields.map((f) => f.name)).toEqual(['createdAt', 'ref', '_1st', 'in_', 'cafe']);
    expect(entity?.text).toContain('`createdAt` is the property `created-at`.');
    expect(result.spec?.calls[0]?.path).toBe('/items/:itemId');
    expect(placed(result, 'renamed')).toEqual(
      expect.arrayContaining([`renamed api.json:${lineOf(text, '"pet-store.Item[1]": {')}:7`]),
    );
  });
});
