import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import schemaFile from '../../schema/spec.schema.json' with { type: 'json' };
import { readMarkdown } from '../read/withYamlPackage.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { specJsonSchema, type JsonSchema } from './specJsonSchema.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const validate = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
}).compile(specJsonSchema);

/** Every schema under a `properties` keyword, with its path. */
function propertiesOf(schema: unknown, path = ''): [string, JsonSchema][] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => propertiesOf(item, `${path}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([key, value]) => {
    const own: [string, JsonSchema][] =
      key === 'properties'
        ? Object.entries(value as JsonSchema).map(([name, s]) => [
            `${path}/${name}`,
            s as JsonSchema,
          ])
        : [];
    return [...own, ...propertiesOf(value, `${path}/${key}`)];
  });
}

describe('specJsonSchema', () => {
  it('is what schema/spec.schema.json holds', () => {
    // To update the file: npx tsx -e "import('./packages/model/src/schema/specJsonSchema.ts').then((m) => process.stdout.write(JSON.stringify(m.specJsonSchema, null, 2) + '\n'))" > packages/model/schema/spec.schema.json
    expect(schemaFile).toEqual(specJsonSchema);
  });

  it('describes every property, so that editors can complete', () => {
    const properties = propertiesOf(specJsonSchema);
    expect(properties.length).toBeGreaterThan(60);
    const undescribed = properties.filter(
      ([, s]) => typeof s['description'] !== 'string' || s['description'].length < 10,
    );
    expect(undescribed.map(([path]) => path)).toEqual([]);
  });

  it.each(Object.keys(examples))('accepts the YAML form of %s', (path) => {
    const yaml = writeYaml(readMarkdown(examples[path] ?? '').spec);
    const valid = validate(parse(yaml));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('accepts what writeYaml writes', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (spec) => {
        const valid = validate(parse(writeYaml(spec)));
        expect(validate.errors ?? []).toEqual([]);
        expect(valid).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts natural values and column aliases as the reader does', () => {
    const doc = {
      specification: 'X',
      product: { audience: [{ audience: 'All', does: 'read' }] },
      entities: {
        entities: [{ entity: 'Claim', fields: [{ name: 'title', type: 'text', required: 'yes' }] }],
      },
      errors: { errors: [{ code: 'NETWORK', status: null, message: 'Down.' }] },
      constants: {
        constants: [
          { name: 'A', value: 1 },
          { name: 'B', value: '1' },
          { name: 'C', value: true },
        ],
      },
      calls: 'not shown',
      roles: null,
    };
    expect(validate(doc)).toBe(true);
  });

  it('accepts what the reader reads without a problem: words in any case, quoted statuses, empty cells it allows', () => {
    const doc = {
      specification: 2048,
      entities: {
        entities: [
          {
            entity: 'Claim',
            fields: [
              { field: 'a', type: 'text', required: 'Yes' },
              { field: 'b', type: 'ref Category', required: 'OPTIONAL' },
            ],
          },
        ],
      },
      roles: { users: [{ user: 'u1' }] },
      calls: {
        calls: [{ call: 'remove', method: 'delete', path: '/api/claims/:id', answers: 204 }],
      },
      errors: {
        errors: [
          { code: 'A', status: '422', message: 'a' },
          { code: 'B', status: '' },
        ],
      },
    };
    const valid = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('enumerates the words an editor should complete: methods, screen kinds, field types, triggers', () => {
    const defs = specJsonSchema['$defs'] as Record<
      string,
      { properties: Record<string, JsonSchema> }
    >;
    const enums = (kind: string, column: string): unknown[] =>
      JSON.stringify(defs[kind]?.properties[column])
        .match(/"enum":\[[^\]]*\]/g)
        ?.flatMap((e) => JSON.parse(e.slice(7)) as unknown[]) ?? [];
    expect(enums('calls', 'method')).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'HEAD',
      'OPTIONS',
    ]);
    expect(enums('calls', 'verb')).toContain('PATCH');
    expect(enums('screens', 'screen')).toContain('dashboard');
    expect(enums('fields', 'type')).toEqual(expect.arrayContaining(['text', 'state', 'money EUR']));
    expect(enums('rules', 'on')).toEqual(['save', 'create']);
  });

  it.each([
    ['a misspelt point', { specification: 'X', contants: 'not shown' }],
    ['no name', { intro: 'x' }],
    [
      'a row without its required column',
      { specification: 'X', validation: { rules: [{ entity: 'Claim', rule: 'x > 0' }] } },
    ],
    [
      'an unknown column',
      { specification: 'X', screens: { routes: [{ route: '/', screen: 'home', colour: 'red' }] } },
    ],
    ['a list where a row belongs', { specification: 'X', screens: { routes: [['/', 'home']] } }],
    [
      'a status that is no HTTP status',
      { specification: 'X', errors: { errors: [{ code: 'E', status: 42, message: 'm' }] } },
    ],
    ['an entity without a name', { specification: 'X', entities: { entities: [{ text: 'x' }] } }],
    [
      'a required flag in other words',
      {
        specification: 'X',
        entities: {
          entities: [{ entity: 'E', fields: [{ field: 'f', type: 'text', required: 'maybe' }] }],
        },
      },
    ],
    ['an empty name', { specification: '' }],
    [
      'a list display that shows no field',
      { specification: 'X', entities: { entities: [{ entity: 'E', list: { shows: [] } }] } },
    ],
    [
      'a needed cell that is null',
      { specification: 'X', screens: { routes: [{ route: null, screen: 'list' }] } },
    ],
    [
      'a needed list that is empty',
      { specification: 'X', roles: { permissions: [{ role: [], may: 'read', on: 'Claim' }] } },
    ],
    [
      'a screen kind that is none',
      { specification: 'X', screens: { routes: [{ route: '/', screen: 'List' }] } },
    ],
    [
      'a method that is none',
      {
        specification: 'X',
        calls: { calls: [{ call: 'c', method: 'FETCH', path: '/a', answers: [200] }] },
      },
    ],
  ])('refuses %s', (_, doc) => {
    expect(validate(doc)).toBe(false);
  });
});
