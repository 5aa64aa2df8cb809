import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { readYaml } from '../read/readYaml.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { expressionNames } from './expressionNames.ts';
import { findUsages } from './findUsages.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function usagesOf(text: string) {
  return findUsages(readMarkdown(text).spec);
}

describe('expressionNames', () => {
  it('gives the top-level names, not selected fields and not words in strings', () => {
    const names = expressionNames(
      'size(Claim.filter(c, c.owner == user.id && c.status in ["draft", \'MAX\'])) < MAX_OPEN . x',
    ).map((n) => n.name);
    expect(names).toEqual(['size', 'Claim', 'c', 'c', 'user', 'c', 'MAX_OPEN']);
  });

  it('keeps offsets, and reads numbers with a decimal point as numbers', () => {
    expect(expressionNames('1.5 < LIMIT')).toEqual([{ name: 'LIMIT', offset: 6 }]);
    expect(expressionNames('"unterminated LIMIT')).toEqual([]);
  });
});

describe('findUsages on the expense claims spec', () => {
  const usages = usagesOf(examples['../../../../examples/expense-claims.md'] ?? '');
  const by = (uses: { by: string }[] | undefined) => uses?.map((use) => use.by);

  it('finds each constant in rules, messages and prose', () => {
    expect(by(usages.constants.get('MAX_CLAIM_AMOUNT'))).toEqual([
      'rule 3 on Claim',
      'the message of CLAIM_LIMIT_EXCEEDED',
    ]);
    expect(by(usages.constants.get('MAX_OPEN_CLAIMS'))).toEqual([
      'rule 6 on Claim',
      'the message of TOO_MANY_OPEN_CLAIMS',
    ]);
    expect(by(usages.constants.get('CALL_TIMEOUT_MS'))).toEqual(['the text of point 7']);
    expect(usages.constants.get('TITLE_MAX')?.[0]).toMatchObject({
      point: 5,
      path: ['rules', 0, 'expression'],
      at: { line: 96 },
    });
  });

  it('finds each error code in rules, answers and prose', () => {
    expect(by(usages.errors.get('NAME_TAKEN'))).toEqual([
      'rule 7 on Category',
      'call create category answers 409',
      'call update category answers 409',
    ]);
    expect(by(usages.errors.get('NETWORK'))).toEqual(['the text of point 7']);
    expect(usages.errors.get('WRONG_STATE')).toHaveLength(5);
  });

  it('places a use in prose at the name when given the text, else at its heading or row', () => {
    const text = examples['../../../../examples/expense-claims.md'] ?? '';
    const placed = findUsages(readMarkdown(text).spec, text);
    const line = text.split('\n').findIndex((l) => l.startsWith('On 401')) + 1;
    expect(placed.errors.get('NETWORK')?.[0]?.at).toEqual({
      line,
      column: text.split('\n')[line - 1]!.indexOf('NETWORK') + 1,
    });
    expect(placed.constants.get('CALL_TIMEOUT_MS')?.[0]?.at?.line).toBe(line);
    // Without the text, at the heading of point 7; uses outside prose are where they were.
    expect(usages.errors.get('NETWORK')?.[0]?.at?.line).toBeLessThan(line);
    expect(placed.constants.get('TITLE_MAX')).toEqual(usages.constants.get('TITLE_MAX'));
  });

  it('places a use in the prose of a YAML spec at the name, in its text or its row', () => {
    const markdown = examples['../../../../examples/expense-claims.md'] ?? '';
    const yaml = writeYaml(readMarkdown(markdown).spec);
    const at = (line: number, name: string) => ({
      line,
      column: yaml.split('\n')[line - 1]!.indexOf(name) + 1,
    });
    const placed = findUsages(readYaml(yaml).spec, yaml);
    const sentence =
      yaml.split('\n').findIndex((l) => l.trimStart().startsWith('text: On 401')) + 1;
    expect(placed.errors.get('NETWORK')?.[0]?.at).toEqual(at(sentence, 'NETWORK'));
    expect(placed.constants.get('CALL_TIMEOUT_MS')?.[0]?.at).toEqual(
      at(sentence, 'CALL_TIMEOUT_MS'),
    );
    // A section whose value is its prose, and a row's notes.
    const small = [
      'specification: X',
      'screens: Each list shows at most PAGE_SIZE rows.',
      'entities:',
      '  entities:',
      '    - entity: Claim',
      '      fields:',
      '        - field: title',
      '          type: text',
      '          notes: at most PAGE_SIZE words',
      'constants:',
      '  constants:',
      '    - name: PAGE_SIZE',
      '      value: 20',
      '',
    ].join('\n');
    const uses = findUsages(readYaml(small).spec, small).constants.get('PAGE_SIZE') ?? [];
    expect(uses.map((u) => u.at)).toEqual([
      { line: 2, column: 34 },
      { line: 9, column: 26 },
    ]);
  });

  it("places a use in a field's notes on its row, and leaves a name its prose lacks alone", () => {
    const text = [
      '# Specification: X',
      '## 3. Entities and their fields',
      '### Claim',
      '| field | type | required | notes |',
      '| --- | --- | --- | --- |',
      '| amount | money EUR | yes | at most LIMIT |',
      '',
      'A claim: see LIMIT_NOTE and LIMIT.',
      '## 9. Business constants and limits',
      '| name | value | meaning |',
      '| --- | --- | --- |',
      '| LIMIT | 5 | the most |',
      '| LIMIT_NOTE | 1 | a note |',
    ].join('\n');
    const placed = findUsages(readMarkdown(text).spec, text);
    expect(placed.constants.get('LIMIT')?.map((use) => use.at)).toEqual([
      { line: 8, column: 29 },
      { line: 6, column: 38 },
    ]);
    expect(placed.constants.get('LIMIT_NOTE')?.map((use) => use.at)).toEqual([
      { line: 8, column: 14 },
    ]);
  });

  it('lists every catalogue code and constant, even unused ones', () => {
    expect([...usages.errors.keys()].slice(0, 3)).toEqual([
      'TITLE_LENGTH',
      'AMOUNT_NOT_POSITIVE',
      'CLAIM_LIMIT_EXCEEDED',
    ]);
    expect(usages.constants.size).toBe(5);
  });
});

describe('findUsages', () => {
  it('lists a code a rule uses that the catalogue lacks, with its use', () => {
    const usages = usagesOf(
      [
        '# Specification: S',
        '## 5. Validation rules',
        '| entity | rule | on | error |',
        '| --- | --- | --- | --- |',
        '| Item | size(name) <= LIMIT | save | TOO_LONG |',
        '## 9. Business constants and limits',
        '| name | value | meaning |',
        '| --- | --- | --- |',
        '| LIMIT | 3 | the longest name; LIMIT is not a use of itself |',
      ].join('\n'),
    );
    expect(usages.errors.get('TOO_LONG')).toEqual([
      expect.objectContaining({ by: 'rule 1 on Item', point: 5 }),
    ]);
    expect(usages.constants.get('LIMIT')).toEqual([
      expect.objectContaining({ by: 'rule 1 on Item' }),
    ]);
  });

  it('finds nothing in a spec with nothing shown', () => {
    const usages = usagesOf(examples['../../../../examples/undetermined-product.md'] ?? '');
    expect(usages.constants.size).toBe(0);
    expect(usages.errors.size).toBe(0);
  });
});
