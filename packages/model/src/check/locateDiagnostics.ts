import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';
import { indentOf } from '../read/sourceLines.ts';

/**
 * Where a diagnostic about one name of a row meets the source. The model keeps one position per
 * row (a Markdown table row, a YAML item), not one per cell, so that a large spec costs no object
 * per cell; a diagnostic about a name in a cell (`Laon` in `| /loans | list | Laon |`) carries the
 * name as its `subject`, and `locateDiagnostics` moves it from the row's start onto that name, when
 * the row holds the name once as a whole word.
 */

/** The most lines an item may span for a name in it to be looked for. */
const MAX_ITEM_LINES = 200;

/** The lines of a text, their starts found once and only when a diagnostic needs them. */
export class ItemLines {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** The text of a 1-based line, without its line break; undefined past the end. */
  line(number: number): string | undefined {
    const starts = (this.starts ??= lineStarts(this.text));
    const start = starts[number - 1];
    if (start === undefined) return undefined;
    const next = starts[number];
    let end = next === undefined ? this.text.length : next - 1;
    if (this.text.charCodeAt(end) === 0x0a && this.text.charCodeAt(end - 1) === 0x0d) end -= 1;
    return this.text.slice(start, end);
  }

  /**
   * The lines of the item that starts at `at`: from its column to the end of its line, then the
   * lines after it that are indented more than that line (the rest of a YAML mapping, a value
   * continued), up to a blank line. A Markdown table row (a line starting with `|`) is its line
   * alone. `cut` is true when the item went on past `MAX_ITEM_LINES`.
   */
  item(at: Position): { lines: { number: number; from: number; text: string }[]; cut: boolean } {
    const first = this.line(at.line);
    if (first === undefined || at.column < 1 || at.column > first.length + 1)
      return { lines: [], cut: false };
    const lines = [{ number: at.line, from: at.column - 1, text: first }];
    if (first.trimStart().startsWith('|')) return { lines, cut: false };
    const base = indentOf(first);
    for (let number = at.line + 1; ; number += 1) {
      const text = this.line(number);
      if (text === undefined || text.trim() === '' || indentOf(text) <= base) break;
      if (lines.length === MAX_ITEM_LINES) return { lines, cut: true };
      lines.push({ number, from: 0, text });
    }
    return { lines, cut: false };
  }
}

/** Where each line starts; lines end at `\n`, `\r\n` or `\r`, and a byte-order mark is not a column. */
function lineStarts(text: string): number[] {
  const starts = [text.charCodeAt(0) === 0xfeff ? 1 : 0];
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) starts.push(i + 1);
    else if (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a) starts.push(i + 1);
  }
  return starts;
}

const WORD = /[A-Za-z0-9_]/;
/** What may stand next to a name that starts or ends with a mark (`/claims`): a cell's or YAML's edge. */
const EDGE = /[\s|,;'"[\]{}()]/;

/** True when `name` stands at `index` of `text` as a whole word, not as part of a longer name. */
export function isWholeWord(text: string, index: number, name: string): boolean {
  const before = text[index - 1];
  const after = text[index + name.length];
  return fits(before, name[0]) && fits(after, name[name.length - 1]);
}

function fits(neighbour: string | undefined, edge: string | undefined): boolean {
  if (neighbour === undefined || edge === undefined) return true;
  return WORD.test(edge) ? !WORD.test(neighbour) : EDGE.test(neighbour);
}

/**
 * Where `name` stands in the item starting at `at`, when it stands there once as a whole word;
 * undefined when it does not, or more than once (which occurrence is meant is then unknown).
 */
function findInItem(lines: ItemLines, at: Position, name: string): Position | undefined {
  if (name.trim() === '') return undefined;
  const { lines: item, cut } = lines.item(at);
  if (cut) return undefined;
  let found: Position | undefined;
  for (const { number, from, text } of item) {
    for (let i = text.indexOf(name, from); i >= 0; i = text.indexOf(name, i + 1)) {
      if (!isWholeWord(text, i, name)) continue;
      if (found !== undefined) return undefined;
      found = { line: number, column: i + 1 };
    }
  }
  return found;
}

/**
 * Moves each diagnostic that has a `subject` from the start of its row or YAML item onto that
 * name in `text` (the source the model was read from), when the item holds it once as a whole
 * word; any other diagnostic, and one whose name is not found or is found twice, keeps its
 * position. Returns a new list in the same order; the diagnostics given are not changed.
 */
export function locateDiagnostics(text: string, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  let lines: ItemLines | undefined;
  return diagnostics.map((d) => {
    if (d.subject === undefined) return d;
    const at = findInItem((lines ??= new ItemLines(text)), d.at, d.subject);
    return at === undefined || (at.line === d.at.line && at.column === d.at.column)
      ? d
      : { ...d, at };
  });
}
