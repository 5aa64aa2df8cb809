import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswers, parseNotes, parseScreenTarget, parseValue } from './cells.ts';
import { parseErrorShape } from './errorShape.ts';
import { readNoteClauses } from './noteClauses.ts';
import { parsePayload } from './payload.ts';
import { parseTokenHeader } from './tokenHeader.ts';
import { parseFieldType } from './fieldType.ts';

// The cell grammars read any text a spec holds, so their time must grow linearly with the cell
// (a 10 MB spec may be one cell). The first two cases took seconds (quadratic regular
// expressions, one recursion per "list of") before they were rewritten; the third guards the
// other grammars. A quadratic grammar would take minutes on these cells and overrun the test's
// time limit; how long they take is measured in bench/adversarial-input.bench.ts.

describe('cell grammars on long adversarial cells', () => {
  it('read "list of list of …" without recursing or slowing down', () => {
    const deep = 'list of '.repeat(50_000) + 'text';
    expect(parseFieldType(deep)).toEqual({ ok: false, problem: 'a list cannot hold lists' });
    expect(parseFieldType('list of '.repeat(40_000) + 'x').ok).toBe(false);
  });

  it('read a default followed by a long run of spaces in linear time', () => {
    const make = (n: number) => `default a${' '.repeat(n)}b!`;
    expect(parseNotes(make(10))).toEqual({ unique: false, default: `a${' '.repeat(10)}b!` });
    expect(parseNotes(make(200_000))).toEqual({
      unique: false,
      default: `a${' '.repeat(200_000)}b!`,
    });
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
        expect(() => read(text)).not.toThrow();
      }
    }
  });
});

describe('the grammars of notes, payloads and the wire on long cells', () => {
  it('read them in linear time', () => {
    const spaces = ' '.repeat(200_000);
    const commas = ', a'.repeat(50_000);
    for (const text of [
      `set on create:${spaces}x`,
      `deleted with its ${spaces}x${spaces}`,
      `answered as ${spaces}${commas}`,
      `=${spaces};${spaces};`,
    ])
      expect(() => readNoteClauses(text)).not.toThrow();
    for (const text of [
      `{a:${spaces}A${spaces}[]${spaces}without${commas}${spaces}}`,
      `{a: A${commas}: count${commas}}`,
      `A(${commas}`,
      `distinct${spaces}A${spaces}.${spaces}`,
    ])
      expect(() => parsePayload(text)).not.toThrow();
    expect(parseErrorShape(`{${spaces}a${spaces}:${spaces}[<code>${spaces}`).ok).toBe(false);
    expect(parseTokenHeader(`A${spaces}:${spaces}B${spaces}<token>x`).ok).toBe(false);
    // Each of these reads 200,000 characters or more: a quadratic reading would take minutes,
    // past the test's time-out.
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
