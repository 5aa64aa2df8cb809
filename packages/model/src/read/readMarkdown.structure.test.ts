import { describe, expect, it } from 'vitest';
import { stripPositions } from '../model/stripPositions.ts';
import { readMarkdown } from './withYamlPackage.ts';

/** The diagnostics of reading a text, as `code line:column`. */
function codes(text: string): string[] {
  return readMarkdown(text).diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`);
}

const lines = (...parts: string[]) => parts.join('\n');

describe('readMarkdown: title and intro', () => {
  it('reads a title without the prefix, with a warning', () => {
    const { spec, diagnostics } = readMarkdown('# Expense claims\n\nIntro.');
    expect(spec.name).toBe('Expense claims');
    expect(spec.intro).toBe('Intro.');
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['title-without-prefix', 'warning'],
    ]);
  });

  it('reports a missing or empty title', () => {
    expect(codes('')).toEqual(['missing-title 1:1']);
    expect(codes('\n\n## 1. Purpose\n\nText.')).toEqual(['missing-title 1:1']);
    expect(codes('# Specification:  \n')).toEqual(['missing-title 1:1']);
    expect(readMarkdown('Just a paragraph.').spec.intro).toBe('Just a paragraph.');
  });

  it('keeps text before the title in the intro, and a second title as text', () => {
    const { spec, diagnostics } = readMarkdown(
      lines(
        'Draft, do not share.',
        '',
        '# Specification: X',
        '',
        'Intro.',
        '',
        '# Another',
        '',
        '## 1. Purpose',
      ),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'text-before-title 1:1',
      'extra-title 7:1',
    ]);
    expect(spec.intro).toBe('Draft, do not share.\n\nIntro.\n\n# Another');
    expect(spec.name).toBe('X');
  });

  it('keeps HTML comments out of the text', () => {
    const { spec, diagnostics } = readMarkdown(
      lines('# Specification: X', '<!-- a note -->', 'Intro.', '<!-- expect: none 1:1 -->'),
    );
    expect(diagnostics).toEqual([]);
    expect(spec.intro).toBe('Intro.');
  });
});

describe('readMarkdown: sections', () => {
  it('recognises headings in other words and keeps prose as exact slices joined by a blank line', () => {
    const { spec, diagnostics } = readMarkdown(
      lines(
        '# Specification: X',
        '## Screens',
        'First  line *kept*',
        'as written.',
        '',
        '',
        '- a list',
        '- of two',
        '## Constants',
      ),
    );
    expect(diagnostics).toEqual([]);
    expect(spec.sections[1]).toEqual({
      point: 2,
      present: true,
      text: 'First  line *kept*\nas written.\n\n- a list\n- of two',
      at: { line: 2, column: 1 },
    });
    expect(spec.sections[8]).toMatchObject({ present: true, text: '' });
    expect(spec.sections[0]).toEqual({ point: 1, present: false, text: '' });
  });

  it('reports unknown sections and keeps them, with their tables, as text of the section before', () => {
    const text = lines(
      '# Specification: X',
      '',
      'Intro.',
      '',
      '## Appendix',
      '',
      '| a | b |',
      '| - | - |',
      '',
      '## 2. Screens',
      '',
      'S.',
      '',
      '## Glossary',
      '',
      'Words.',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'unknown-section 5:1',
      'unknown-section 14:1',
    ]);
    expect(spec.intro).toBe('Intro.\n\n## Appendix\n\n| a | b |\n| - | - |');
    expect(spec.sections[1]?.text).toBe('S.\n\n## Glossary\n\nWords.');
  });

  it('reports sections out of order, and merges a duplicated section into the first', () => {
    const text = lines(
      '# Specification: X',
      '## 3. Entities',
      'One.',
      '## 2. Screens',
      '## 3. Entities and their fields',
      'Two.',
      '### Claim',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'section-out-of-order 4:1',
      'duplicate-section 5:1',
    ]);
    expect(spec.sections[2]).toMatchObject({ text: 'One.\n\nTwo.', at: { line: 2, column: 1 } });
    expect(spec.entities.map((e) => e.name)).toEqual(['Claim']);
  });

  it('reads a section by its number when its words name another point', () => {
    const { spec, diagnostics } = readMarkdown(
      lines('# Specification: X', '## 5. Screens', 'Rules here.'),
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['section-number-mismatch']);
    expect(spec.sections[4]?.text).toBe('Rules here.');
  });

  it('warns about setext headings, which are not sections', () => {
    const { spec, diagnostics } = readMarkdown(
      lines('# Specification: X', '', 'Screens and routes', '------------------', '', 'Text.'),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'setext-heading 3:1',
    ]);
    expect(spec.sections[1]?.present).toBe(false);
    expect(spec.intro).toBe('Screens and routes\n------------------\n\nText.');
  });

  it('keeps an unclosed fence, to the end, as text', () => {
    const { spec, diagnostics } = readMarkdown(
      lines('# Specification: X', '## 1. Purpose', '```', 'code', '## 2. Screens'),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'unclosed-fence 3:1',
    ]);
    expect(spec.sections[0]?.text).toBe('```\ncode\n## 2. Screens');
    expect(spec.sections[1]?.present).toBe(false);
  });

  it('reports an unclosed comment, which hides the rest', () => {
    expect(codes(lines('# Specification: X', '<!-- draft', '## 1. Purpose'))).toEqual([
      'unclosed-comment 2:1',
    ]);
  });
});

