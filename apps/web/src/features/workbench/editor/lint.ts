import {
  lintGutter,
  setDiagnostics,
  type Action,
  type Diagnostic as LintDiagnostic,
} from '@codemirror/lint';
import {
  type ChangeDesc,
  EditorSelection,
  type EditorState,
  type Extension,
  type Text,
  type TransactionSpec,
} from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { quickFixes, quickFixTitles, type Diagnostic } from '@specrun/model';
import { specFormat, specModel } from './editorState.ts';

/**
 * The checker's diagnostics as CodeMirror lint diagnostics: underlined from their line and column
 * to the end of the word there, with their message, hint and code, and quick fixes as actions
 * (computed when chosen, from the text and model of that moment).
 */

/** The offset of a 1-based line and column, clamped into the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const number = Math.max(1, Math.min(doc.lines, Math.floor(Number.isFinite(line) ? line : 1)));
  const target = doc.line(number);
  const col = Math.max(1, Math.floor(Number.isFinite(column) ? column : 1));
  return Math.min(target.to, target.from + col - 1);
}

/**
 * Where an underline ends: the end of the word or cell text at `from`, at least one character. A
 * diagnostic about a whole table row (at its first `|`) underlines the row's first cell.
 */
function underlineEnd(doc: Text, from: number): number {
  const line = doc.lineAt(from);
  const rest = doc.sliceString(from, Math.min(line.to, from + 200));
  const cell = /^\|[ \t]*[^|\s](?:[^|]*[^|\s])?/.exec(rest)?.[0].length;
  if (cell !== undefined) return from + cell;
  const word = /^(?:[\w.]+|[^\s|]+)/.exec(rest)?.[0].length ?? 0;
  return Math.min(line.to, from + Math.max(1, word));
}

function renderMessage(diagnostic: Diagnostic): () => Node {
  return () => {
    const box = document.createElement('div');
    const message = box.appendChild(document.createElement('div'));
    message.textContent = diagnostic.message;
    if (diagnostic.hint !== undefined) {
      const hint = box.appendChild(document.createElement('div'));
      hint.className = 'cm-diagnostic-hint';
      hint.textContent = `Hint: ${diagnostic.hint}`;
    }
    const code = box.appendChild(document.createElement('div'));
    code.className = 'cm-diagnostic-code';
    code.textContent = diagnostic.code;
    return box;
  };
}

/** The quick fix titled `title` for `diagnostic`, as a transaction on the current state. */
export function quickFixTransaction(
  state: EditorState,
  diagnostic: Diagnostic,
  title: string,
): TransactionSpec | undefined {
  const fixes = quickFixes(
    state.doc.toString(),
    state.facet(specFormat),
    diagnostic,
    state.field(specModel, false),
  );
  const fix = fixes.find((f) => f.title === title);
  if (!fix) return undefined;
  const spec: TransactionSpec = {
    changes: fix.edits,
    scrollIntoView: true,
    userEvent: 'input.quickfix',
  };
  if (fix.selection)
    spec.selection = EditorSelection.single(fix.selection.anchor, fix.selection.head);
  return spec;
}

function actionsOf(diagnostic: Diagnostic): Action[] {
  return quickFixTitles(diagnostic).map((name) => ({
    name,
    apply: (view: EditorView) => {
      const spec = quickFixTransaction(view.state, diagnostic, name);
      if (spec) view.dispatch(spec);
      view.focus();
    },
  }));
}

/** The lint diagnostics of the checker's diagnostics on a document. */
export function toLintDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): LintDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const from = offsetOf(doc, diagnostic.at?.line ?? 1, diagnostic.at?.column ?? 1);
    const hint = diagnostic.hint === undefined ? '' : ` (${diagnostic.hint})`;
    return {
      from,
      to: underlineEnd(doc, from),
      severity: diagnostic.severity,
      message: `${diagnostic.message}${hint}`,
      source: diagnostic.code,
      renderMessage: renderMessage(diagnostic),
      actions: actionsOf(diagnostic),
    };
  });
}

/**
 * The transaction that shows the checker's diagnostics. By default they are for the current text;
 * diagnostics computed for an earlier text (`source`, typed on since by `since`) are placed on that
 * text and mapped through the changes, so that they stay on the words they are about.
 */
export function showDiagnostics(
  state: EditorState,
  diagnostics: readonly Diagnostic[],
  earlier?: { source: Text; since: ChangeDesc },
): TransactionSpec {
  if (!earlier) return setDiagnostics(state, toLintDiagnostics(state.doc, diagnostics));
  const mapped = toLintDiagnostics(earlier.source, diagnostics).map((d) => {
    const from = Math.min(earlier.since.mapPos(d.from, 1), state.doc.length);
    const to = Math.max(from, Math.min(earlier.since.mapPos(d.to, -1), state.doc.length));
    return { ...d, from, to };
  });
  return setDiagnostics(state, mapped);
}

/** The lint gutter; the diagnostics themselves come with `showDiagnostics`. */
export function specLint(): Extension {
  return lintGutter();
}
