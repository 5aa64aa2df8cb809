import type { Lifecycle, PointNumber, Position, Spec } from '../model/Spec.ts';
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

// What every running app does whatever the spec's tables say (docs/calls.md, docs/errors.md), and
// what the format itself means: a clause saying only this says nothing the app does not run.
const RUN_BY_EVERY_APP = [
  /\b401\b.*\bsign[- ]?in\b/i,
  /\b(any other|every|each) error\b.*\bmessage\b/i,
  /\bno answer\b.*\bNETWORK\b/,
  /^a rule holds when its expression is true\b/i,
  /^`?on`? says when it is checked\b/i,
];

// "A paid claim can no longer change.": true of a final state, which the lifecycle's table runs.
const NO_LONGER_CHANGES = /^an? (\w+) \w+ (?:can|may) no longer (?:change|be changed)\.?$/i;

/** The states of a lifecycle that no transition leaves. */
function finalStates(lifecycle: Lifecycle): Set<string> {
  const leaves = new Set(lifecycle.transitions.map((t) => t.from));
  return new Set(lifecycle.transitions.map((t) => t.to).filter((to) => !leaves.has(to)));
}

/** Whether each clause of a sentence (cut at `;`) says what every running app does. */
function runByEveryApp(sentence: string): boolean {
  return sentence
    .split(';')
    .every((clause) => RUN_BY_EVERY_APP.some((pattern) => pattern.test(clause.trim())));
}

/**
 * The paragraphs of points 2 to 9, and of the entities and lifecycles, that say something: the
 * running app reads the tables only, so what these say (a counter in a footer, a bulk action, a
 * trimming) is not run, and a reader of the prototype should know it. Left out: gap statements
 * ("Fields: not shown"), placeholders ("TBD"), statements that a point has nothing ("None: no
 * calls"), sentences that say what every running app does (a sign-in prompt on 401, each error
 * with its catalogue message), that a final state "can no longer change", and a line that only leads into a table ("Sample users:"). Point 1 is shown as the
 * product's purpose, field notes beside their fields and constants' meanings in their view.
 */
export function saidInWords(spec: Spec): SaidInWords[] {
  const said: SaidInWords[] = [];
  const add = (
    point: PointNumber,
    of: string,
    text: string,
    at: Position | undefined,
    finals: ReadonlySet<string> = new Set(),
  ) => {
    for (const paragraph of text.split(/\n\s*\n/)) {
      const trimmed = paragraph.trim();
      if (trimmed === '' || trimmed.endsWith(':')) continue;
      // Kept when one of its sentences says something other than that the point has nothing.
      const says = splitSentences(trimmed).some(
        (sentence) =>
          readProse(sentence).meaningful.length > 0 &&
          !SAYS_NONE.test(sentence) &&
          !runByEveryApp(sentence) &&
          !finals.has(NO_LONGER_CHANGES.exec(sentence)?.[1] ?? ''),
      );
      if (says) said.push({ point, of, text: trimmed, at });
    }
  };
  for (const section of spec.sections)
    if (section.point !== 1) add(section.point, `point ${section.point}`, section.text, section.at);
  for (const entity of spec.entities) add(3, entity.name, entity.text, entity.at);
  for (const lifecycle of spec.lifecycles)
    add(
      4,
      `the ${lifecycle.entity} lifecycle`,
      lifecycle.text,
      lifecycle.at,
      finalStates(lifecycle),
    );
  return said.sort((a, b) => a.point - b.point);
}