describe('readMarkdown: tables', () => {
  const head = '# Specification: X\n\n';

  it('keeps unknown tables and tables out of place as text, with a warning', () => {
    const text =
      head +
      lines(
        '## 2. Screens',
        '',
        '| colour | shade |',
        '| - | - |',
        '| red | dark |',
        '',
        '| field | type |',
        '| - | - |',
        '| a | text |',
      );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'unknown-table 5:1',
      'table-not-allowed 9:1',
    ]);
    expect(spec.sections[1]?.text).toBe(
      '| colour | shade |\n| - | - |\n| red | dark |\n\n| field | type |\n| - | - |\n| a | text |',
    );
    expect(spec.screens).toEqual([]);
  });

  it('wants field tables under an entity heading and transition tables under a lifecycle heading', () => {
    const text =
      head +
      lines(
        '## 3. Entities',
        '',
        '| field | type |',
        '| - | - |',
        '',
        '## 4. States',
        '### Claim',
        '| field | type |',
        '| - | - |',
      );
    expect(codes(text)).toEqual(['table-not-allowed 5:1', 'table-not-allowed 10:1']);
  });

  it('reports short rows, extra cells and unknown columns, and reads what is there', () => {
    const text =
      head +
      lines(
        '## 9. Constants',
        '',
        '| name | value | meaning | colour |',
        '| - | - | - | - |',
        '| A | 1 |',
        '| B | 2 | two | red | extra |',
      );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'unknown-column 5:28',
      'short-row 7:1',
      'extra-cells 8:23',
    ]);
    expect(stripPositions(spec.constants)).toEqual([
      { name: 'A', value: 1, meaning: '' },
      { name: 'B', value: 2, meaning: 'two' },
    ]);
  });

  it('does not report short-row for rows that lack only cells of unknown columns', () => {
    const text =
      head +
      lines(
        '## 9. Constants',
        '',
        '| name | value | meaning | colour | size |',
        '| - | - | - | - | - |',
        '| A | 1 | one |',
        '| B | 2 | two | red |',
        '| C | 3 |',
        '',
        '| name | colour | value |',
        '| - | - | - |',
        '| D | red |',
        '| E | blue | 5 |',
      );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'unknown-column 5:28',
      'unknown-column 5:37',
      'short-row 9:1',
      'unknown-column 11:10',
      'short-row 13:1',
      'missing-cell 13:1',
    ]);
    expect(stripPositions(spec.constants).map((c) => [c.name, c.value, c.meaning])).toEqual([
      ['A', 1, 'one'],
      ['B', 2, 'two'],
      ['C', 3, ''],
      ['E', 5, ''],
    ]);
  });

  it('reads a table that follows a paragraph line directly, and rows until a blank line', () => {
    const text =
      head +
      lines(
        '## 6. Roles',
        'Sample users:',
        '| user | name | roles |',
        '| - | - | - |',
        '| u1 | Ada | admin |',
        'Prose after.',
      );
    const { spec, diagnostics } = readMarkdown(text);
    expect(spec.users.map((u) => u.id)).toEqual(['u1', 'Prose after.']);
    expect(spec.sections[5]?.text).toBe('Sample users:');
    expect(diagnostics.map((d) => d.code)).toEqual(['short-row']);
  });
});

