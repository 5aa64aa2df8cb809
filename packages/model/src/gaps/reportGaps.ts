import type { UnboundCall } from './UnboundCall.ts';
import {
  POINTS,
  type PointKey,
  type PointNumber,
  type Position,
  type Spec,
} from '../model/Spec.ts';
import { findMissing } from './findMissing.ts';
import { readProse, type ProseReading } from './readProse.ts';
import { saidInWords, type SaidInWords } from './saidInWords.ts';

/** The first words of a paragraph, to name it: up to 60 characters, cut at a word. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

/** How much of a point a spec shows. */
export type GapStatus = 'shown' | 'partly' | 'not shown';

/**
 * The gap report's line for one point: its status and, for a point partly shown, each thing that is
 * missing in plain words. For a point not shown, `missing` says why (no section, an empty one, or
 * one that says "not shown"), followed by what the rest of the spec expects of the point.
 */
export interface Gap {
  point: PointNumber;
  key: PointKey;
  title: string;
  status: GapStatus;
  missing: string[];
  /** The section heading's position, when the section is there. */
  at?: Position;
}

/** What each point holds besides prose, counted; zero means the point has no structure. */
const STRUCTURE: Record<PointNumber, (spec: Spec) => number> = {
  1: (spec) => spec.audience.length,
  2: (spec) => spec.screens.length,
  3: (spec) => spec.entities.length,
  4: (spec) => spec.lifecycles.length,
  5: (spec) => spec.rules.length,
  6: (spec) => spec.permissions.length + spec.users.length,
  7: (spec) => spec.calls.length,
  8: (spec) => spec.errors.length,
  9: (spec) => spec.constants.length,
};

/** What a point lacks when its section has prose but none of the tables the app runs on. */
const NO_TABLE: Record<PointNumber, string> = {
  1: 'the audience: no table of who uses the product and what they do with it',
  2: 'screens: no table of route, screen, shows and roles',
  3: 'entities: no ### heading with a table of field, type, required and notes',
  4: 'lifecycles: no ### heading per entity with its initial state and a table of from, action, to, roles and when',
  5: 'rules: no table of entity, rule, on and error',
  6: 'permissions and sample users: no table of role, may, on and when, and none of user, name and roles',
  7: 'calls: no table of call, method, path, sends and answers',
  8: 'error codes: no table of code, status and message',
  9: 'constants: no table of name, value and meaning',
};

/**
 * Reports, for each of the nine points in order, whether the spec shows it, shows it partly (and
 * what is missing), or does not show it. A spec's problems are reported, never thrown. Point 7
 * is partly shown while a call is `unbound` (`unboundCalls`, or `unboundCallsIn` the checker's
 * diagnostics).
 */
export function reportGaps(spec: Spec, unbound: readonly UnboundCall[] = []): Gap[] {
  const words = saidInWords(spec);
  return POINTS.map(({ point, key, title }) => {
    const { status, missing } = assess(spec, point, unbound, words);
    const gap: Gap = { point, key, title, status, missing };
    const at = spec.sections.find((s) => s.point === point)?.at;
    if (at) gap.at = at;
    return gap;
  });
}

function assess(
  spec: Spec,
  point: PointNumber,
  unbound: readonly UnboundCall[],
  words: readonly SaidInWords[],
): { status: GapStatus; missing: string[] } {
  const section = spec.sections.find((s) => s.point === point);
  if (!section?.present) return notShown(spec, point, unbound, `there is no section ${point}`);
  const prose = readProse(section.text, ...subsectionProse(spec, point));
  const structure = STRUCTURE[point](spec);
  if (structure === 0 && prose.meaningful.length === 0) {
    if (prose.notShown.length > 0)
      return notShown(spec, point, unbound, 'the section says "not shown"');
    if (section.text.trim() === '') return notShown(spec, point, unbound, 'the section is empty');
    return notShown(spec, point, unbound, 'the section says nothing the point can use');
  }
  const missing = point === 1 ? missingInPurpose(structure, prose) : [];
  if (point !== 1 && structure === 0 && !prose.saysNone) missing.push(NO_TABLE[point]);
  missing.push(...findMissing(spec, point, unbound));
  missing.push(...prose.notShown.map(({ part }) => `${part}: the spec says it is not shown`));
  // What the prose says that no table says is not run: the point is only partly shown.
  for (const said of words)
    if (said.point === point) missing.push(`said in words only, not run: “${excerpt(said.text)}”`);
  return { status: missing.length > 0 ? 'partly' : 'shown', missing };
}

/** Point 1 needs both the purpose, in prose, and the audience. */
function missingInPurpose(audience: number, prose: ProseReading): string[] {
  if (audience === 0) return [NO_TABLE[1]];
  if (prose.meaningful.length === 0 && prose.notShown.length === 0) {
    return ['what the product does: no prose says it'];
  }
  return [];
}

function notShown(
  spec: Spec,
  point: PointNumber,
  unbound: readonly UnboundCall[],
  why: string,
): { status: GapStatus; missing: string[] } {
  return { status: 'not shown', missing: [why, ...findMissing(spec, point, unbound)] };
}

/** The prose under an entity's heading belongs to point 3, under a lifecycle's to point 4. */
function subsectionProse(spec: Spec, point: PointNumber): string[] {
  if (point === 3) return spec.entities.map((e) => e.text);
  if (point === 4) return spec.lifecycles.map((l) => l.text);
  return [];
}
