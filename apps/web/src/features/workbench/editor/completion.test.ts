import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { readSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { specCompletionSource } from './completion.ts';
import { specFormat, specModel, setSpecModel } from './editorState.ts';

const doc = [
  '# Specification: T',
  '',
  '## 3. Entities and their fields',
  '',
  '### Claim',
  '',
  '| field | type | required | notes |',
  '| --- | --- | --- | --- |',
  '| amount | number | yes | |',
  '| owner | ref  | yes | |',
  '',
  '## 5. Validation rules',
  '',
  '| entity | rule | on | error |',
  '| --- | --- | --- | --- |',
  '| Claim | am | save | X |',
].join('\n');

function complete(text: string, pos: number, explicit = false) {
  const state = EditorState.create({
    doc: text,
    extensions: [specFormat.of('markdown'), specModel],
  });
  const withModel = state.update({ effects: setSpecModel.of(readSpec(text).spec) }).state;
  return specCompletionSource(new CompletionContext(withModel, pos, explicit));
}

describe('specCompletionSource', () => {
  it('completes field names in a rule as the user types', () => {
    const pos = doc.indexOf('| am |') + 4;
    const result = complete(doc, pos);
    expect(result?.from).toBe(pos - 2);
    expect(result?.options.map((o) => o.label)).toContain('amount');
  });

  it('offers entities in a ref cell only when asked, since nothing is typed yet', () => {
    const pos = doc.indexOf('| ref  |') + 6;
    expect(complete(doc, pos)).toBeNull();
    expect(complete(doc, pos, true)?.options.map((o) => o.label)).toEqual(['Claim', 'User']);
  });

  it('gives nothing in prose and never throws at odd places', () => {
    expect(complete(doc, 5)).toBeNull();
    for (let pos = 0; pos <= doc.length; pos += 7)
      expect(() => complete(doc, pos, true)).not.toThrow();
  });
});
