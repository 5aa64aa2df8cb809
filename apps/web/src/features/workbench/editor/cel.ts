import { RangeSetBuilder, type EditorState, type Extension } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { expressionRanges, tokenizeCel, type CelTokenType } from '@specrun/model';
import { docWindow, specFormat } from './editorState.ts';

/**
 * CEL highlighting inside the cells that hold expressions (a rule, a `when`, the filter of
 * `Entity where …`), in Markdown tables and the YAML form. Only the visible lines are looked at,
 * so the work per update does not grow with the document.
 */

const EXPRESSION = Decoration.mark({ class: 'cm-cel' });
const TOKEN_MARKS = new Map<CelTokenType, Decoration>();

function tokenMark(type: CelTokenType): Decoration {
  let mark = TOKEN_MARKS.get(type);
  if (!mark) {
    mark = Decoration.mark({ class: `cm-cel-${type}` });
    TOKEN_MARKS.set(type, mark);
  }
  return mark;
}

/** The CEL decorations of the given ranges of the document (the visible ones, in the editor). */
export function celDecorations(
  state: EditorState,
  ranges: readonly { from: number; to: number }[],
): DecorationSet {
  const format = state.facet(specFormat);
  const builder = new RangeSetBuilder<Decoration>();
  let done = 0;
  for (const range of ranges) {
    const window = docWindow(state, range.from);
    const from = Math.max(0, range.from - window.base);
    const to = Math.min(window.text.length, range.to - window.base);
    for (const expression of expressionRanges(window.text, from, to, format)) {
      const start = expression.from + window.base;
      if (start < done || expression.to <= expression.from) continue;
      builder.add(start, expression.to + window.base, EXPRESSION);
      for (const token of tokenizeCel(window.text, expression.from, expression.to)) {
        builder.add(token.from + window.base, token.to + window.base, tokenMark(token.type));
      }
      done = expression.to + window.base;
    }
  }
  return builder.finish();
}

/** Highlights CEL in expression cells of the visible lines. */
export function celHighlighting(): Extension {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = celDecorations(view.state, view.visibleRanges);
      }
      update(update: ViewUpdate): void {
        const reconfigured = update.startState.facet(specFormat) !== update.state.facet(specFormat);
        if (update.docChanged || update.viewportChanged || reconfigured) {
          this.decorations = celDecorations(update.state, update.view.visibleRanges);
        }
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}
