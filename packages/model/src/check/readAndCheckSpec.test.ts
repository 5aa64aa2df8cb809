import { describe, expect, it } from 'vitest';
import { readAndCheckSpec } from '../read/withYamlPackage.ts';

const pins = (text: string) =>
  readAndCheckSpec(text).diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`);

const markdown = `# Specification: Library

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /loans | list | Laon | all |

## 3. Entities and their fields

### Loan

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
`;

describe('readAndCheckSpec', () => {
  it('places a diagnostic about a name in a table row on the name', () => {
    const { diagnostics, format } = readAndCheckSpec(markdown);
    expect(format).toBe('markdown');
    expect(diagnostics.find((d) => d.code === 'unknown-entity')).toMatchObject({
      at: { line: 7, column: 19 },
      subject: 'Laon',
      hint: 'did you mean Loan?',
    });
  });

  it('places it in YAML on the line of the key that holds the name', () => {
    const yaml = [
      'specification: Library',
      'screens:',
      '  routes:',
      '    - route: /loans',
      '      screen: list',
      '      shows: Laon',
      'entities:',
      '  entities:',
      '    - entity: Loan',
      '      fields:',
      '        - { field: title, type: text, required: yes }',
    ].join('\n');
    expect(pins(yaml)).toContain('unknown-entity 6:14');
  });

  it("drops the checker's diagnostics about an element whose text has a syntax error", () => {
    const yaml = [
      'specification: Library',
      'screens:',
      '  routes:',
      '    - route: /loans',
      '      screen: list',
      '     shows: Loan',
      '      roles: all',
    ].join('\n');
    expect(pins(yaml)).toEqual(['yaml-syntax 6:6']);
  });

  it('gives its diagnostics in source order', () => {
    const lines = pins(markdown.replace('| title | text |', '| title | txt |')).map((p) =>
      Number(/ (\d+):/.exec(p)?.[1]),
    );
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});
