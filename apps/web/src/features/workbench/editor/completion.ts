import {
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { completionsAt, type CandidateKind } from '@specrun/model';
import { docWindow, specFormat, specModel } from './editorState.ts';

/**
 * Completion of what the spec defines and the format allows (@specrun/model's `completionsAt`), on
 * a window of lines around the cursor, with the last good model the workbench gave.
 */

/** CodeMirror's icon type for each kind of candidate. */
const ICON: Record<CandidateKind, string> = {
  entity: 'class',
  field: 'property',
  role: 'enum',
  state: 'enum',
  action: 'method',
  constant: 'constant',
  error: 'constant',
  type: 'type',
  screen: 'type',
  section: 'namespace',
  template: 'text',
  keyword: 'keyword',
  function: 'function',
  variable: 'variable',
  value: 'keyword',
};

/** Ranks kinds: the spec's own names before built-ins. */
const BOOST: Partial<Record<CandidateKind, number>> = {
  field: 3,
  template: 2,
  state: 2,
  action: 2,
  role: 2,
  error: 1,
  constant: 1,
};

/** The completion source over `completionsAt`. */
export function specCompletionSource(context: CompletionContext): CompletionResult | null {
  const { state, pos } = context;
  const window = docWindow(state, pos);
  const result = completionsAt(
    window.text,
    state.facet(specFormat),
    pos - window.base,
    state.field(specModel, false),
  );
  if (!result || result.candidates.length === 0) return null;
  const from = result.from + window.base;
  const before = state.sliceDoc(Math.max(0, pos - 1), pos);
  if (!context.explicit && from >= pos && !/[.{]/.test(before)) return null;
  const options: Completion[] = result.candidates.map((candidate) => {
    const option: Completion = { label: candidate.label, type: ICON[candidate.kind] };
    if (candidate.detail !== undefined) option.detail = candidate.detail;
    if (candidate.insert !== undefined) option.apply = candidate.insert;
    const boost = BOOST[candidate.kind];
    if (boost !== undefined) option.boost = boost;
    return option;
  });
  return { from, to: Math.max(pos, result.to + window.base), options };
}

/** The completion extension of the spec editor. */
export function specCompletion(): Extension {
  return autocompletion({ override: [specCompletionSource], icons: true, maxRenderedOptions: 60 });
}
