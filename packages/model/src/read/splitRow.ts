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
  const spans: number[] = [];
  const count = findCells(line.text, spans);
  const cells = new Array<RawCell>(count);
  for (let cell = 0; cell < count; cell += 1) {
    const at = { line: line.number, column: spanColumn(spans, cell) };
    cells[cell] = { text: spanText(line.text, spans, cell), at };
  }
  return cells;
}

/**
 * Finds the cells of a table row as `splitRow` splits them, without making them: `spans` gets
 * three offsets per cell (where its trimmed text starts and ends, and where it is placed: its
 * first character, or its gap when it is empty), read with `spanText` and `spanColumn`. Returns
 * the number of cells. A reader of many rows passes the same `spans` for each.
 */
export function findCells(text: string, spans: number[]): number {
  let i = 0;
  while (text[i] === ' ' || text[i] === '\t') i += 1;
  let sawPipe = false;
  if (text[i] === '|') {
    sawPipe = true;
    i += 1;
  }
  let count = 0;
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
    addSpan(text, cellStart, pipe, spans, count++);
    cellStart = pipe + 1;
    sawPipe = true;
  }
  if (!(sawPipe && isBlankFrom(text, cellStart)))
    addSpan(text, cellStart, text.length, spans, count++);
  return count;
}

/** The text of cell `cell` of a row that `findCells` read into `spans`, with `\|` unescaped. */
export function spanText(text: string, spans: readonly number[], cell: number): string {
  const written = text.slice(spans[cell * 3] as number, spans[cell * 3 + 1] as number);
  return written.includes('\\|') ? written.replace(/\\\|/g, '|') : written;
}

/** The 1-based column where cell `cell` of a row that `findCells` read into `spans` is placed. */
export function spanColumn(spans: readonly number[], cell: number): number {
  return (spans[cell * 3 + 2] as number) + 1;
}

function isBlankFrom(text: string, from: number): boolean {
  for (let i = from; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char !== 0x20 && char !== 0x09) return false;
  }
  return true;
}

function addSpan(text: string, start: number, end: number, spans: number[], cell: number): void {
  let from = start;
  let to = end;
  while (from < to && (text[from] === ' ' || text[from] === '\t')) from += 1;
  while (to > from && (text[to - 1] === ' ' || text[to - 1] === '\t')) to -= 1;
  spans[cell * 3] = from;
  spans[cell * 3 + 1] = to;
  spans[cell * 3 + 2] = from < to ? from : start;
}

/**
 * True when a line is a table's delimiter row (`| --- | :-: |`): at most three spaces of
 * indentation, at least one pipe, and cells of dashes with optional alignment colons.
 */
export function isDelimiterRow(line: Pick<Line, 'text'>): boolean {
  const text = line.text;
  if (!text.includes('|') || !text.includes('-')) return false;
  let indent = 0;
  while (text[indent] === ' ') indent += 1;
  if (indent > 3 || text[indent] === '\t') return false;
  const spans: number[] = [];
  const count = findCells(text, spans);
  for (let cell = 0; cell < count; cell += 1)
    if (!DASHES.test(spanText(text, spans, cell))) return false;
  return true;
}

const DASHES = /^:?-+:?$/;
