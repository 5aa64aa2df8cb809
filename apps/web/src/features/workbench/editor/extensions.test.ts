import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { specFormat } from './editorState.ts';
import { compartments, editorExtensions, isWrapping, languageFor, labelFor } from './extensions.ts';
import { LONG_LINE } from './longLines.ts';

describe('editorExtensions', () => {
  it('names the editing area and switches the form', () => {
    const state = EditorState.create({
      doc: '# Specification: T',
      extensions: editorExtensions('markdown', 'Spec text', undefined),
    });
    const attributes = state
      .facet(EditorView.contentAttributes)
      .filter((a) => typeof a !== 'function');
    expect(attributes).toContainEqual(
      expect.objectContaining({ 'aria-label': 'Spec text', role: 'textbox' }),
    );
    expect(state.facet(specFormat)).toBe('markdown');
    const yaml = state.update({
      effects: compartments.language.reconfigure(languageFor('yaml')),
    }).state;
    expect(yaml.facet(specFormat)).toBe('yaml');
    const renamed = yaml.update({
      effects: compartments.label.reconfigure(labelFor('Other')),
    }).state;
    expect(renamed.facet(EditorView.contentAttributes)).toContainEqual(
      expect.objectContaining({ 'aria-label': 'Other' }),
    );
  });

  it('stops wrapping lines in the transaction that pastes a very long line', () => {
    const state = EditorState.create({
      doc: 'a',
      extensions: editorExtensions('markdown', 'Spec text', undefined),
    });
    expect(isWrapping(state)).toBe(true);
    const pasted = state.update({ changes: { from: 1, insert: 'x'.repeat(LONG_LINE + 1) } }).state;
    expect(isWrapping(pasted)).toBe(false);
  });
});
