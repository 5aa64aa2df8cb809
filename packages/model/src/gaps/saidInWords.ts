import type { PointNumber, Position, Spec } from '../model/Spec.ts';
import { readProse, splitSentences } from './readProse.ts';

/** A paragraph of a spec's prose that says how the product behaves, beyond its tables. */
export interface SaidInWords {
  point: PointNumber;
  /** Whose text it is: "point 2", "Todo", "the Claim lifecycle". */
  of: string;
  /** The paragraph as written. */
  text: string;
  /** The heading of the section, entity or lifecycle the paragraph belongs to. */
  at?: Position | undefined;
}

// A sentence that says the point has nothing ("None: …", "There are no rules.", "It makes no
// calls."), unlike one that only uses the words ("When there are no todos, the list is hidden").
const SAYS_NONE =
  /^(?:none|nothing|there (?:are|is) no|(?:it|the product) (?:makes|has|needs|uses|keeps) no)\b/i;

/**
 * The paragraphs of points 2 to 9, and of the entities and lifecycles, that say something: the
 * running app reads the tables only, so what these say (a counter in a footer, a bulk action, a
 * trimming) is not run, and a reader of the prototype should know it. Left out: gap statements
 * ("Fields: not shown"), placeholders ("TBD"), statements that a point has nothing ("None: no
 * calls") and a line that only leads into a table ("Sample users:"). Point 1 is shown as the
 * product's purpose, field notes beside their fields and constants' meanings in their view.
 */
export function saidInWords(spec: Spec): SaidInWords[] {
  const said: SaidInWords[] = [];
  const add = (point: PointNumber, of: string, text: string, at: Position | undefined) => {
    for (const paragraph of text.split(/\n\s*\n/)) {
      const trimmed = paragraph.trim();
      if (trimmed === '' || trimmed.endsWith(':')) continue;
      // Kept when one of its sentences says something other than that the point has nothing.
      const says = splitSentences(trimmed).some(
        (sentence) => readProse(sentence).meaningful.length > 0 && !SAYS_NONE.test(sentence),
      );
      if (says) said.push({ point, of, text: trimmed, at });
    }
  };
  for (const section of spec.sections)
    if (section.point !== 1) add(section.point, `point ${section.point}`, section.text, section.at);
  for (const entity of spec.entities) add(3, entity.name, entity.text, entity.at);
  for (const lifecycle of spec.lifecycles)
    add(4, `the ${lifecycle.entity} lifecycle`, lifecycle.text, lifecycle.at);
  return said.sort((a, b) => a.point - b.point);
}