// Regression: a field table's header typed with no delimiter row under it was read as a
// paragraph, and only the gap report's "entity Book has no fields" said anything.
describe('readMarkdown: a table header without its delimiter row', () => {
  it('warns at a line of prose that reads as the header of a known table kind', () => {
    const text = lines(
      '# Specification: X',
      '',
      '## 3. Entities',
      '',
      '### Book',
      '',
      '| field | type | required | notes |',
      '| title | text | yes | |',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(spec.entities[0]?.fields).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.severity, `${d.at.line}:${d.at.column}`])).toEqual([
      ['missing-delimiter-row', 'warning', '7:1'],
    ]);
    expect(diagnostics[0]?.message).toContain('fields table');
    expect(diagnostics[0]?.hint).toContain('| --- | --- | --- | --- |');
    expect(codes(`${text}\n`)).toEqual(['missing-delimiter-row 7:1']);
    // At the end of the text, indented up to three spaces, after a line of prose.
    expect(
      codes(lines('# Specification: X', '', '## 9. Constants', '', '   | name | value |')),
    ).toEqual(['missing-delimiter-row 5:4']);
    expect(codes(lines('# Specification: X', '', 'Sample users:', '| user | name |'))).toEqual([
      'missing-delimiter-row 4:1',
    ]);
  });

  it('says nothing of other pipe lines, of lines under which a delimiter row stands, or of code', () => {
    const text = lines(
      '# Specification: X',
      '',
      'A | B, or | field | type | in a sentence.',
      '',
      '| just | some | words |',
      '',
      '    | field | type |',
      '',
      '- | field | type |',
      '',
      '```',
      '| field | type |',
      '```',
    );
    expect(codes(text)).toEqual([]);
    // A delimiter row of another width is the other warning, given once.
    expect(codes(lines('# Specification: X', '', '| field | type |', '| --- |'))).toEqual([
      'mismatched-delimiter-row 3:1',
    ]);
  });
});

describe('readMarkdown: the two sentences', () => {
  it('reads the initial state and the list display only in their places', () => {
    const text = lines(
      '# Specification: X',
      '## 3. Entities',
      'Initial state: x.',
      '### Claim',
      'The list of claims shows title. Then more.',
      '',
      'The list of claims shows amount.',
      '## 4. States',
      '### Claim',
      'Initial state: draft. It starts there.',
      '',
      'Initial state: open.',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(spec.sections[2]?.text).toBe('Initial state: x.');
    expect(spec.entities[0]?.list).toEqual({
      noun: 'claims',
      columns: ['title'],
      at: { line: 5, column: 1 },
    });
    expect(spec.entities[0]?.text).toBe('Then more.\n\nThe list of claims shows amount.');
    expect(spec.lifecycles[0]).toMatchObject({
      initial: 'draft',
      initialAt: { line: 10, column: 16 },
      text: 'It starts there.\n\nInitial state: open.',
    });
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'duplicate-list-display 7:1',
      'duplicate-initial-state 12:16',
    ]);
  });

  it('reports an entity heading that is not a name, and keeps an empty one as text', () => {
    const { spec, diagnostics } = readMarkdown(
      lines('# Specification: X', '## 3. Entities', '### Expense claim', '###', 'Text.'),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'invalid-name 3:1',
      'empty-heading 4:1',
    ]);
    expect(spec.entities.map((e) => [e.name, e.text])).toEqual([['Expense claim', '###\n\nText.']]);
  });
});

