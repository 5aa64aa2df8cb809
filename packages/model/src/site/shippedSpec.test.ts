import type { Diagnostic } from '../model/Diagnostic.ts';
import { readSpec } from '../read/withYamlPackage.ts';
import { describe, expect, it } from 'vitest';
import { shippedSpecFor, hashSpecText, readShippedSpec } from './shippedSpec.ts';

const UNKNOWN: Diagnostic = {
  code: 'unknown-entity',
  severity: 'error',
  message: 'The screen /payments shows Payment, which is not an entity.',
  at: { line: 7, column: 1 },
  path: ['screens', 0, 'shows'],
  hint: 'add Payment to point 3',
};

describe('hashSpecText', () => {
  it('is FNV-1a over UTF-16 code units, the same figures as the CLI pins', () => {
    expect(hashSpecText('')).toBe('811c9dc5');
    expect(hashSpecText('a')).toBe('e40c292c');
    expect(hashSpecText('# Specification: Claims\n')).toBe('9a0664b2');
    expect(hashSpecText('é€😀')).toBe('0c5e230d');
  });
});

describe('readShippedSpec', () => {
  it('reads the check that specrun.json carries', () => {
    const check = { hash: '9a0664b2', diagnostics: [UNKNOWN] };
    expect(readShippedSpec(check)).toEqual(check);
    expect(readShippedSpec({ hash: 'x', diagnostics: [] })).toEqual({ hash: 'x', diagnostics: [] });
  });

  it('is undefined for a check it cannot use, so that the app checks the spec itself', () => {
    const bad: unknown[] = [
      undefined,
      'check',
      [],
      { diagnostics: [] },
      { hash: 'x' },
      { hash: 'x', diagnostics: [{ ...UNKNOWN, severity: 'fatal' }] },
      { hash: 'x', diagnostics: [{ ...UNKNOWN, at: { line: '7', column: 1 } }] },
      { hash: 'x', diagnostics: [{ ...UNKNOWN, path: [null] }] },
      { hash: 'x', diagnostics: [{ ...UNKNOWN, hint: 3 }] },
      { hash: 'x', diagnostics: [null] },
    ];
    for (const value of bad) expect(readShippedSpec(value)).toBeUndefined();
  });

  it("keeps the CLI's model when it has the model's name and lists, and drops one that has not", () => {
    const model = readSpec('# Specification: Claims\n', { format: 'markdown' }).spec;
    const check = { hash: '9a0664b2', diagnostics: [], model };
    expect(readShippedSpec(JSON.parse(JSON.stringify(check)))).toEqual(check);
    for (const broken of [null, [], { ...model, name: 3 }, { ...model, entities: {} }])
      expect(readShippedSpec({ ...check, model: broken })).toEqual({
        hash: '9a0664b2',
        diagnostics: [],
      });
  });
});

describe('shippedSpecFor', () => {
  it('gives the check only for the very text that was checked', () => {
    const text = '# Specification: Claims\n';
    const check = { hash: hashSpecText(text), diagnostics: [UNKNOWN] };
    expect(shippedSpecFor(check, text)).toBe(check);
    expect(shippedSpecFor(check, `${text}\nChanged since.\n`)).toBeUndefined();
    expect(shippedSpecFor(undefined, text)).toBeUndefined();
  });
});
