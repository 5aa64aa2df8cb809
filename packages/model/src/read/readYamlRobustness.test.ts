import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { readYaml } from './readYaml.ts';

function expectWellFormed(diagnostics: Diagnostic[], text: string): void {
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const d of diagnostics) {
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(['error', 'warning', 'info']).toContain(d.severity);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.at.line).toBeGreaterThanOrEqual(1);
    expect(d.at.line).toBeLessThanOrEqual(lineCount + 1);
    expect(d.at.column).toBeGreaterThanOrEqual(1);
  }
}

/** Edits a text at a few random places: deletes, duplicates or inserts YAML's own punctuation. */
const mutated = fc
  .tuple(
    arbitrarySpec().map(writeYaml),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.constantFrom(
          '',
          ':',
          '- ',
          '[',
          ']',
          '{',
          '}',
          '&a ',
          '*a',
          '"',
          "'",
          '|',
          '>',
          '\n',
          '\n  ',
          '#',
          '!',
          '\t',
          '? ',
          '---\n',
        ),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([text, edits]) =>
    edits.reduce((acc, [at, length, insert]) => {
      const start = at % (acc.length + 1);
      return acc.slice(0, start) + insert + acc.slice(start + (insert === '' ? length : 0));
    }, text),
  );

describe('readYaml on any input', () => {
  it('never throws on random text and gives well-formed diagnostics', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const { diagnostics } = readYaml(text);
        expectWellFormed(diagnostics, text);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on mutated specs and gives well-formed diagnostics', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const { spec, diagnostics } = readYaml(text);
        expect(spec.sections).toHaveLength(9);
        expectWellFormed(diagnostics, text);
      }),
      { numRuns: 300 },
    );
  });

  it('reads Windows line endings as the same model, at the same positions', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (spec) => {
        const text = writeYaml(spec);
        const lf = readYaml(text);
        const crlf = readYaml(text.replace(/\n/g, '\r\n'));
        expect(crlf.diagnostics).toEqual([]);
        expect(crlf.spec).toEqual(lf.spec);
      }),
      { numRuns: 100 },
    );
  });
});
