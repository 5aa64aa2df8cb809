import type { RunResult } from '../run/runPlan.ts';
import { formatCoverage, summarizeCoverage } from './summarizeCoverage.ts';

/** A run as TAP version 14: one test point per test, problems as YAML diagnostics. */
export function formatTap(result: RunResult): string {
  const lines = ['TAP version 14', `1..${result.results.length}`];
  result.results.forEach((r, index) => {
    const name = `${r.test.name} (${result.plan.spec} line ${r.test.at.line})`.replace(/#/g, '\\#');
    lines.push(`${r.passed ? 'ok' : 'not ok'} ${index + 1} - ${name}`);
    if (!r.passed) {
      lines.push('  ---', `  at: "${r.test.at.line}:${r.test.at.column}"`, '  problems:');
      for (const step of r.steps)
        for (const problem of step.problems)
          lines.push(`    - ${JSON.stringify(`${step.step.title}: ${problem}`)}`);
      lines.push('  ...');
    }
  });
  for (const line of formatCoverage(summarizeCoverage(result.plan, result.results)))
    lines.push(`# ${line}`);
  return `${lines.join('\n')}\n`;
}
