import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compactIndexKeys, compactMappings } from './compactIndexKeys.ts';

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

describe('compactMappings', () => {
  it('reads YAML to the same values, aliases still naming one object', () => {
    const plain = load(YAML, { schema: CORE_SCHEMA });
    const compact = load(YAML, { schema: CORE_SCHEMA, listener: compactMappings });
    expect(compact).toEqual(plain);
    expect(JSON.stringify(compact)).toBe(JSON.stringify(plain));
    const at = (...path: string[]): unknown =>
      path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], compact);
    const responses = ['paths', '/pets', 'get', 'responses'];
    expect(at(...responses, 'default')).toBe(at(...responses, '200'));
    expect(at('paths', '/pets', 'post', 'x-again')).toBe(at('paths', '/pets', 'post', 'responses'));
    expect(at(...responses, '404', 'x-codes', '500')).toBe(Infinity);
    expect(Object.keys(at(...responses, '404', 'x-codes') as object)).toEqual(['500', '__proto__']);
  });
});
