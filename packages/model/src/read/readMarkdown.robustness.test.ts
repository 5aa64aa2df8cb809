import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { READER_CODES } from './readerCodes.ts';
import { readMarkdown, readSpec } from './withYamlPackage.ts';
import { specLines } from '../testing/arbitraryLines.ts';

// Any text at all is read without an exception, into diagnostics that are well formed, in time
// that grows linearly. Sizes stay moderate here; bench/ reads the large ones.

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const exampleTexts = Object.values(examples);

/** Reads a text and checks that every diagnostic is one of the reader's, placed inside the text. */
function readWell(text: string): Diagnostic[] {
  const { spec, diagnostics } = readMarkdown(text);
  expect(spec.sections).toHaveLength(9);
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const d of diagnostics) {
    expect(Object.keys(READER_CODES)).toContain(d.code);
    expect(d.severity).toBe(READER_CODES[d.code as keyof typeof READER_CODES][0]);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.at.line).toBeGreaterThanOrEqual(1);
    expect(d.at.line).toBeLessThanOrEqual(lineCount);
    expect(d.at.column).toBeGreaterThanOrEqual(1);
  }
  return diagnostics;
}

/** A spec with `n` entities of ten fields, two transitions each, five rules each and some calls. */
function generatedSpec(n: number): string {
  const out = ['# Specification: Generated', '', '## 3. Entities and their fields', ''];
  for (let e = 0; e < n; e += 1) {
    out.push(
      `### Entity${e}`,
      '',
      '| field | type | required | notes |',
      '| --- | --- | --- | --- |',
    );
    for (let f = 0; f < 10; f += 1)
      out.push(`| f${f} | ${f % 2 ? 'text' : 'money EUR'} | yes | a note, default 1 |`);
    out.push('', `The list of things shows f0, f1 and f2, newest first.`, '');
  }
  out.push(
    '## 5. Validation rules',
    '',
    '| entity | rule | on | error |',
    '| --- | --- | --- | --- |',
  );
  for (let r = 0; r < n * 5; r += 1)
    out.push(`| Entity${r % n} | size(f1) > ${r} \\|\\| f0 <= LIMIT | save | E_${r % 7} |`);
  out.push(
    '',
    '## 7. The calls it makes',
    '',
    '| call | method | path | sends | answers |',
    '| --- | --- | --- | --- | --- |',
  );
  for (let c = 0; c < n; c += 1)
    out.push(
      `| call ${c} | POST | /api/e${c}/:id | Entity${c} | 200 Entity${c}; 422 validation errors |`,
    );
  return out.join('\n');
}

