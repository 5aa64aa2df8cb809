import { compactIndexKeys } from './compactIndexKeys.ts';

/**
 * A block-style YAML mapping cut into pieces that can be read one at a time: runs of members of the
 * top-level mapping, and of a large member's own mapping in turn, under the key lines of the
 * mappings they sit in. A YAML reader copies the whole text it is given (js-yaml appends a
 * terminator, and the engine flattens the result); read piece by piece, only a piece is copied at
 * once, not the document, which for a text with one character beyond Latin-1 is two bytes a
 * character.
 *
 * The cut follows indentation alone and never decides what the text means: a reader of the pieces
 * must refuse them whenever a piece does not read as members under its key lines, and read the
 * whole text instead.
 */

/** One piece: its key lines (each the text of a line, with its indentation and end) and its text. */
export interface YamlPiece {
  /** The lines `key:` of the mappings the piece sits in, outermost first. */
  headers: string[];
  /** Where each of those lines is (its index among the text's lines): which member it opens. */
  opens: number[];
  /** The piece's own lines: members of the innermost mapping (or of the top level), one or more. */
  text: string;
}

/** How large a piece may grow, and how deep the cutting goes. */
export interface PieceLimits {
  /** Members are put together in a piece up to this many characters; a larger one is cut apart. */
  size: number;
  /** The most key lines a piece sits under. */
  depth: number;
}

const DEFAULT_LIMITS: PieceLimits = { size: 32_768, depth: 6 };

/** A text's lines, each by its index: where it starts, its indentation, and what kind it is. */
interface Lines {
  count: number;
  /** Where each line starts; `start[count]` is the text's length. */
  start: Int32Array;
  /** Spaces before its first character. */
  indent: Int32Array;
  /** `FILLER` (blank or only a comment), `TABBED` (a tab follows its spaces), or 0. */
  kind: Uint8Array;
}

/** Blank or only a comment: belongs to whatever member it sits in. */
const FILLER = 1;
/** A tab follows its spaces: where it stands depends on what the tab means there. */
const TABBED = 2;

/**
 * The pieces of a text whose top level is a block mapping, in the text's order, or undefined when
 * its lines do not have that shape (a flow collection, a sequence, directives, several documents):
 * such a text is read whole.
 */
