import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

const ESC = '\u001b[';
const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** Runs `specrun check` on a pseudo-terminal, through util-linux `script`, so that stdout is a TTY. */
function runOnTerminal(file: string, env: Record<string, string | undefined>): string {
  const command = [process.execPath, join(PACKAGE_DIR, 'dist', 'specrun.js'), 'check', file]
    .map(quote)
    .join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env });
  expect(result.error).toBeUndefined();
  return result.stdout;
}

describe('specrun check colours', () => {
  const file = join(EXAMPLES, 'expense-claims.md');
  const withoutNoColor = { ...process.env };
  delete withoutNoColor['NO_COLOR'];

  it('colours the report on a terminal', () => {
    const output = runOnTerminal(file, withoutNoColor);
    expect(output).toContain(`${ESC}32mshown${ESC}39m`);
    expect(output).toContain(`${ESC}1m${file}${ESC}22m`);
  });

  it('does not colour on a terminal when NO_COLOR is set, even empty', () => {
    for (const value of ['1', '']) {
      const output = runOnTerminal(file, { ...withoutNoColor, NO_COLOR: value });
      expect(output).toContain('shown');
      expect(output).not.toContain(ESC);
    }
  });

  it('does not colour a pipe', () => {
    const run = runSpecrun(['check', file]);
    expect(run.stdout).toContain('shown');
    expect(run.stdout).not.toContain(ESC);
  });
});
