import type { RunResult, TestResult } from '../run/runPlan.ts';
import { formatCoverage, summarizeCoverage } from './summarizeCoverage.ts';

/** Colours for a terminal; identity functions when there is none. */
export interface Paint {
  pass(text: string): string;
  fail(text: string): string;
  dim(text: string): string;
}

const PLAIN: Paint = { pass: (t) => t, fail: (t) => t, dim: (t) => t };

/** One line for a test as it finishes: `✓ 61:1 submit Claim from draft to submitted (12 ms)`. */
export function formatPrettyLine(spec: string, result: TestResult, paint: Paint = PLAIN): string {
  const { test } = result;
  const where = `${spec}:${test.at.line}:${test.at.column}`;
  const head = result.passed
    ? `${paint.pass('✓')} ${test.name} ${paint.dim(`(${where}, ${Math.round(result.ms)} ms)`)}`
    : `${paint.fail('✗')} ${test.name} ${paint.dim(`(${where})`)}`;
  const lines = [head];
  for (const step of result.steps)
    for (const problem of step.problems)
      lines.push(
        `    ${step.step.title}: ${step.step.method} ${step.step.path}: ${paint.fail(problem)}`,
      );
  for (const left of result.leftBehind) lines.push(paint.dim(`    could not remove ${left}`));
  return lines.join('\n');
}

/** The summary after the tests: counts, time, coverage, and what was not tested. */
export function formatPrettySummary(result: RunResult, paint: Paint = PLAIN): string {
  const failed = result.results.filter((r) => !r.passed).length;
  const passed = result.results.length - failed;
  const lines = [
    '',
    `${failed === 0 ? paint.pass(`${passed} passed`) : `${paint.fail(`${failed} failed`)}, ${passed} passed`} of ${result.results.length} tests against ${result.baseUrl} in ${(result.ms / 1000).toFixed(1)} s (seed ${result.plan.seed})`,
    'Coverage:',
    ...formatCoverage(summarizeCoverage(result.plan, result.results)).map((l) => `  ${l}`),
  ];
  for (const skip of result.plan.skipped)
    lines.push(paint.dim(`Not tested: line ${skip.at.line}: ${skip.what}: ${skip.why}`));
  return `${lines.join('\n')}\n`;
}
