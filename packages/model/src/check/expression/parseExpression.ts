import { parse, type ASTNode } from '@marcbachmann/cel-js';
import type { Expression, Position } from '../../model/Spec.ts';
import { nestingProblem } from './celDepth.ts';

/** A parsed CEL expression, or where and why it does not parse (`offset` counts from its start). */
export type ParsedExpression =
  { ok: true; ast: ASTNode } | { ok: false; offset: number; message: string };

/**
 * Parses a CEL expression with @marcbachmann/cel-js; a syntax error (or anything else the library
 * throws) comes back as data, never as an exception, and so does an expression that nests too
 * deep for the checks to walk (`nestingProblem`).
 */
export function parseExpression(source: string): ParsedExpression {
  try {
    const { ast } = parse(source);
    const problem = nestingProblem(ast);
    return problem === undefined ? { ok: true, ast } : { ok: false, offset: 0, message: problem };
  } catch (error) {
    return { ok: false, offset: errorOffset(error, source.length), message: errorMessage(error) };
  }
}

function errorOffset(error: unknown, length: number): number {
  if (typeof error !== 'object' || error === null) return 0;
  const range = (error as { range?: { start?: unknown } }).range;
  const start = typeof range?.start === 'number' ? range.start : 0;
  return Math.min(Math.max(0, start), length);
}

function errorMessage(error: unknown): string {
  const summary =
    typeof error === 'object' && error !== null
      ? (error as { summary?: unknown }).summary
      : undefined;
  const text =
    typeof summary === 'string'
      ? summary
      : error instanceof Error
        ? error.message.split('\n')[0]
        : '';
  if (text === undefined || text === '') return 'the expression cannot be read';
  if (/\bEOF\b/.test(text))
    return `the expression ends too soon (${text.replace(/got EOF|EOF/, 'end')})`;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The position of the character at `offset` in an expression: on its first line, the column of its
 * start plus the offset; on a later line (a YAML literal block, whose lines all start at the
 * column of its first) the same column plus the offset within that line.
 */
export function positionInExpression(expression: Expression, offset: number): Position | undefined {
  const at = expression.at;
  if (at === undefined) return undefined;
  const before = expression.source.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  if (lastBreak < 0) return { line: at.line, column: at.column + offset };
  let lines = 0;
  for (let i = before.indexOf('\n'); i >= 0; i = before.indexOf('\n', i + 1)) lines++;
  return { line: at.line + lines, column: at.column - 1 + offset - lastBreak };
}
