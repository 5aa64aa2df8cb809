import { describe, expect, it } from 'vitest';
import { readYaml } from '../../read/readYaml.ts';
import { checkSpec } from '../checkSpec.ts';
import { parseExpression, positionInExpression } from './parseExpression.ts';

describe('parseExpression', () => {
  it('gives the tree of a valid expression', () => {
    const parsed = parseExpression('amount > 0');
    expect(parsed.ok && parsed.ast.op).toBe('>');
  });

  it('gives the offset and a message for a syntax error', () => {
    expect(parseExpression('a +* b')).toMatchObject({ ok: false, offset: 3 });
    const end = parseExpression('amount >');
    expect(end).toMatchObject({ ok: false, offset: 8 });
    expect(!end.ok && end.message).toMatch(/ends too soon/);
  });

  it('keeps the offset inside the text', () => {
    const parsed = parseExpression('"abc');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.offset).toBeLessThanOrEqual(4);
  });

  it('returns rather than throws on deep nesting', () => {
    const parsed = parseExpression(`${'('.repeat(400)}1${')'.repeat(400)}`);
    expect(parsed.ok).toBe(false);
  });
});

describe('positionInExpression', () => {
  it('adds the offset to the column on the first line', () => {
    expect(positionInExpression({ source: 'a +* b', at: { line: 7, column: 12 } }, 3)).toEqual({
      line: 7,
      column: 15,
    });
  });

  it('counts lines after a line break, and columns from the column the expression starts at', () => {
    // As in a YAML literal block, whose lines all start at the column of its first.
    const expression = { source: 'a == 1 &&\n  b ==\n  c', at: { line: 3, column: 5 } };
    expect(positionInExpression(expression, 12)).toEqual({ line: 4, column: 7 });
    expect(positionInExpression(expression, 19)).toEqual({ line: 5, column: 7 });
  });

  it('places a name on a later line of a YAML literal block where it is written', () => {
    const yaml = [
      'specification: S',
      'entities:',
      '  entities:',
      '    - entity: Claim',
      '      fields:',
      '        - { field: amount, type: number, required: true }',
      'validation:',
      '  rules:',
      '    - entity: Claim',
      '      rule: |',
      '        amount > 0 &&',
      '          amout < 3',
      '      on: save',
      '      error: AMOUNT_TOO_HIGH',
      'errors:',
      '  errors:',
      '    - { code: AMOUNT_TOO_HIGH, status: 422, message: Too high. }',
    ].join('\n');
    const read = readYaml(yaml);
    const names = checkSpec(read.spec).filter((d) => d.code === 'unknown-name');
    expect(read.diagnostics).toEqual([]);
    expect(names.map((d) => d.at)).toEqual([{ line: 12, column: 11 }]);
  });

  it('has no position when the expression has none', () => {
    expect(positionInExpression({ source: 'a' }, 0)).toBeUndefined();
  });
});
