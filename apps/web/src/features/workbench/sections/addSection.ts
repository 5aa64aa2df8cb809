import { addSectionFix, type PointNumber, type Spec, type SpecFormat } from '@specrun/model';

/** A text with a section added, where its body starts and how much to select there. */
export interface AddedSection {
  text: string;
  at: { line: number; column: number };
  /** The length of the template's placeholder at `at` (`Entity`), selected so typing replaces it. */
  length: number;
}

/** The line and column (1-based) of an offset in a text. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line += 1;
  return { line, column: offset - lineStart + 1 };
}

/**
 * Adds a point's missing section from the spec package's template (`addSectionFix`), in point
 * order, in either form; `undefined` when the section is there already.
 */
export function addSection(
  text: string,
  format: SpecFormat,
  point: PointNumber,
  spec: Spec | undefined,
): AddedSection | undefined {
  const fix = addSectionFix(text, format, point, spec);
  if (fix === undefined) return undefined;
  // Applied from the last edit back, so that each edit's offsets still hold.
  const edits = [...fix.edits].sort((a, b) => b.from - a.from);
  let changed = text;
  for (const edit of edits)
    changed = changed.slice(0, edit.from) + edit.insert + changed.slice(edit.to);
  const cursor = fix.selection?.anchor ?? edits.at(-1)?.from ?? 0;
  const length = Math.max(0, (fix.selection?.head ?? cursor) - cursor);
  return { text: changed, at: positionOf(changed, cursor), length };
}
