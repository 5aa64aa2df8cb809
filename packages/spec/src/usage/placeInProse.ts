import { isWholeWord, type ItemLines } from '../check/placeDiagnostics.ts';
import type { Position } from '../model/Spec.ts';

/**
 * Where `name` is first used in the Markdown prose that starts at `at`: a `#` heading's prose
 * runs to the next heading, its table rows left out; a table row (a field's notes, a constant's
 * meaning) is its line. Undefined when the name is not found there as a whole word, or when `at`
 * is neither (YAML, whose prose scalars sit beside the tables of the same item).
 */
export function placeInProse(lines: ItemLines, at: Position, name: string): Position | undefined {
  const first = lines.line(at.line)?.trimStart();
  if (first === undefined) return undefined;
  if (first.startsWith('|')) return findOnLine(lines, at.line, name);
  if (!first.startsWith('#')) return undefined;
  for (let number = at.line + 1; ; number += 1) {
    const text = lines.line(number);
    if (text === undefined || text.trimStart().startsWith('#')) return undefined;
    if (text.trimStart().startsWith('|')) continue;
    const found = findOnLine(lines, number, name);
    if (found !== undefined) return found;
  }
}

function findOnLine(lines: ItemLines, number: number, name: string): Position | undefined {
  const text = lines.line(number) ?? '';
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1))
    if (isWholeWord(text, i, name)) return { line: number, column: i + 1 };
  return undefined;
}
