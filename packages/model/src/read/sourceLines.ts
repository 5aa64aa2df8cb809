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

/**
 * The lines of a text by index, as the block scanner reads them: an array of `Line`s, or
 * `TextLines`, which makes each line when it is asked for.
 */
export interface LineSource {
  readonly length: number;
  at(index: number): Line | undefined;
}

/**
 * How many recently made lines `TextLines` keeps (a power of two): the scanner looks back and
 * ahead a few, and the rows of a table of up to about this many lines are read again from here.
 */
const RECENT = 32;

/**
 * The lines of normalized text made on demand from their offsets, so that reading a long text
 * does not keep an object per line alive for the whole read. Lines are numbered as `splitLines`
 * numbers them.
 */
export class TextLines implements LineSource {
  readonly length: number;
  private readonly starts: Int32Array;
  private readonly recent: (Line | undefined)[] = new Array<Line | undefined>(RECENT);

  constructor(private readonly text: string) {
    let count = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1; i = text.indexOf('\n', i + 1))
      count += 1;
    this.length = text.length === 0 ? 0 : count + 1;
    this.starts = new Int32Array(this.length + 1);
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && line < this.length; i = text.indexOf('\n', i + 1))
      this.starts[line++] = i + 1;
    // Where a line after the last would start: after the final line break, or as if there were one.
    this.starts[this.length] = text.endsWith('\n') ? text.length : text.length + 1;
  }

  at(index: number): Line | undefined {
    if (index < 0 || index >= this.length) return undefined;
    const slot = index & (RECENT - 1);
    const kept = this.recent[slot];
    if (kept !== undefined && kept.number === index + 1) return kept;
    const start = this.starts[index] as number;
    const end = (this.starts[index + 1] as number) - 1;
    const line = { text: this.text.slice(start, end), number: index + 1, start };
    this.recent[slot] = line;
    return line;
  }
}

/**
 * A run of consecutive lines of a source, `first` up to (not including) `end`, each line made
 * when it is read: a table's body rows stay offsets until the table is read.
 */
export class LineRange implements Iterable<Line> {
  constructor(
    private readonly lines: LineSource,
    private readonly first: number,
    private readonly end: number,
  ) {}

  get length(): number {
    return this.end - this.first;
  }

  *[Symbol.iterator](): Iterator<Line> {
    for (let i = this.first; i < this.end; i += 1) yield this.lines.at(i) as Line;
  }

  /** Calls `each` with every line in order, without an iterator. */
  forEach(each: (line: Line) => void): void {
    for (let i = this.first; i < this.end; i += 1) each(this.lines.at(i) as Line);
  }

  map<T>(each: (line: Line) => T): T[] {
    const mapped: T[] = [];
    for (const line of this) mapped.push(each(line));
    return mapped;
  }
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
