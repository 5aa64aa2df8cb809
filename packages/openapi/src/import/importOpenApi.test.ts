import { describe, expect, it, vi } from 'vitest';
import { filesFromMap } from '../load/DocumentFiles.ts';
import { importForTest, placed } from '../testing/importForTest.ts';
import { exportOpenApi } from '../export/exportOpenApi.ts';
import type { Spec } from '@specrun/model';

const PETSTORE = `openapi: 3.0.3
info:
  title: Pet store
  version: 1.2.0
  description: |
    # Pets
    | a | b |
    | - | - |
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        '200':
          description: the pets
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Pet' } }
    post:
      operationId: createPet
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewPet' }
      responses:
        '201':
          description: made
          content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } }
        '422': { description: not valid }
  /pets/{petId}:
    get:
      operationId: showPet
      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
      responses:
        '200': { description: a pet, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
        '404': { $ref: '#/components/responses/NotFound' }
        default: { description: unexpected }
components:
  responses:
    NotFound:
      description: No pet has {petId}.
      content: { application/json: { schema: { $ref: '#/components/schemas/Error' } } }
  schemas:
    NewPet:
      type: object
      required: [name]
      properties:
        name: { type: string, minLength: 1, maxLength: 40, pattern: '^[A-Z]' }
        tag: { type: string, enum: [cat, dog] }
        born: { type: string, format: date }
        weight: { type: number, minimum: 0, exclusiveMaximum: 200 }
    Pet:
      allOf:
        - $ref: '#/components/schemas/NewPet'
        - type: object
          required: [id]
          properties:
            id: { type: integer, format: int64 }
            owner: { $ref: '#/components/schemas/Owner' }
            friends: { type: array, items: { $ref: '#/components/schemas/Pet' } }
            collar: { type: object, properties: { colour: { type: string } } }
            extra: { oneOf: [{ type: string }, { type: integer }] }
    Owner:
      type: object
      properties:
        email: { type: string, format: email }
        pets: { type: array, items: { $ref: '#/components/schemas/Pet' } }
    Error:
      type: object
      properties: { message: { type: string } }
`;

