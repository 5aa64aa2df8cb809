import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Expression, Position, Spec } from '../model/Spec.ts';
import { ItemLines } from './locateDiagnostics.ts';

/**
 * Where a diagnostic inside an expression meets the text as written. The checker places it at the
 * expression's start plus its offset in the expression (`positionInExpression`), which is exact
 * only where the text holds the expression character for character. It does not where the reader
 * unescaped or joined it: a `\|` in a Markdown table cell (`a \|\| b`, as every `||` there is
 * written), a YAML folded block (`>`), a plain or quoted YAML value continued on the next lines,
 * an escape in a quoted one (`\"`, `''`). There, each position after the first difference was
 * early by the characters dropped, or past the end of the line.
 */

/** How far past the expression's own characters the walk looks for them (folds, indents). */
const MAX_SKIPPED = 4000;

/**
 * Moves each diagnostic that the checker placed inside an expression (its `path` names the
 * expression in `spec`) onto the character it is about in `text`, the source the model was read
 * from, by walking the expression and the text side by side. A diagnostic whose expression is
 * written as read, or whose text cannot be matched to it, keeps its position. Returns a new list in
 * the same order; the diagnostics given are not changed.
 */
export function locateInExpressions(
  text: string,
  spec: Spec,
  diagnostics: readonly Diagnostic[],
): Diagnostic[] {
  let lines: ItemLines | undefined;
  return diagnostics.map((d) => {
    const expression = expressionAt(spec, d.path);
    if (expression?.at === undefined) return d;
    const offset = offsetOf(expression, d.at);
    if (offset === undefined || offset === 0) return d;
    const at = locateOffset(
      (lines ??= new ItemLines(text)),
      expression.source,
      expression.at,
      offset,
    );
    return at === undefined || (at.line === d.at.line && at.column === d.at.column)
      ? d
      : { ...d, at };
  });
}

/** The expression a path names (`['rules', 3, 'expression']`), when it names one. */
function expressionAt(spec: Spec, path: readonly (string | number)[]): Expression | undefined {
  const last = path[path.length - 1];
  if (last !== 'expression' && last !== 'when' && last !== 'where') return undefined;
  let node: unknown = spec;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  const source = (node as Partial<Expression> | undefined)?.source;
  return typeof source === 'string' ? (node as Expression) : undefined;
}

/**
 * The offset in the expression that `positionInExpression` placed at `at`, or undefined when `at`
 * is none of its positions.
 */
function offsetOf({ source, at: start }: Expression, at: Position): number | undefined {
  if (start === undefined || at.line < start.line) return undefined;
  let lineStart = 0;
  for (let line = start.line; line < at.line; line += 1) {
    const lineBreak = source.indexOf('\n', lineStart);
    if (lineBreak < 0) return undefined;
    lineStart = lineBreak + 1;
  }
  const offset = lineStart + at.column - start.column;
  const lineEnd = source.indexOf('\n', lineStart);
  const end = lineEnd < 0 ? source.length : lineEnd;
  return offset >= lineStart && offset <= end ? offset : undefined;
}

/**
 * The position in the text of the character at `offset` in `source`, an expression written from
 * `start`. Characters of the text that the reader dropped (white space where it joined lines, the
 * backslash of an escape, the second quote of `''`) are stepped over; undefined when the text
 * differs otherwise, or holds the expression character for character (the checker was right).
 */
function locateOffset(
  lines: ItemLines,
  source: string,
  start: Position,
  offset: number,
): Position | undefined {
  const first = lines.line(start.line);
  if (first === undefined) return undefined;
  let written = first.slice(start.column - 1);
  if (!source.includes('\n') && written.startsWith(source.slice(0, offset + 1))) return undefined;
  let nextLine = start.line + 1;
  const more = (): boolean => {
    const line = lines.line(nextLine);
    if (line === undefined) return false;
    written += `\n${line}`;
    nextLine += 1;
    return true;
  };
  let w = 0;
  let skipped = 0;
  // Matches source[0, offset] and then the character at offset itself, if there is one.
  for (let s = 0; s <= offset && s < source.length;) {
    if (w >= written.length && !more()) return undefined;
    const read = source[s];
    const wrote = written[w];
    if (read === wrote) {
      if (s === offset) break;
      s += 1;
      w += 1;
    } else if (isSpace(wrote) || wrote === '\\' || wrote === "'" || wrote === '"') {
      if ((skipped += 1) > MAX_SKIPPED) return undefined;
      w += 1;
    } else if (isSpace(read) && s < offset) {
      s += 1;
    } else {
      return undefined;
    }
  }
  return advanceOver(start, written.slice(0, w));
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n';
}

/** The position after `text`, written from `start`. */
function advanceOver(start: Position, text: string): Position {
  const lastBreak = text.lastIndexOf('\n');
  if (lastBreak < 0) return { line: start.line, column: start.column + text.length };
  let breaks = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks += 1;
  return { line: start.line + breaks, column: text.length - lastBreak };
}
