import { compactIndexKeys } from './compactIndexKeys.ts';

/**
 * A block-style YAML mapping cut into pieces that can be read one at a time: each member of the
 * top-level mapping, and each member of a large member's mapping in turn, with the key lines of the
 * mappings it sits in. A YAML reader copies the whole text it is given (js-yaml appends a
 * terminator, and the engine flattens the result); read piece by piece, only a piece is copied at
 * once, not the document, which for a text with one character beyond Latin-1 is two bytes a
 * character.
 *
 * The cut follows indentation alone and never decides what the text means: a reader of the pieces
 * must refuse them whenever a piece does not read as one member under its key lines, and read the
 * whole text instead.
 */

/** One piece: its key lines (each the text of a line, with its indentation and end) and its text. */
export interface YamlPiece {
  /** The lines `key:` of the mappings the piece sits in, outermost first. */
  headers: string[];
  /** Where each of those lines is (its index among the text's lines): which member it opens. */
  opens: number[];
  /** The piece's own lines: one member of the innermost mapping (or of the top level). */
  text: string;
}

/** How large a member may be before its own members are cut apart, and how deep the cutting goes. */
export interface PieceLimits {
  /** Members of at most this many characters are one piece. */
  size: number;
  /** The most key lines a piece sits under. */
  depth: number;
}

const DEFAULT_LIMITS: PieceLimits = { size: 32_768, depth: 6 };

interface Line {
  start: number;
  /** Where the line's content ends (before `\n`). */
  end: number;
  /** Spaces before its first character. */
  indent: number;
  /** Blank or only a comment: belongs to whatever member it sits in. */
  filler: boolean;
  /** A tab follows its spaces: where it stands depends on what the tab means there. */
  tabbed: boolean;
}

/**
 * The pieces of a text whose top level is a block mapping, in the text's order, or undefined when
 * its lines do not have that shape (a flow collection, a sequence, directives, several documents,
 * tabs in the indentation): such a text is read whole.
 */
export function yamlPieces(
  text: string,
  limits: PieceLimits = DEFAULT_LIMITS,
): YamlPiece[] | undefined {
  const lines = linesOf(text);
  if (lines === undefined) return undefined;
  let first = lines.findIndex((line) => !line.filler);
  if (first === -1) return undefined;
  const opening = lines[first] as Line;
  if (/^---[ \t]*(?:#.*)?\r?$/.test(text.slice(opening.start, opening.end))) first++;
  const pieces: YamlPiece[] = [];
  const top = { headers: [], opens: [] };
  return cut(text, lines, first, lines.length, 0, top, limits, pieces) ? pieces : undefined;
}

function linesOf(text: string): Line[] | undefined {
  const lines: Line[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    let indent = 0;
    while (text.charCodeAt(start + indent) === 0x20) indent++;
    const next = text.charCodeAt(start + indent);
    const filler = start + indent >= end || next === 0x23 /* # */ || next === 0x0d;
    const tabbed = !filler && next === 0x09; /* tab */
    if (!filler && indent === 0 && /^(?:---|\.\.\.|%)/.test(text.slice(start, start + 3))) {
      // A directive or a document's marker: only an opening `---` is taken, by the caller.
      if (lines.some((line) => !line.filler)) return undefined;
    }
    lines.push({ start, end, indent, filler, tabbed });
    start = end + 1;
  }
  return lines;
}

/** A line that is a key with nothing after its colon but a comment: `paths:`, `"/pets": # …`. */
const KEY_LINE =
  /^ *(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|[^\s\-?:,[\]{}#&*!|>'"%@`](?:[^:#\n]|:(?![ \t])|(?<![ \t])#)*?):[ \t]*(?:#.*)?\r?$/;

/** The key lines a piece sits under, and which members they open. */
type Under = Pick<YamlPiece, 'headers' | 'opens'>;

/** A line that opens a sequence item (`- …`, `-`). */
function isItem(text: string, line: Line): boolean {
  const at = line.start + line.indent;
  if (text.charCodeAt(at) !== 0x2d /* - */) return false;
  const after = text.charCodeAt(at + 1);
  return at + 1 >= line.end || after === 0x20 || after === 0x0d;
}

/**
 * Cuts lines [from, to) — the members of one mapping, at indentation `indent` — into pieces,
 * going into a member's own mapping when it is large. False when the lines are not such members.
 */
function cut(
  text: string,
  lines: Line[],
  from: number,
  to: number,
  indent: number,
  under: Under,
  limits: PieceLimits,
  pieces: YamlPiece[],
): boolean {
  let member = -1;
  const close = (end: number): boolean => {
    if (member === -1) return true;
    return emit(text, lines, member, end, under, limits, pieces);
  };
  for (let i = from; i < to; i++) {
    const line = lines[i] as Line;
    if (line.filler) continue;
    // Deeper than the members, a tab is inside one (a block scalar's text); at their level, no cut.
    if (line.tabbed && line.indent <= indent) return false;
    if (line.indent > indent) {
      if (member === -1) return false;
      continue;
    }
    if (line.indent < indent) return false;
    // A sequence may sit at its key's own indentation (`tags:` then `- name: a`).
    if (isItem(text, line)) {
      if (member === -1) return false;
      continue;
    }
    const c = text.charCodeAt(line.start + line.indent);
    if (c === 0x3f /* ? */ || c === 0x5b /* [ */ || c === 0x7b /* { */) return false;
    if (!close(i)) return false;
    member = i;
  }
  return member !== -1 && close(to);
}

/** Emits member lines [at, end): as one piece, or cut into its own members when it is large. */
function emit(
  text: string,
  lines: Line[],
  at: number,
  end: number,
  under: Under,
  limits: PieceLimits,
  pieces: YamlPiece[],
): boolean {
  const head = lines[at] as Line;
  const last = lines[end - 1] as Line;
  const stop = last.end < text.length ? last.end + 1 : last.end;
  const size = stop - head.start;
  if (size > limits.size && under.headers.length < limits.depth) {
    const headLine = text.slice(head.start, head.end < text.length ? head.end + 1 : head.end);
    const inner = lines.slice(at + 1, end).find((line) => !line.filler);
    if (
      KEY_LINE.test(text.slice(head.start, head.end)) &&
      inner !== undefined &&
      inner.indent > head.indent &&
      !isItem(text, inner)
    ) {
      const cutAt = pieces.length;
      const within = { headers: [...under.headers, headLine], opens: [...under.opens, at] };
      if (cut(text, lines, at + 1, end, inner.indent, within, limits, pieces)) return true;
      pieces.length = cutAt;
    }
  }
  pieces.push({ ...under, text: text.slice(head.start, stop) });
  return true;
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
    for (let depth = 0; depth <= piece.headers.length; depth++) {
      const only = soleMember(value);
      if (only === undefined) return undefined;
      const [key, inner] = only;
      if (depth === piece.headers.length) {
        if (Object.hasOwn(target, key)) return undefined;
        define(target, key, inner);
        break;
      }
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
  }
  for (let i = made.length - 1; i >= 0; i--) {
    const { parent, key } = made[i] as { parent: Record<string, unknown>; key: string };
    define(parent, key, compactIndexKeys(parent[key] as Record<string, unknown>));
  }
  return compactIndexKeys(root);
}

/** The one member of a plain mapping, or undefined when the value is anything else. */
function soleMember(value: unknown): [string, unknown] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const key = keys[0] as string;
  return [key, (value as Record<string, unknown>)[key]];
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
