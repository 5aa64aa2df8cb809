import { describe, expect, it } from 'vitest';
import { readAndCheckSpec } from '../read/withYamlPackage.ts';

/** Where `readAndCheckSpec` locates the diagnostics of a code, and where `word` is written. */
function located(text: string, code: string, word: string) {
  const lines = text.split(/\r?\n/);
  const line = lines.findIndex((l) => l.includes(word));
  return {
    got: readAndCheckSpec(text)
      .diagnostics.filter((d) => d.code === code)
      .map((d) => d.at),
    written: { line: line + 1, column: (lines[line] ?? '').indexOf(word) + 1 },
  };
}

const markdown = (rule: string) => `# Specification: S

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| amount | number | yes | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Claim | ${rule} | save | BAD |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| BAD | 422 | Bad. |
`;

const yaml = (rule: string) =>
  [
    'specification: S',
    'entities:',
    '  entities:',
    '    - entity: Claim',
    '      fields:',
    '        - { field: amount, type: number, required: true }',
    'errors:',
    '  errors:',
    '    - { code: BAD, message: Bad. }',
    'validation:',
    '  rules:',
    '    - entity: Claim',
    `      rule: ${rule}`,
    '      on: save',
    '      error: BAD',
    '',
  ].join('\n');

describe('locateInExpressions', () => {
  // Regression: each "\|" before a name in a Markdown table cell put it one column early (every
  // "||" there is written "\|\|").
  it('places a name after "\\|\\|" in a Markdown table cell where it is written', () => {
    const text = markdown('amount > 0 \\|\\| amuont > 1');
    const { got, written } = located(text, 'unknown-name', 'amuont');
    expect(got).toEqual([written]);
    expect(written.column).toBe(27);
  });

  it('places a syntax error on the pipe of an unescaped "\\|" as written', () => {
    const text = markdown('amount > 0 &&\\| amount < 9');
    const { got, written } = located(text, 'invalid-expression', '\\|');
    expect(got).toEqual([{ line: written.line, column: written.column + 1 }]);
  });

  // Regression: in a folded block or a value continued on the next lines, the name on a later
  // line was placed on the first line, past its end (14:28 for 15:9).
  it.each([
    ['a folded block', '>-\n        amount > 0 &&\n        amuont > 1'],
    ['a plain value on two lines', 'amount > 0 &&\n        amuont > 1'],
    ['a double-quoted value on two lines', '"amount > 0 &&\n        amuont > 1"'],
    ['a literal block', '|-\n        amount > 0 &&\n          amuont > 1'],
    ['a double-quoted value with an escape', '"amount > 0 && \\"a\\" != \\"b\\" && amuont > 1"'],
    ["a single-quoted value with ''", "'amount > 0 && ''a'' != ''b'' && amuont > 1'"],
  ])('places a name in YAML %s where it is written', (_, rule) => {
    const text = yaml(rule);
    const { got, written } = located(text, 'unknown-name', 'amuont');
    expect(got).toEqual([written]);
  });

  it('places the same names alike with Windows line breaks', () => {
    const text = yaml('>-\n        amount > 0 &&\n        amuont > 1').replace(/\n/g, '\r\n');
    expect(located(text, 'unknown-name', 'amuont').got).toEqual([{ line: 15, column: 9 }]);
  });
});
