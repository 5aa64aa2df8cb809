import type { CoverageRow, Plan } from '../plan/Plan.ts';
import type { TestResult } from '../run/runPlan.ts';

/** How many rows of one point the tests exercised, of all its rows. */
export interface PointCoverage {
  point: 4 | 5 | 6 | 7 | 8;
  exercised: number;
  total: number;
  /** The rows no test exercised. */
  missed: CoverageRow[];
}

const POINT_NAMES: Record<PointCoverage['point'], string> = {
  4: 'transitions (point 4)',
  5: 'rules (point 5)',
  6: 'permissions (point 6)',
  7: 'calls (point 7)',
  8: 'error codes (point 8)',
};

/**
 * The rows of points 4 to 8 a plan's tests exercise, of all; with `results`, only those of the
 * tests that passed count.
 */
export function summarizeCoverage(plan: Plan, results?: readonly TestResult[]): PointCoverage[] {
  const tests = results ? results.filter((r) => r.passed).map((r) => r.test) : plan.tests;
  const exercised = new Set(tests.flatMap((t) => t.covers));
  return ([4, 5, 6, 7, 8] as const).map((point) => {
    const rows = plan.rows.filter((r) => r.point === point);
    const missed = rows.filter((r) => !exercised.has(r.key));
    return { point, exercised: rows.length - missed.length, total: rows.length, missed };
  });
}

/** The coverage as lines: `calls (point 7): 14 of 14 rows`. */
export function formatCoverage(coverage: readonly PointCoverage[]): string[] {
  return coverage.map(
    (c) =>
      `${POINT_NAMES[c.point]}: ${c.exercised} of ${c.total} rows${c.missed.length > 0 ? ` (not: line ${c.missed.map((r) => r.at.line).join(', ')})` : ''}`,
  );
}