describe('readMarkdown on bad input', () => {
  it('reads empty and blank text as a spec with no title and nine absent sections', () => {
    for (const text of ['', '\n\n', '   \t ', '\uFEFF']) {
      expect(readWell(text).map((d) => d.code)).toEqual(['missing-title']);
      expect(readMarkdown(text).spec.sections.every((s) => !s.present)).toBe(true);
    }
  });

  it('reads binary text, reporting it', () => {
    const bytes = Array.from({ length: 20_000 }, (_, i) =>
      String.fromCharCode((i * 7919) % 256),
    ).join('');
    const codes = readWell(bytes).map((d) => d.code);
    expect(codes).toContain('binary-input');
    expect(codes).toContain('missing-title');
  });

  it('reads Windows and old Mac line breaks as line breaks', () => {
    const text = (exampleTexts[0] ?? '').replace(/\n/g, '\r\n');
    const unix = readMarkdown((exampleTexts[0] ?? '').replace(/\r\n/g, '\n'));
    expect(readMarkdown(text)).toEqual(unix);
    expect(readMarkdown(text.replace(/\r\n/g, '\r'))).toEqual(unix);
  });

  it('reads a megabyte of prose and a megabyte-long line', () => {
    const prose =
      '# Specification: X\n\n' +
      'A sentence of prose, with *emphasis* and `code`.\n\n'.repeat(20_000);
    expect(readWell(prose)).toEqual([]);
    const line = 'x'.repeat(1_000_000);
    expect(readWell(line).map((d) => d.code)).toEqual(['missing-title']);
    expect(readMarkdown(`## ${' '.repeat(1_000_000)}x`).spec.sections).toHaveLength(9);
  });

  it('reads a 5,000-row table', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `| C${i} | ${i} | constant number ${i} |`);
    const text = [
      '# Specification: X',
      '## 9. Constants',
      '| name | value | meaning |',
      '| - | - | - |',
      ...rows,
    ].join('\n');
    expect(readWell(text)).toEqual([]);
    const { spec } = readMarkdown(text);
    expect(spec.constants).toHaveLength(5000);
    expect(spec.constants[4999]).toEqual({
      name: 'C4999',
      value: 4999,
      meaning: 'constant number 4999',
      at: { line: 5004, column: 1 },
    });
  });

  // Regression: each header line without a delimiter row was placed by counting the lines before
  // it in its paragraph, so a paragraph of them took quadratic time (40,000 lines: 8.8 s). At
  // 100,000 lines that would overrun the time limit; how long it takes is measured in bench/.
  it('reports 100,000 header lines without a delimiter row, in one walk, each where it is', () => {
    const header = '| field | type | required | notes |';
    const lines = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? header : ` ${header}`));
    const text = ['# Specification: X', '', '## 3. Entities', '', ...lines].join('\n');
    const { diagnostics } = readMarkdown(text);
    expect(diagnostics).toHaveLength(100_000);
    expect(diagnostics.filter((d) => d.code !== 'missing-delimiter-row')).toEqual([]);
    expect(diagnostics[0]?.at).toEqual({ line: 5, column: 2 });
    expect(diagnostics[1]?.at).toEqual({ line: 6, column: 1 });
    expect(diagnostics[99_999]?.at).toEqual({ line: 100_004, column: 1 });
  }, 20_000);

  it('refuses YAML alias bombs and deep nesting in fenced blocks', () => {
    const bomb = ['- &a {name: A, value: 1}', ...Array.from({ length: 200 }, () => '- *a')].join(
      '\n',
    );
    const levels = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdefgh'
        .split('')
        .map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
    ].join('\n');
    const cases: [string, string][] = [
      [bomb, 'yaml-alias-limit'],
      [`- name: ${'['.repeat(5000)}${']'.repeat(5000)}`, 'yaml-too-deep'],
      [Array.from({ length: 500 }, (_, i) => `${' '.repeat(i)}- x`).join('\n'), 'yaml-too-deep'],
    ];
    for (const [yaml, code] of cases) {
      const text = `# Specification: X\n## 9. Constants\n\`\`\`yaml\n${yaml}\n\`\`\``;
      expect(readWell(text).map((d) => d.code)).toEqual([code]);
      expect(readMarkdown(text).spec.sections[8]?.text).toBe(`\`\`\`yaml\n${yaml}\n\`\`\``);
    }
    expect(
      readWell(`# Specification: X\n## 9. Constants\n\`\`\`yaml\n${levels}\n\`\`\``).map(
        (d) => d.code,
      ),
    ).toEqual(['unknown-table']);
  });

  it('reads a spec eight times larger into eight times the elements, without a diagnostic', () => {
    const small = readMarkdown(generatedSpec(100));
    const large = readMarkdown(generatedSpec(800));
    expect(large.diagnostics).toEqual([]);
    expect(large.spec.entities).toHaveLength(8 * small.spec.entities.length);
  });

  it('never throws on random text, and gives well-formed diagnostics', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        readWell(text);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('reads the CRLF and CR twins of any spec lines as the LF text, in both forms (property)', () => {
    fc.assert(
      fc.property(specLines(), fc.constantFrom('\r\n', '\r'), (text, lineBreak) => {
        const twin = text.replace(/\n/g, lineBreak);
        expect(readWell(twin)).toEqual(readWell(text));
        expect(readSpec(twin, { format: 'yaml' })).toEqual(readSpec(text, { format: 'yaml' }));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never throws on mutated examples, and gives well-formed diagnostics', () => {
    const fragments = [
      '|',
      '\\|',
      '#',
      '## ',
      '### ',
      '```',
      '```yaml',
      '~~~',
      '<!--',
      '-->',
      '- ',
      '> ',
      '\n',
      '\n\n',
      ':',
      '&a',
      '*a',
      '[',
      '{',
      '---',
      '\t',
      '\r',
      '\0',
      'é',
      '😀',
    ];
    const mutation = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        text: fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 8 })),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        at: fc.nat(),
        length: fc.nat({ max: 40 }),
      }),
      fc.record({
        kind: fc.constant('duplicate' as const),
        at: fc.nat(),
        length: fc.nat({ max: 400 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...exampleTexts),
        fc.array(mutation, { maxLength: 8 }),
        (example, mutations) => {
          let text = example;
          for (const m of mutations) {
            const at = m.at % (text.length + 1);
            if (m.kind === 'insert') text = text.slice(0, at) + m.text + text.slice(at);
            else if (m.kind === 'delete') text = text.slice(0, at) + text.slice(at + m.length);
            else text = text.slice(0, at) + text.slice(at, at + m.length) + text.slice(at);
          }
          readWell(text);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
