import type { Position } from '../model/Spec.ts';
import type { Line } from './sourceLines.ts';

/** One cell of a pipe-table row as written: trimmed text, `\|` unescaped, and where it starts. */
export interface RawCell {
  text: string;
  at: Position;
}

/**
 * Splits one line of a GFM pipe table into cells. A leading and a trailing pipe are optional; a
 * backslash escapes the character after it, so `\|` stays inside the cell (as `|`) while `\\|`
 * ends it. Pipes inside code spans split cells too, as in GFM. Each cell's text is trimmed of
 * spaces and tabs; its position is that of its first character (of the gap, when it is empty).
 */
export function splitRow(line: Line): RawCell[] {
  const text = line.text;
  let i = 0;
  while (text[i] === ' ' || text[i] === '\t') i += 1;
  let sawPipe = false;
  if (text[i] === '|') {
    sawPipe = true;
    i += 1;
  }
  const cells: RawCell[] = [];
  let cellStart = i;
  // Pipes are found with indexOf; a pipe after an odd number of backslashes is escaped.
  for (let pipe = text.indexOf('|', i); pipe >= 0; pipe = text.indexOf('|', pipe + 1)) {
    let backslashes = 0;
    while (
      pipe - backslashes - 1 >= cellStart &&
      text.charCodeAt(pipe - backslashes - 1) === 0x5c
    ) {
      backslashes += 1;
    }
    if (backslashes % 2 === 1) continue;
    cells.push(cellAt(line, cellStart, pipe));
    cellStart = pipe + 1;
    sawPipe = true;
  }
  if (!(sawPipe && isBlankFrom(text, cellStart))) cells.push(cellAt(line, cellStart, text.length));
  return cells;
}

function isBlankFrom(text: string, from: number): boolean {
  for (let i = from; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char !== 0x20 && char !== 0x09) return false;
  }
  return true;
}

function cellAt(line: Line, start: number, end: number): RawCell {
  const text = line.text;
  let from = start;
  let to = end;
  while (from < to && (text[from] === ' ' || text[from] === '\t')) from += 1;
  while (to > from && (text[to - 1] === ' ' || text[to - 1] === '\t')) to -= 1;
  const written = text.slice(from, to);
  const unescaped = written.includes('\\|') ? written.replace(/\\\|/g, '|') : written;
  return { text: unescaped, at: { line: line.number, column: (from < to ? from : start) + 1 } };
}

/**
 * True when a line is a table's delimiter row (`| --- | :-: |`): at most three spaces of
 * indentation, at least one pipe, and cells of dashes with optional alignment colons.
 */
export function isDelimiterRow(line: Line): boolean {
  const text = line.text;
  if (!text.includes('|') || !text.includes('-')) return false;
  let indent = 0;
  while (text[indent] === ' ') indent += 1;
  if (indent > 3 || text[indent] === '\t') return false;
  return splitRow(line).every((cell) => /^:?-+:?$/.test(cell.text));
}
