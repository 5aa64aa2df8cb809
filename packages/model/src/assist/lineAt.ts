/**
 * Line look-ups on plain text that cost in proportion to the line, not to the document: the
 * assist functions run on every keystroke, and a pasted 10 MB text must not make them slow.
 */

/** One line of a text: `from` is its first character, `to` the end of its content (before `\r\n` or `\n`). */
export interface LineSpan {
  from: number;
  to: number;
  /** Where the next line starts (`to` plus the line break), or the text's length for the last line. */
  next: number;
}

/**
 * Clamps an offset into the text, turning NaN and fractions into a valid offset. An offset inside
 * a `\r\n` line break (after its `\r`) moves to the end of the line's content, before the `\r`,
 * where every line look-up places the line's end.
 */
export function clampOffset(text: string, offset: number): number {
  if (!Number.isFinite(offset)) return offset > 0 ? text.length : 0;
  const at = Math.max(0, Math.min(text.length, Math.floor(offset)));
  return at > 0 && text.charCodeAt(at - 1) === 0x0d && text.charCodeAt(at) === 0x0a ? at - 1 : at;
}

/** The line holding `offset` (clamped into the text). */
export function lineAt(text: string, offset: number): LineSpan {
  const at = clampOffset(text, offset);
  const from = at === 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
  return spanFrom(text, from);
}

/** The line that starts at `from`, which must be the start of a line. */
export function spanFrom(text: string, from: number): LineSpan {
  const end = text.indexOf('\n', from);
  const next = end < 0 ? text.length : end + 1;
  let to = end < 0 ? text.length : end;
  if (to > from && text.charCodeAt(to - 1) === 0x0d) to -= 1;
  return { from, to, next };
}

/** The line before `line`, or undefined at the first line. */
export function lineBefore(text: string, line: LineSpan): LineSpan | undefined {
  if (line.from === 0) return undefined;
  return lineAt(text, line.from - 1);
}

/** The line after `line`, or undefined at the last line. */
export function lineAfter(text: string, line: LineSpan): LineSpan | undefined {
  const hasBreak = line.next > line.to && text.charCodeAt(line.next - 1) === 0x0a;
  return hasBreak ? spanFrom(text, line.next) : undefined;
}

/** The text of a line. */
export function lineText(text: string, line: LineSpan): string {
  return text.slice(line.from, line.to);
}