describe('importOpenApi', () => {
  it('maps schemas, constraints, operations and error answers onto the nine points', async () => {
    const result = await importForTest(PETSTORE, { name: 'petstore.yaml' });
    expect(result.ok).toBe(true);
    const spec = result.spec!;
    expect(spec.name).toBe('Pet store');
    // NewPet holds some of Pet's fields, with the same schemas: createPet sends those of Pet.
    expect(spec.entities.map((e) => e.name)).toEqual(['Pet', 'Owner', 'PetCollar']);
    expect(spec.calls[1]?.sends).toEqual({
      entity: 'Pet',
      many: false,
      fields: ['name', 'tag', 'born', 'weight'],
    });
    const pet = spec.entities.find((e) => e.name === 'Pet')!;
    expect(pet.fields.map((f) => `${f.name}:${f.type.kind}:${f.required}`)).toEqual([
      'name:text:true',
      'tag:enum:false',
      'born:date:false',
      'weight:number:false',
      // An integer id numbers the records; createPet does not send it, so it is not required.
      'id:integer:false',
      'owner:ref:false',
      'friends:list:false',
      'collar:ref:false',
      'extra:longtext:false',
    ]);
    expect(pet.text).toContain('`extra` is one of 2 schemas');
    expect(
      spec.rules.filter((r) => r.entity === 'Pet').map((r) => `${r.expression.source} ${r.error}`),
    ).toEqual([
      'size(name) >= 1 TEXT_TOO_SHORT',
      'size(name) <= 40 TEXT_TOO_LONG',
      'name.matches("^[A-Z]") TEXT_PATTERN_MISMATCH',
      '!has(record.weight) || weight >= 0 VALUE_TOO_SMALL',
      '!has(record.weight) || weight < 200 VALUE_TOO_LARGE',
    ]);
    expect(spec.calls.map((c) => `${c.name} ${c.method} ${c.path}`)).toEqual([
      'listPets GET /pets?limit',
      'createPet POST /pets',
      'showPet GET /pets/:petId',
    ]);
    expect(spec.calls[1]?.answers).toEqual([
      { status: 201, body: { kind: 'payload', payload: { entity: 'Pet', many: false } } },
      { status: 422, body: { kind: 'validation' } },
    ]);
    expect(spec.errors).toContainEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'No pet has (petId).',
      at: expect.anything() as unknown,
    });
    // The error body's schema is the shape of errors, not an entity: point 7's sentence says it.
    expect(spec.wire?.errorShape?.text).toBe('{message: <message>}');
    expect(spec.entities.some((e) => e.name === 'Error')).toBe(false);
    // The description's heading and table are quoted prose, not sections or tables.
    expect(result.markdown).toContain('> # Pets');
    expect(spec.sections.map((s) => s.text.endsWith(': not shown.'))).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('lists what the format cannot hold in the spec and as diagnostics at their lines', async () => {
    const result = await importForTest(PETSTORE, { name: 'petstore.yaml' });
    // A list's query parameter is read after `?`: what it is not said as not mapped.
    expect(result.markdown).not.toContain('query parameter `limit`');
    expect(result.markdown).toContain('- `showPet`: the default answer.');
    const lines = PETSTORE.split('\n');
    const at = (needle: string, after = 0) => {
      const index = lines.findIndex((l, i) => i >= after && l.includes(needle));
      return `${index + 1}:${(lines[index] ?? '').indexOf(needle.trim()) + 1}`;
    };
    expect(placed(result, 'not-mapped')).toEqual(
      expect.arrayContaining([
        `not-mapped petstore.yaml:${at('    get:', 20)}`,
        `not-mapped petstore.yaml:${at('extra:')}`,
      ]),
    );
  });

  it('converts Swagger 2.0 and places its diagnostics in the 2.0 source', async () => {
    const text = JSON.stringify(
      {
        swagger: '2.0',
        info: { title: 'Old', version: '1' },
        paths: {
          '/things': {
            get: {
              operationId: 'listThings',
              parameters: [{ name: 'q', in: 'query', type: 'string' }],
              responses: {
                200: {
                  description: 'ok',
                  schema: { type: 'array', items: { $ref: '#/definitions/Thing' } },
                },
              },
            },
          },
        },
        definitions: {
          Thing: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              data: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
      null,
      2,
    );
    const result = await importForTest(text, { name: 'old.json' });
    expect(result.version).toBe('2.0');
    expect(result.spec?.calls[0]?.answers[0]).toEqual({
      status: 200,
      body: { kind: 'payload', payload: { entity: 'Thing', many: true } },
    });
    const lines = text.split('\n');
    const data = result.diagnostics.find((d) => d.message.startsWith('Thing.data'));
    expect(lines[(data?.at.line ?? 0) - 1]).toContain('"data"');
  });

  it('reads OpenAPI 3.1 type lists, nullable values and circular references', async () => {
    const text = `openapi: 3.1.0
info: { title: Tree, version: '1' }
paths: {}
components:
  schemas:
    Node:
      type: object
      properties:
        label: { type: [string, 'null'] }
        parent: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] }
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
`;
    const result = await importForTest(text);
    expect(
      result.spec?.entities[0]?.fields.map((f) => `${f.name} ${JSON.stringify(f.type)}`),
    ).toEqual([
      'label {"kind":"text"}',
      'parent {"kind":"ref","entity":"Node"}',
      'children {"kind":"list","of":{"kind":"ref","entity":"Node"}}',
    ]);
  });

  it('reads the files that $refs name and reports a $ref to a URL without fetching it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      const root = `openapi: 3.0.0
info: { title: Split, version: '1' }
paths:
  /pets:
    $ref: 'paths/pets.yaml#/pets'
components:
  schemas:
    Remote: { $ref: 'https://example.com/schemas/remote.json' }
`;
      const files = filesFromMap(
        new Map([
          [
            'paths/pets.yaml',
            `pets:\n  get:\n    responses:\n      '200':\n        description: ok\n        content:\n          application/json:\n            schema: { $ref: '../schemas/Pet.yaml' }\n`,
          ],
          ['schemas/Pet.yaml', 'type: object\nproperties:\n  name: { type: string }\n'],
        ]),
      );
      const result = await importForTest(root, { name: 'api.yaml', files });
      expect(result.spec?.entities.map((e) => e.name)).toEqual(['Pet']);
      expect(result.spec?.calls[0]?.answers[0]).toEqual({
        status: 200,
        body: { kind: 'payload', payload: { entity: 'Pet', many: false } },
      });
      expect(placed(result, 'url-ref')).toEqual(['url-ref api.yaml:8:15']);
      expect(result.markdown).toContain('document `api.yaml` and 2 files it refers to');
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('follows an operation that is itself a $ref, as DigitalOcean writes them', async () => {
    const root = `openapi: 3.0.0
info: { title: Ops, version: '1' }
paths:
  /droplets:
    get: { $ref: 'resources/droplets_list.yml' }
`;
    const files = filesFromMap(
      new Map([
        [
          'resources/droplets_list.yml',
          `operationId: droplets_list\nresponses:\n  '204': { description: none }\n`,
        ],
      ]),
    );
    const result = await importForTest(root, { name: 'api.yaml', files });
    // Followed: its name is the referenced file's; it reads no records, so it is listed, not kept.
    expect(result.spec?.calls).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'not-mapped').map((d) => d.message)).toEqual(
      [expect.stringContaining('droplets_list (GET /droplets) is not mapped')],
    );
  });

  it('reads a $ref into a path already mapped, whose values are otherwise let go once mapped', async () => {
    const root = `openapi: 3.0.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        '200':
          description: the pets
          content:
            application/json:
              schema:
                type: array
                items: { type: object, properties: { id: { type: integer }, name: { type: string } } }
  /pets/{id}:
    get:
      operationId: showPet
      parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
      responses:
        '200':
          description: a pet
          content:
            application/json:
              schema: { $ref: '#/paths/~1pets/get/responses/200/content/application~1json/schema/items' }
`;
    const result = await importForTest(root, { name: 'api.yaml' });
    expect(result.diagnostics.filter((d) => d.code === 'broken-ref')).toEqual([]);
    const bodies = result.spec?.calls.map((c) => c.answers[0]?.body);
    expect(bodies?.map((b) => b?.kind === 'payload' && b.payload.entity)).toEqual([
      expect.any(String),
      (bodies?.[0]?.kind === 'payload' && bodies[0].payload.entity) || 'none',
    ]);
  });

  it('does not validate a document in several files too large to validate as one, and says so', async () => {
    const root = `openapi: 3.0.0
info: { title: Big, version: '1' }
paths: {}
components:
  schemas:
    Big: { $ref: 'big.json' }
`;
    const big = JSON.stringify({
      type: 'object',
      properties: { n: { type: 'integer', enum: Array.from({ length: 300_000 }, (_, i) => i) } },
    });
    const result = await importForTest(root, {
      name: 'api.yaml',
      files: filesFromMap(new Map([['big.json', big]])),
      validate: true,
    });
    expect(placed(result, 'not-validated')).toEqual(['not-validated api.yaml:1:1']);
  });

  it('turns the validator’s findings into diagnostics at their lines', async () => {
    const text = `openapi: 3.0.0
info: { title: Bad, version: '1' }
paths:
  /a:
    get:
      parameters:
        - { name: q, in: quer }
      responses: { '200': { description: ok } }
`;
    const result = await importForTest(text, { name: 'bad.yaml', validate: true });
    expect(placed(result, 'invalid-openapi')).toEqual(['invalid-openapi bad.yaml:7:11']);
  });

  it('names a schema in capitals only so that its answers do not read as error codes', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } } };
    const answer = (ref: string) => ({
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
        },
      },
    });
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Capitals', version: '1' },
      paths: {
        '/t': { get: answer('T') },
        '/u': { get: answer('URL') },
        '/d': { get: answer('DNS_RECORD') },
      },
      components: { schemas: { T: schema, URL: schema, DNS_RECORD: schema } },
    });
    const result = await importForTest(text, { name: 'caps.json' });
    expect(result.spec?.entities.map((e) => e.name)).toEqual(['TSchema', 'Url', 'DnsRecord']);
    expect(result.spec?.calls.map((c) => c.answers[0]?.body.kind)).toEqual([
      'payload',
      'payload',
      'payload',
    ]);
    expect(result.diagnostics.filter((d) => d.code === 'renamed').map((d) => d.message)).toContain(
      "The schema URL is the entity Url: a name in capitals only reads as an error code in a call's answers.",
    );
  });

  it('validates first, and maps values the validator has not dereferenced', async () => {
    const aliased = `openapi: 3.0.3
info: { title: Aliased, version: '1' }
paths:
  /a:
    get:
      responses: &answers { '200': { description: ok } }
  /b:
    get:
      responses: *answers
`;
    const swagger = JSON.stringify({
      swagger: '2.0',
      info: { title: 'Old', version: '1' },
      paths: {
        '/t': {
          get: { responses: { 200: { description: 'ok', schema: { $ref: '#/definitions/T' } } } },
        },
      },
      definitions: { T: { type: 'object', properties: { name: { type: 'string' } } } },
    });
    const cases = [
      {
        text: PETSTORE,
        name: 'pets.yaml',
        steps: ['reading', 'validating', 'mapping', 'writing', 'checking'],
      },
      {
        text: swagger,
        name: 'old.json',
        steps: ['reading', 'validating', 'converting', 'mapping', 'writing', 'checking'],
      },
      // Read through the yaml package's nodes, which are not built again: validated after.
      {
        text: aliased,
        name: 'aliased.yaml',
        steps: ['reading', 'mapping', 'writing', 'validating', 'checking'],
      },
    ];
    for (const { text, name, steps } of cases) {
      const seen: string[] = [];
      const validated = await importForTest(text, {
        name,
        validate: true,
        onProgress: (step) => seen.push(step),
      });
      expect(seen, name).toEqual(steps);
      const unvalidated = await importForTest(text, { name });
      expect(validated.markdown, name).toBe(unvalidated.markdown);
    }
  });

  it('maps envelopes, list query parameters and the token header, and exports them back', async () => {
    const article = { $ref: '#/components/schemas/Article' };
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Blog', version: '1' },
      paths: {
        '/articles': {
          get: {
            operationId: 'list articles',
            parameters: [
              { name: 'tag', in: 'query', schema: { type: 'string' } },
              { name: 'author', in: 'query', schema: { type: 'string' } },
              { name: 'mood', in: 'query', schema: { type: 'string' } },
              { name: 'limit', in: 'query', schema: { type: 'integer', default: 20 } },
              { name: 'offset', in: 'query', schema: { type: 'integer' } },
            ],
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/MultipleArticlesResponse' },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        schemas: {
          Article: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              author: { type: 'string' },
              tagList: { type: 'array', items: { type: 'string' } },
            },
          },
          MultipleArticlesResponse: {
            type: 'object',
            properties: {
              articles: { type: 'array', items: article },
              articlesCount: { type: 'integer' },
            },
          },
        },
      },
    });
    const result = await importForTest(text, { name: 'blog.json' });
    expect(result.spec?.entities.map((e) => e.name)).toEqual(['Article']);
    const [list] = result.spec?.calls ?? [];
    expect(list?.path).toBe('/articles?tag=tagList&author&limit=20&offset');
    expect(list?.answers[0]?.body).toEqual({
      kind: 'payload',
      payload: {
        entity: 'Article',
        many: true,
        envelope: { key: 'articles', count: 'articlesCount' },
      },
    });
    expect(result.markdown).toContain('The token is sent as `Authorization: <token>`.');
    expect(result.diagnostics.find((d) => d.code === 'not-mapped')?.message).toBe(
      'list articles: not mapped: query parameter mood (no field of Article).',
    );
    const back = await importForTest(JSON.stringify(exportOpenApi(result.spec as Spec).document), {
      name: 'back.json',
    });
    expect(back.spec?.calls.map((c) => [c.path, c.answers[0]?.body])).toEqual([
      [list?.path, list?.answers[0]?.body],
    ]);
    expect(back.spec?.wire?.token?.text).toBe('Authorization: <token>');
  });
});
