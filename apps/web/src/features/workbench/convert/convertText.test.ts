import { readFileSync } from 'node:fs';
import { readSpec, stripPositions } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { convertText } from './convertText.ts';

const example = (name: string): string =>
  readFileSync(new URL(`../../../../../../examples/${name}`, import.meta.url), 'utf8');

const converted = (text: string, from: 'markdown' | 'yaml', to: 'markdown' | 'yaml') => {
  const result = convertText(text, from, to);
  if (!result.ok) throw new Error(result.reason);
  return result.text;
};

describe('convertText', () => {
  it.each(['expense-claims.md', 'todomvc.md', 'project-board.md', 'undetermined-product.md'])(
    'converts %s to YAML and back to an equal model, then to the same text each time',
    (name) => {
      const original = example(name);
      const yaml = converted(original, 'markdown', 'yaml');
      const markdown = converted(yaml, 'yaml', 'markdown');
      expect(stripPositions(readSpec(markdown, { format: 'markdown' }).spec)).toEqual(
        stripPositions(readSpec(original, { format: 'markdown' }).spec),
      );
      // Once written by the writer, the text goes through YAML and back unchanged.
      expect(converted(converted(markdown, 'markdown', 'yaml'), 'yaml', 'markdown')).toBe(markdown);
    },
  );

  it('refuses a text that does not read, and says where', () => {
    const result = convertText('specification: [unclosed', 'yaml', 'markdown');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/does not read as YAML.*line 1/);
  });

  it('ends its reason with one full stop when the message has its own', () => {
    const result = convertText('# Specification:\n', 'markdown', 'yaml');
    expect(result).toEqual({
      ok: false,
      reason:
        'The text does not read as Markdown, so it cannot be converted without losing part of it: line 1: The title names no product.',
    });
  });
});
