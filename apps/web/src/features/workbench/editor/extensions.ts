import { closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { Spec, SpecFormat } from '@specrun/model';
import { celHighlighting } from './cel.ts';
import { specCompletion } from './completion.ts';
import { setSpecModel, specFormat, specModel } from './editorState.ts';
import { specLint } from './lint.ts';
import { madeLongLine } from './longLines.ts';
import { tableKeys } from './tableKeys.ts';
import { specEditorTheme } from './theme.ts';

/**
 * The spec editor's CodeMirror set-up: what is fixed (history, keys, completion, lint gutter, CEL
 * highlighting, table keys, theme) and what the workbench's props reconfigure (the form and its
 * language, the accessible name, line wrapping).
 */

/** Marks a change that came from the workbench (`value`), so that it is not echoed to `onChange`. */
export const externalChange = Annotation.define<boolean>();

/** The parts of the configuration that props change. */
export const compartments = {
  language: new Compartment(),
  label: new Compartment(),
  wrap: new Compartment(),
};

/** True while lines wrap (they stop while the document holds a very long line). */
export function isWrapping(state: EditorState): boolean {
  return compartments.wrap.get(state) === EditorView.lineWrapping;
}

/** Turns wrapping off in the very transaction that makes a line too long to lay out wrapped. */
const longLineGuard = EditorState.transactionExtender.of((tr) =>
  tr.docChanged && isWrapping(tr.startState) && madeLongLine(tr)
    ? { effects: compartments.wrap.reconfigure([]) }
    : null,
);

/** The language and `specFormat` of a form: Markdown with GFM tables (YAML inside ```yaml fences), or YAML. */
export function languageFor(format: SpecFormat): Extension {
  if (format === 'yaml') return [yaml(), specFormat.of('yaml')];
  return [
    markdown({
      base: markdownLanguage,
      codeLanguages: (info) => (/^ya?ml$/i.test(info.trim()) ? yamlLanguage : null),
    }),
    specFormat.of('markdown'),
  ];
}

/** The attributes of the editable area: a multi-line textbox with an accessible name. */
export function labelFor(label: string): Extension {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    'aria-multiline': 'true',
    role: 'textbox',
  });
}

/** Everything of the editor but the document and the callbacks. */
export function editorExtensions(
  format: SpecFormat,
  label: string,
  spec: Spec | undefined,
  wrap = true,
): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    EditorState.allowMultipleSelections.of(true),
    specModel.init(() => spec),
    compartments.language.of(languageFor(format)),
    compartments.label.of(labelFor(label)),
    compartments.wrap.of(wrap ? EditorView.lineWrapping : []),
    longLineGuard,
    // Completion's keys come first so that Enter picks an option before it starts a table row.
    specCompletion(),
    tableKeys(),
    specLint(),
    celHighlighting(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]),
    specEditorTheme(),
  ];
}

export { setSpecModel };