describe('readMarkdown: fenced YAML tables', () => {
  it('reads a YAML block as the table it stands for, with positions in the spec', () => {
    const table = lines(
      '# Specification: X',
      '## 3. Entities',
      '### Claim',
      '',
      '| field | type | required | notes |',
      '| --- | --- | --- | --- |',
      '| title | text | yes | what it is for |',
      '| tags | list of text | no | |',
    );
    const yaml = lines(
      '# Specification: X',
      '## 3. Entities',
      '### Claim',
      '',
      '```yaml',
      '- field: title',
      '  type: text',
      '  required: yes',
      '  notes: what it is for',
      '- {field: tags, type: list of text, required: false}',
      '```',
    );
    const fromTable = readMarkdown(table);
    const fromYaml = readMarkdown(yaml);
    expect(fromYaml.diagnostics).toEqual([]);
    expect(stripPositions(fromYaml.spec)).toEqual(stripPositions(fromTable.spec));
    expect(fromYaml.spec.entities[0]?.fields[0]?.at).toEqual({ line: 6, column: 3 });
  });

  it('joins YAML lists as the Markdown cells would hold them', () => {
    const text = lines(
      '# Specification: X',
      '## 6. Roles',
      '```yaml',
      '- {role: [employee, approver], may: read, on: Claim, when: "record.owner == user.id"}',
      '```',
      '## 7. Calls',
      '~~~yml',
      '- call: read claim',
      '  method: GET',
      '  path: /api/claims/:id',
      '  answers: [200 Claim, 404 NOT_FOUND]',
      '~~~',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics).toEqual([]);
    expect(spec.calls[0]?.answers.map((a) => a.status)).toEqual([200, 404]);
    const column = (text.split('\n')[3] ?? '').indexOf('record.owner') + 1;
    expect(spec.permissions[0]).toMatchObject({
      roles: ['employee', 'approver'],
      when: { source: 'record.owner == user.id', at: { line: 4, column } },
    });
  });

  it('reports broken YAML, YAML that is no table, and values of the wrong shape', () => {
    const text = lines(
      '# Specification: X',
      '## 9. Constants',
      '```yaml',
      '- name: [unclosed',
      '```',
      '```yaml',
      'just: a mapping',
      '```',
      '```yaml',
      '- name: A',
      '  value: {a: 1}',
      '```',
      '```js',
      '- name: B',
      '```',
    );
    const { spec, diagnostics } = readMarkdown(text);
    expect(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'yaml-syntax 4:9',
      'unknown-table 6:1',
      // The value of the wrong shape is not also said to be empty (missing-cell).
      'yaml-wrong-shape 11:3',
    ]);
    expect(spec.constants).toEqual([]);
    expect(spec.sections[8]?.text).toBe(
      '```yaml\n- name: [unclosed\n```\n\n```yaml\njust: a mapping\n```\n\n```js\n- name: B\n```',
    );
  });

  // Regression: the parser's words were passed on, "YAML: Map keys must be unique" (naming no
  // key) and "YAML: Source contains multiple documents; please use YAML.parseAllDocuments()".
  it('names the key given twice, and says in our words that a block holds two documents', () => {
    const text = lines(
      '# Specification: X',
      '## 9. Constants',
      '```yaml',
      '- name: A',
      '  name: B',
      '```',
      '```yaml',
      '- name: A',
      '---',
      '- name: B',
      '```',
    );
    expect(readMarkdown(text).diagnostics.map((d) => [d.code, d.at.line, d.message])).toEqual([
      [
        'yaml-duplicate-key',
        5,
        'The key "name" is given twice in a row of this YAML block; the block is kept as text.',
      ],
      [
        'yaml-multiple-documents',
        9,
        'This YAML block holds more than one document ("---"); it is kept as text.',
      ],
    ]);
  });
});
