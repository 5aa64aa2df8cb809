import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { CEL_NAMES } from './celNames.ts';

const definitions = new Environment().getDefinitions();
const globals = new Set(definitions.functions.filter((f) => !f.receiverType).map((f) => f.name));
const methods = new Set(definitions.functions.filter((f) => f.receiverType).map((f) => f.name));

describe('CEL_NAMES', () => {
  it('lists only functions the library provides', () => {
    expect([...CEL_NAMES.functions].filter((name) => !globals.has(name))).toEqual([]);
  });

  it('lists only methods and macros the library provides', () => {
    expect(
      [...CEL_NAMES.methods, ...CEL_NAMES.macros].filter((name) => !methods.has(name)),
    ).toEqual([]);
  });

  it('lists only type names the library knows', () => {
    const variables = new Set(definitions.variables.map((v) => v.name));
    expect([...CEL_NAMES.types].filter((name) => !variables.has(name))).toEqual([]);
  });
});
