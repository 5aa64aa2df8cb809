import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compactIndexKeys, compactTree, compactValues } from './compactIndexKeys.ts';

const YAML = `paths:
  /pets:
    get:
      responses:
        "200": &ok
          description: The pets.
        "404":
          description: None.
          x-codes: { "500": .inf, "__proto__": { polluted: true } }
        default: *ok
    post:
      responses: &answers
        "201": { description: Made. }
      x-again: *answers
tags: [ { "0": zero, name: first } ]
info:
  title: "dash \u2014 quote \u2019 tab\\tend \\ud800"
  description: >
    Folded over
    two lines — and ’ beyond Latin-1.
  version: 1.0
`;

describe('compactIndexKeys', () => {
  it('copies an object whose keys start with an index, with the same keys in order and values', () => {
    const shared = { description: 'The pets.' };
    const object: Record<string, unknown> = {};
    object['404'] = { description: 'None.' };
    object['200'] = shared;
    object['default'] = shared;
    const copy = compactIndexKeys(object);
    expect(copy).not.toBe(object);
    expect(Object.keys(copy)).toEqual(['200', '404', 'default']);
    expect(copy).toEqual(object);
    expect(copy['200']).toBe(shared);
    expect(copy['default']).toBe(shared);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('keeps a key named __proto__ as an own member, and leaves other objects as they are', () => {
    const object = JSON.parse('{"1": -0, "__proto__": {"polluted": true}, "n": null}') as Record<
      string,
      unknown
    >;
    const copy = compactIndexKeys(object);
    expect(Object.keys(copy)).toEqual(['1', '__proto__', 'n']);
    expect(Object.is(copy['1'], -0)).toBe(true);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const named = { name: 'x', 200: 'ok' };
    expect(compactIndexKeys({ name: 'x' })).toEqual({ name: 'x' });
    expect(compactIndexKeys(named)).not.toBe(named);
  });
});

describe('compactValues', () => {
  it('reads YAML to the same values, aliases still naming one object', () => {
    const plain = load(YAML, { schema: CORE_SCHEMA });
    const compact = load(YAML, { schema: CORE_SCHEMA, listener: compactValues });
    expect(compact).toEqual(plain);
    expect(JSON.stringify(compact)).toBe(JSON.stringify(plain));
    const at = (...path: string[]): unknown =>
      path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], compact);
    const responses = ['paths', '/pets', 'get', 'responses'];
    expect(at(...responses, 'default')).toBe(at(...responses, '200'));
    expect(at('paths', '/pets', 'post', 'x-again')).toBe(at('paths', '/pets', 'post', 'responses'));
    expect(at(...responses, '404', 'x-codes', '500')).toBe(Infinity);
    expect(Object.keys(at(...responses, '404', 'x-codes') as object)).toEqual(['500', '__proto__']);
    expect(at('info', 'description')).toBe('Folded over two lines — and ’ beyond Latin-1.\n');
    expect(at('info', 'version')).toBe(1);
  });
});

describe('compactTree', () => {
  it('replaces objects with index keys throughout, keeping what was shared shared and cycles', () => {
    const shared: Record<string, unknown> = {};
    shared['404'] = { description: 'None.' };
    const operation: Record<string, unknown> = { responses: shared, again: [shared] };
    const root: Record<string, unknown> = { paths: { '/a': { get: operation } } };
    operation['root'] = root;
    const before = JSON.stringify({ ...root, paths: { '/a': { get: { ...operation, root: 0 } } } });
    const tree = compactTree(root) as Record<string, unknown>;
    expect(tree).toBe(root);
    const paths = tree['paths'] as Record<string, Record<string, Record<string, unknown>>>;
    const get = paths['/a']?.['get'] ?? {};
    expect(get['responses']).not.toBe(shared);
    expect(get['responses']).toEqual(shared);
    expect((get['again'] as unknown[])[0]).toBe(get['responses']);
    expect(get['root']).toBe(root);
    expect(JSON.stringify({ ...tree, paths: { '/a': { get: { ...get, root: 0 } } } })).toBe(before);
  });
});
