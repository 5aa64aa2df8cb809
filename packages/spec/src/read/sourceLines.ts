import type { Position } from '../model/Spec.ts';

/** One line of the source: its text without the line break, its 1-based number and its offset. */
export interface Line {
  text: string;
  number: number;
  start: number;
}

/** Source text made safe to scan: line breaks are `\n`, no byte-order mark, no NUL characters. */
export interface NormalizedSource {
  text: string;
  /** Where the first NUL character was, when the text had one (a sign of binary input). */
  nulAt?: Position;
}

/**
 * Normalizes source text: drops a leading byte-order mark, turns `\r\n` and `\r` into `\n` (so
 * lines and columns are those an editor shows) and replaces NUL with U+FFFD, as CommonMark does.
 */
export function normalizeSource(raw: string): NormalizedSource {
  let text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  const nul = text.indexOf('\0');
  if (nul < 0) return { text };
  const nulAt = positionAt(text, nul);
  return { text: text.replace(/\0/g, '\uFFFD'), nulAt };
}

/** Splits normalized text into lines; a final line break does not start another line. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let number = 1;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lines.push({ text: text.slice(start, end), number, start });
    start = end + 1;
    number += 1;
  }
  return lines;
}

/** The 1-based line and column of an offset in a text (columns count UTF-16 code units). */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The position `offset` characters into a piece of text that starts at `at`: the column moves on
 * within the line, and each line break inside the text moves to the next line, column 1.
 */
export function advance(at: Position, text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  if (lastBreak < 0) return { line: at.line, column: at.column + offset };
  let breaks = 0;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) breaks += 1;
  return { line: at.line + breaks, column: offset - lastBreak };
}

/** The number of leading spaces of a line, counting a tab as reaching the next multiple of four. */
export function indentOf(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x20) width += 1;
    else if (char === 0x09) width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** True for a line holding nothing but spaces and tabs. */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char !== 0x20 && char !== 0x09) return false;
  }
  return true;
}
