import { describe, expect, it } from 'vitest';
import { expressionRanges } from './expressionRanges.ts';

const show = (text: string, format: 'markdown' | 'yaml') =>
  expressionRanges(text, 0, text.length, format).map((r) => text.slice(r.from, r.to));

describe('expressionRanges', () => {
  it('finds rule, when and where cells in Markdown tables', () => {
    const text = [
      '| entity | rule | on | error |',
      '| --- | --- | --- | --- |',
      '| Claim | amount > 0 | save | A |',
      '',
      '| route | screen | shows |',
      '| --- | --- | --- |',
      '| /a | list | Claim where status == "x" |',
      '| /b | list | Claim |',
      '',
      '| from | action | to | guard |',
      '|---|---|---|---|',
      '| a | go | b | record.x \\|\\| y |',
    ].join('\n');
    expect(show(text, 'markdown')).toEqual(['amount > 0', 'status == "x"', 'record.x \\|\\| y']);
  });

  it('finds them in the YAML form, inside quotes', () => {
    const text = [
      'rules:',
      '  - rule: amount > 0 # positive',
      '    error: A',
      '  - when: "x == \'a\'"',
      '    shows: Claim where done',
      '    shows: |',
    ].join('\n');
    expect(show(text, 'yaml')).toEqual(['amount > 0', "x == 'a'", 'done']);
  });

  it('looks only at the lines asked for, and never throws', () => {
    const text = `| entity | rule | on | error |\n| --- | --- | --- | --- |\n| C | a |\n| C | b |`;
    const third = text.indexOf('| C | b');
    expect(
      expressionRanges(text, third, third + 3, 'markdown').map((r) => text.slice(r.from, r.to)),
    ).toEqual(['b']);
    for (const bad of ['', '\0|\0', `|${'x'.repeat(1_000_000)}|`]) {
      expect(() => expressionRanges(bad, -4, 99, 'markdown')).not.toThrow();
      expect(() => expressionRanges(bad, 0, bad.length, 'yaml')).not.toThrow();
    }
  });
});