export function yamlPieces(
  text: string,
  limits: PieceLimits = DEFAULT_LIMITS,
): YamlPiece[] | undefined {
  const lines = linesOf(text);
  if (lines === undefined) return undefined;
  let first = 0;
  while (first < lines.count && lines.kind[first] === FILLER) first++;
  if (first === lines.count) return undefined;
  if (/^---[ \t]*(?:#.*)?\r?$/.test(lineText(text, lines, first))) first++;
  const pieces: YamlPiece[] = [];
  const top = { headers: [], opens: [] };
  return cut(text, lines, first, lines.count, 0, top, limits, pieces) ? pieces : undefined;
}

function linesOf(text: string): Lines | undefined {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  if (!text.endsWith('\n')) count++;
  const lines: Lines = {
    count,
    start: new Int32Array(count + 1),
    indent: new Int32Array(count),
    kind: new Uint8Array(count),
  };
  let start = 0;
  let content = false;
  for (let i = 0; i < count; i++) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    let indent = 0;
    while (text.charCodeAt(start + indent) === 0x20) indent++;
    const next = text.charCodeAt(start + indent);
    const filler = start + indent >= end || next === 0x23 /* # */ || next === 0x0d;
    // A directive or a document's marker: only an opening `---` is taken, by the caller.
    if (
      !filler &&
      indent === 0 &&
      content &&
      /^(?:---|\.\.\.|%)/.test(text.slice(start, start + 3))
    )
      return undefined;
    if (!filler && indent === 0 && text.charCodeAt(start) === 0x25 /* % */) return undefined;
    content ||= !filler;
    lines.start[i] = start;
    lines.indent[i] = indent;
    lines.kind[i] = filler ? FILLER : next === 0x09 ? TABBED : 0;
    start = end + 1;
  }
  lines.start[count] = text.length;
  return lines;
}

/** A line's text, without its `\n`. */
function lineText(text: string, lines: Lines, i: number): string {
  const end = lines.start[i + 1] as number;
  return text.slice(lines.start[i], end > 0 && text.charCodeAt(end - 1) === 0x0a ? end - 1 : end);
}

/** A line that is a key with nothing after its colon but a comment: `paths:`, `"/pets": # …`. */
const KEY_LINE =
  /^ *(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|[^\s\-?:,[\]{}#&*!|>'"%@`](?:[^:#\n]|:(?![ \t])|(?<![ \t])#)*?):[ \t]*(?:#.*)?\r?$/;

/** A line that opens a sequence item (`- …`, `-`). */
function isItem(text: string, lines: Lines, i: number): boolean {
  const at = (lines.start[i] as number) + (lines.indent[i] as number);
  if (text.charCodeAt(at) !== 0x2d /* - */) return false;
  const after = text.charCodeAt(at + 1);
  return after === 0x0a || after === 0x20 || after === 0x0d || at + 1 >= text.length;
}

/** The key lines a piece sits under, and which members they open. */
type Under = Pick<YamlPiece, 'headers' | 'opens'>;

/**
 * Cuts lines [from, to) — the members of one mapping, at indentation `indent` — into pieces: runs
 * of members up to the size, a larger member cut into its own members when its key line has
 * nothing after it. False when the lines are not such members.
 */
function cut(
  text: string,
  lines: Lines,
  from: number,
  to: number,
  indent: number,
  under: Under,
  limits: PieceLimits,
  pieces: YamlPiece[],
): boolean {
  const members: number[] = [];
  for (let i = from; i < to; i++) {
    const kind = lines.kind[i];
    if (kind === FILLER) continue;
    const at = lines.indent[i] as number;
    // Deeper than the members, a tab is inside one (a block scalar's text); at their level, no cut.
    if (kind === TABBED && at <= indent) return false;
    if (at > indent) {
      if (members.length === 0) return false;
      continue;
    }
    if (at < indent) return false;
    // A sequence may sit at its key's own indentation (`tags:` then `- name: a`).
    if (isItem(text, lines, i)) {
      if (members.length === 0) return false;
      continue;
    }
    const c = text.charCodeAt((lines.start[i] as number) + at);
    if (c === 0x3f /* ? */ || c === 0x5b /* [ */ || c === 0x7b /* { */) return false;
    members.push(i);
  }
  if (members.length === 0) return false;
  let run = -1;
  const flush = (end: number) => {
    if (run === -1) return;
    pieces.push({ ...under, text: text.slice(lines.start[run], lines.start[end]) });
    run = -1;
  };
  for (let m = 0; m < members.length; m++) {
    const at = members[m] as number;
    const end = members[m + 1] ?? to;
    const size = (lines.start[end] as number) - (lines.start[at] as number);
    if (size > limits.size && under.headers.length < limits.depth) {
      const inner = firstContent(lines, at + 1, end);
      if (
        inner !== -1 &&
        (lines.indent[inner] as number) > indent &&
        !isItem(text, lines, inner) &&
        KEY_LINE.test(lineText(text, lines, at))
      ) {
        flush(at);
        const within = {
          headers: [...under.headers, text.slice(lines.start[at], lines.start[at + 1])],
          opens: [...under.opens, at],
        };
        const mark = pieces.length;
        if (cut(text, lines, at + 1, end, lines.indent[inner] as number, within, limits, pieces))
          continue;
        pieces.length = mark;
      }
    }
    if (run !== -1 && (lines.start[end] as number) - (lines.start[run] as number) > limits.size)
      flush(at);
    if (run === -1) run = at;
  }
  flush(to);
  return true;
}

/** The first line in [from, to) that is not a filler, or -1. */
function firstContent(lines: Lines, from: number, to: number): number {
  for (let i = from; i < to; i++) if (lines.kind[i] !== FILLER) return i;
  return -1;
}

/** Reads one piece's text (its key lines, then its own lines) to a value. */
export type PieceReader = (text: string) => unknown;

/**
 * The value of a text read piece by piece (`yamlPieces`), each piece by `read`, put together as the
 * whole would read; undefined when the text has not that shape, or when a piece does not read as
 * one member under its key lines, or names a member a piece before it named (a duplicate key): then
 * the text must be read whole, which says what is wrong and where.
 */
export function readYamlPieces(
  text: string,
  read: PieceReader,
  limits?: PieceLimits,
): Record<string, unknown> | undefined {
  const pieces = yamlPieces(text, limits);
  if (pieces === undefined) return undefined;
  const root: Record<string, unknown> = {};
  // The mappings made here, each with where it sits, to be made compact once filled, and by the
  // key line that opened it: another line naming the same key is a duplicate.
  const made: { parent: Record<string, unknown>; key: string }[] = [];
  const opened = new Map<object, number>();
  for (const piece of pieces) {
    let value = read(piece.headers.join('') + piece.text);
    let target = root;
    for (let depth = 0; depth < piece.headers.length; depth++) {
      const only = soleMember(value);
      if (only === undefined) return undefined;
      const [key, inner] = only;
      let next = Object.hasOwn(target, key) ? target[key] : undefined;
      if (next === undefined) {
        next = {};
        define(target, key, next);
        opened.set(next as object, piece.opens[depth] as number);
        made.push({ parent: target, key });
      } else if (opened.get(next as object) !== piece.opens[depth]) return undefined;
      target = next as Record<string, unknown>;
      value = inner;
    }
    if (!isMapping(value)) return undefined;
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(target, key)) return undefined;
      define(target, key, value[key]);
    }
  }
  for (let i = made.length - 1; i >= 0; i--) {
    const { parent, key } = made[i] as { parent: Record<string, unknown>; key: string };
    define(parent, key, compactIndexKeys(parent[key] as Record<string, unknown>));
  }
  return compactIndexKeys(root);
}

/** A mapping as a YAML reader makes one. */
function isMapping(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.getPrototypeOf(value) === Object.prototype;
}

/** The one member of a mapping, or undefined when the value is anything else. */
function soleMember(value: unknown): [string, unknown] | undefined {
  if (!isMapping(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const key = keys[0] as string;
  return [key, value[key]];
}

/** Sets a member as a YAML reader does, `__proto__` included as an own member. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}
