import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';

/**
 * The editor's look beside Mantine: Mantine's colours and fonts through its CSS variables, the
 * editor filling its container's height, and the colours of Markdown, YAML and CEL tokens.
 */

const editorTheme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: 'var(--mantine-font-size-sm)',
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '-1px',
  },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--mantine-color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default)',
    color: 'var(--mantine-color-gray-7)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--mantine-color-gray-0)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--mantine-primary-color-light)' },
  '.cm-tooltip': {
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-body)',
    boxShadow: 'var(--mantine-shadow-sm)',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    color: 'var(--mantine-primary-color-contrast)',
  },
  '.cm-diagnostic': { fontFamily: 'var(--mantine-font-family)', maxWidth: '40em' },
  // The message shows the code already (`renderMessage`); CodeMirror's own line would repeat it.
  '.cm-diagnosticSource': { display: 'none' },
  '.cm-diagnostic-hint': { color: 'var(--mantine-color-gray-7)', marginTop: '2px' },
  '.cm-diagnostic-code': {
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: '85%',
    color: 'var(--mantine-color-gray-7)',
  },
  '.cm-cel-constant': { color: 'var(--mantine-color-grape-8)', fontWeight: '600' },
  '.cm-cel-builtin': { color: 'var(--mantine-color-indigo-8)', fontWeight: '600' },
  '.cm-cel-function': { color: 'var(--mantine-color-blue-8)' },
  '.cm-cel-property, .cm-cel-name': { color: 'var(--mantine-color-teal-9)' },
  '.cm-cel-string': { color: 'var(--mantine-color-orange-9)' },
  '.cm-cel-number, .cm-cel-keyword': { color: 'var(--mantine-color-violet-9)' },
  '.cm-cel-operator': { color: 'var(--mantine-color-red-9)' },
  '.cm-cel-invalid': { textDecoration: 'underline wavy var(--mantine-color-red-7)' },
  '.cm-cel': {
    backgroundColor: 'color-mix(in srgb, var(--mantine-color-gray-2) 45%, transparent)',
    borderRadius: '2px',
  },
});

const specHighlight = HighlightStyle.define([
  { tag: tags.heading1, fontWeight: '700', fontSize: '1.15em', color: 'var(--mantine-color-text)' },
  {
    tag: tags.heading2,
    fontWeight: '700',
    fontSize: '1.08em',
    color: 'var(--mantine-color-blue-9)',
  },
  // Other headings, and the header row of a Markdown table (Lezer tags it as a heading).
  { tag: tags.heading, fontWeight: '700' },
  // Markers (`##`, pipes) are quieter than the text but keep a contrast of 4.5:1 or more.
  { tag: tags.processingInstruction, color: 'var(--mantine-color-gray-7)' },
  { tag: tags.meta, color: 'var(--mantine-color-gray-7)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.monospace, color: 'var(--mantine-color-orange-9)' },
  { tag: tags.link, color: 'var(--mantine-color-anchor)' },
  { tag: tags.url, color: 'var(--mantine-color-anchor)' },
  { tag: tags.comment, color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' },
  { tag: tags.definition(tags.propertyName), color: 'var(--mantine-color-blue-9)' },
  { tag: tags.propertyName, color: 'var(--mantine-color-blue-9)' },
  { tag: tags.string, color: 'var(--mantine-color-teal-9)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--mantine-color-violet-9)' },
  { tag: [tags.separator, tags.punctuation], color: 'var(--mantine-color-gray-7)' },
  { tag: tags.keyword, color: 'var(--mantine-color-grape-8)' },
  { tag: tags.labelName, color: 'var(--mantine-color-grape-8)' },
]);

/** The editor's theme and syntax colours. */
export function specEditorTheme(): Extension {
  return [editorTheme, syntaxHighlighting(specHighlight)];
}
