import { EditorSelection, EditorState, Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Diagnostic, Spec, SpecFormat } from '@specrun/model';
import { useEffect, useRef, type JSX } from 'react';
import {
  compartments,
  editorExtensions,
  externalChange,
  isWrapping,
  labelFor,
  languageFor,
  setSpecModel,
} from './extensions.ts';
import { offsetOf, showDiagnostics } from './lint.ts';
import { hasLongLineText, hasNoLongLine } from './longLines.ts';
import { RecentTexts } from './recentTexts.ts';
import { replacementOf } from './replacementOf.ts';

/** A place to move the cursor to; `nonce` changes each time, so the same place can be jumped to twice. */
export interface EditorJump {
  line: number;
  column: number;
  /** changes each time, so the same place can be jumped to twice */
  nonce: number;
  /** How many characters to select from there; none by default. */
  length?: number;
}

/** The spec editor's props (see the workbench). */
export interface SpecEditorProps {
  /** The text to show. When it differs from what the editor holds (a restore, a conversion, a file opened), the editor replaces its content; echoes of the user's own typing must not reset the cursor. */
  value: string;
  format: SpecFormat;
  /** Every change of the text, as the user types. */
  onChange: (text: string) => void;
  /** The checker's diagnostics for the text (1-based line and column), shown as underlines with message and hint. They may lag a keystroke behind; map them sensibly. */
  diagnostics: readonly Diagnostic[];
  /** The last model read from a sound-enough version of the text, for completion and quick fixes; undefined before the first read. */
  spec: Spec | undefined;
  jump?: EditorJump | undefined;
  /** Accessible name of the editing area, default "Spec text". */
  label?: string;
}

/** Line breaks as the editor holds them (CodeMirror turns `\r\n` and `\r` into `\n`). */
function normalize(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * The spec editor: CodeMirror 6 with Markdown or YAML, CEL in expression cells, the checker's
 * diagnostics with quick fixes, completion of the spec's names, and table editing. It fills its
 * container's height. Load it lazily (`import()`): it brings CodeMirror along.
 */
export function SpecEditor(props: SpecEditorProps): JSX.Element {
  const { value, format, onChange, diagnostics, spec, jump, label = 'Spec text' } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** The text last sent to `onChange` or taken from `value`: an echo of it is not a replacement. */
  const known = useRef(normalize(value));
  const recent = useRef(new RecentTexts());
  const onChangeRef = useRef(onChange);
  const wrapTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const state = EditorState.create({
      doc: known.current,
      extensions: [
        editorExtensions(format, label, spec, !hasLongLineText(known.current)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          recent.current.mapThrough(update.changes);
          if (!isWrapping(update.state)) scheduleWrapCheck(update.view);
          if (update.transactions.every((tr) => tr.annotation(externalChange))) return;
          const text = update.state.doc.toString();
          known.current = text;
          recent.current.remember(text);
          onChangeRef.current(text);
        }),
      ],
    });
    const created = new EditorView({ state, parent: host.current });
    view.current = created;
    function scheduleWrapCheck(target: EditorView): void {
      window.clearTimeout(wrapTimer.current);
      // Scanning for long lines is linear in the document: it waits until typing pauses.
      wrapTimer.current = window.setTimeout(() => {
        if (!isWrapping(target.state) && hasNoLongLine(target.state)) {
          target.dispatch({ effects: compartments.wrap.reconfigure(EditorView.lineWrapping) });
        }
      }, 800);
    }
    return () => {
      window.clearTimeout(wrapTimer.current);
      created.destroy();
      view.current = null;
    };
    // The view is made once; later prop changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    const text = normalize(value);
    if (!current || text === known.current) return;
    // A late echo of what the user typed a moment ago: the editor already holds more than that.
    if (recent.current.changesSince(text) !== undefined) return;
    known.current = text;
    recent.current.clear();
    const change = replacementOf(current.state.doc.toString(), text);
    // The selection maps through the one replacement, so a cursor outside it stays where it was.
    if (change) current.dispatch({ changes: change, annotations: externalChange.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.language.reconfigure(languageFor(format)) });
  }, [format]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.label.reconfigure(labelFor(label)) });
  }, [label]);

  useEffect(() => {
    view.current?.dispatch({ effects: setSpecModel.of(spec) });
  }, [spec]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    // Diagnostics come with the `value` they were computed for; when the user has typed on since,
    // they are placed on that text and mapped through the edits.
    const text = normalize(value);
    const since = text === known.current ? undefined : recent.current.changesSince(text);
    const earlier = since && { source: Text.of(text.split('\n')), since };
    current.dispatch(showDiagnostics(current.state, diagnostics, earlier));
    // `value` is read to know which text the diagnostics are about, not to re-run on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [diagnostics]);

  useEffect(() => {
    const current = view.current;
    if (!current || !jump) return;
    const at = offsetOf(current.state.doc, jump.line, jump.column);
    const to = Math.min(current.state.doc.length, at + (jump.length ?? 0));
    current.dispatch({
      selection: EditorSelection.range(at, to),
      effects: EditorView.scrollIntoView(at, { y: 'center' }),
    });
    current.focus();
  }, [jump]);

  return (
    <div
      ref={host}
      style={{ height: '100%', minHeight: 0, overflow: 'hidden' }}
      data-testid="spec-editor"
    />
  );
}
