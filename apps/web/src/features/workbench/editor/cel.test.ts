import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { celDecorations } from './cel.ts';
import { specFormat } from './editorState.ts';

function classes(doc: string, format: 'markdown' | 'yaml'): string[] {
  const state = EditorState.create({ doc, extensions: [specFormat.of(format)] });
  const found: string[] = [];
  celDecorations(state, [{ from: 0, to: doc.length }]).between(0, doc.length, (from, to, deco) => {
    found.push(`${String(deco.spec.class)}:${doc.slice(from, to)}`);
  });
  return found;
}

describe('celDecorations', () => {
  it('marks the tokens of an expression cell in a Markdown table', () => {
    const doc =
      '| entity | rule | on | error |\n| --- | --- | --- | --- |\n| Claim | amount <= MAX | save | E |';
    expect(classes(doc, 'markdown')).toEqual([
      'cm-cel:amount <= MAX',
      'cm-cel-name:amount',
      'cm-cel-operator:<=',
      'cm-cel-constant:MAX',
    ]);
  });

  it('marks a YAML when and nothing in prose', () => {
    expect(classes('    when: user.id == "a"', 'yaml')).toContain('cm-cel-builtin:user');
    expect(classes('Some prose with amount <= MAX', 'markdown')).toEqual([]);
  });
});
