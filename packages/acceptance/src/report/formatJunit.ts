import type { RunResult } from '../run/runPlan.ts';
import { formatCoverage, summarizeCoverage } from './summarizeCoverage.ts';

/** Text made safe for XML: the five special characters escaped, control characters dropped. */
function xml(text: string): string {
  const printable = [...text]
    .filter((c) => c >= ' ' || c === '\n' || c === '\t' || c === '\r')
    .join('');
  return printable
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A run as JUnit XML: one suite per group (calls, states, rules, access), one case per test. */
export function formatJunit(result: RunResult): string {
  const groups = new Map<string, RunResult['results']>();
  for (const r of result.results)
    groups.set(r.test.group, [...(groups.get(r.test.group) ?? []), r]);
  const failures = result.results.filter((r) => !r.passed).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(result.plan.spec)}" tests="${result.results.length}" failures="${failures}" time="${(result.ms / 1000).toFixed(3)}">`,
  ];
  for (const [group, results] of groups) {
    const failed = results.filter((r) => !r.passed).length;
    const time = results.reduce((sum, r) => sum + r.ms, 0) / 1000;
    lines.push(
      `  <testsuite name="${xml(group)}" tests="${results.length}" failures="${failed}" time="${time.toFixed(3)}">`,
    );
    for (const r of results) {
      const attributes = `classname="${xml(`${result.plan.spec}.${group}`)}" name="${xml(r.test.name)}" file="${xml(result.plan.spec)}" line="${r.test.at.line}" time="${(r.ms / 1000).toFixed(3)}"`;
      if (r.passed) {
        lines.push(`    <testcase ${attributes}/>`);
        continue;
      }
      const problems = r.steps.flatMap((s) => s.problems.map((p) => `${s.step.title}: ${p}`));
      lines.push(
        `    <testcase ${attributes}>`,
        `      <failure message="${xml(problems[0] ?? 'failed')}">${xml(problems.join('\n'))}</failure>`,
        '    </testcase>',
      );
    }
    lines.push('  </testsuite>');
  }
  const coverage = formatCoverage(summarizeCoverage(result.plan, result.results)).join('\n');
  lines.push(`  <system-out>${xml(coverage)}</system-out>`, '</testsuites>');
  return `${lines.join('\n')}\n`;
}
