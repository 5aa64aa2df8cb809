import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswers, parseNotes, parsePayload, parseScreenTarget, parseValue } from './cells.ts';
import { parseFieldType } from './fieldType.ts';

// The cell grammars read any text a spec holds, so their time must grow linearly with the cell
// (a 10 MB spec may be one cell). The first two cases took seconds (quadratic regular
// expressions, one recursion per "list of") before they were rewritten; the third guards the
// other grammars. Each now takes milliseconds; the bound leaves room for a busy machine.

/** Milliseconds to run `read` on `make(n)`, at the best of three tries. */
function time(read: (text: string) => unknown, make: (n: number) => string, n: number): number {
  const text = make(n);
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const start = Date.now();
    read(text);
    best = Math.min(best, Date.now() - start);
  }
  return best;
}

describe('cell grammars on long adversarial cells', () => {
  it('read "list of list of …" without recursing or slowing down', () => {
    const deep = 'list of '.repeat(50_000) + 'text';
    expect(parseFieldType(deep)).toEqual({ ok: false, problem: 'a list cannot hold lists' });
    expect(time(parseFieldType, (n) => 'list of '.repeat(n) + 'x', 40_000)).toBeLessThan(1000);
  });

  it('read a default followed by a long run of spaces in linear time', () => {
    const make = (n: number) => `default a${' '.repeat(n)}b!`;
    expect(parseNotes(make(10))).toEqual({ unique: false, default: `a${' '.repeat(10)}b!` });
    expect(time(parseNotes, make, 200_000)).toBeLessThan(1000);
  });

  it('read other long cells in linear time', () => {
    const spaces = ' '.repeat(200_000);
    for (const read of [
      parseScreenTarget,
      parsePayload,
      parseValue,
      parseAnswers,
      parseFieldType,
      parseNotes,
    ]) {
      for (const text of [
        `Claim${spaces}where${spaces}!`,
        `enum: a${spaces}x)`,
        `200${spaces}x!`,
        `A${spaces}[]x`,
        `"${spaces}`,
      ]) {
        const start = Date.now();
        read(text);
        expect(Date.now() - start).toBeLessThan(1000);
      }
    }
  });
});

describe('parseNotes', () => {
  // The rule as the regular expression it was first written as (quadratic on long notes): the
  // first `default` after the start, a space, a comma or a semicolon; a quoted value, or the
  // shortest run without `,` and `;` that ends before spaces and a comma, a semicolon, ". " or
  // the end. The value now starts after all the spaces (the old one read "default  " as '').
  const REFERENCE =
    /(?:^|[\s,;])default\s+("[^"]*"|'[^']*'|[^,;\s][^,;]*?)\s*(?:[,;.]\s|[,;]|\.?$)/i;

  it('finds the same default as the rule it stands for, on short random notes', () => {
    const piece = fc.constantFrom(
      'default',
      'Default',
      ' ',
      '  ',
      ',',
      ';',
      '.',
      '. ',
      '"',
      "'",
      'a',
      'b c',
      '5',
      'unique',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const notes = pieces.join('');
        const match = REFERENCE.exec(notes);
        const expected = match?.[1] === undefined ? undefined : parseValue(match[1]);
        expect(parseNotes(notes).default).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
