import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killDevProcesses, startDev } from './devProcess.ts';
import { makeTempDir, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

// Regression: spec text reached the terminal with its raw ESC and OSC sequences, so a spec's title
// could clear the screen or retitle the window, piped and with NO_COLOR too.

const OSC_TITLE = '\u001b]0;pwned\u0007';
const CLEAR = '\u001b[2J';
const CSI_C1 = '\u009b31m';

/** A spec with control characters in its title, a route, names, a type, a code and a status. */
const EVIL = `# Specification: Evil${OSC_TITLE} ${CLEAR}${CSI_C1}

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /p\u001b[31m | list | Claim | all\u0007 |

## 3. Entities and their fields

### Claim\u001b[H

| field | type | required | notes |
| --- | --- | --- | --- |
| ti\u0001tle | tex\u001bt | yes | \u0085 |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| BAD\u001b[5m | 4\u007f2 | {NOPE\u0008} |
`;

/** Every control character but the line feed: none may reach the terminal from spec text. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** The report's own colours: SGR sequences such as ESC [ 31 m. */
// eslint-disable-next-line no-control-regex -- the escape character is what it looks for
const COLOUR = /\u001b\[\d+m/g;

function evilSpec(): string {
  const file = join(makeTempDir(), 'evil.md');
  writeFileSync(file, EVIL);
  return file;
}

function expectVisible(text: string): void {
  expect(text).not.toMatch(RAW_CONTROL);
  expect(text).toContain('Evil\\x1b]0;pwned\\x07 \\x1b[2J\\x9b31m');
}

afterEach(killDevProcesses);

describe('control characters of a spec in the text output', () => {
  it('shows them as escapes in check, piped, with NO_COLOR or without', () => {
    const file = evilSpec();
    for (const env of [{}, { NO_COLOR: '1' }]) {
      const run = runSpecrun(['check', file], { env });
      expect(run.code).toBe(1);
      expectVisible(run.stdout);
      expect(run.stdout).toContain('"/p\\x1b[31m" is not valid');
      expect(run.stdout).toContain('"Claim\\x1b[H" is not a valid entity name');
      expect(run.stdout).toContain('"ti\\x01tle" is not a valid field name');
      expect(run.stdout).toContain('"4\\x7f2" is not an HTTP status');
    }
  });

  it('colours a terminal with its own sequences only', () => {
    const file = evilSpec();
    const command = `${process.execPath} ${join(PACKAGE_DIR, 'dist', 'specrun.js')} check ${file}`;
    const env = { ...process.env };
    delete env['NO_COLOR'];
    const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env });
    expect(result.stdout).toContain('\u001b[1m');
    // What is left once the report's own colours are taken out: text, line breaks, escapes.
    const plain = result.stdout.replaceAll(COLOUR, '').replace(/\r\n/g, '\n');
    expectVisible(plain);
  });

  it('escapes every control character in the JSON report, which reads back the same', () => {
    const run = runSpecrun(['check', '--format', 'json', evilSpec()]);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    const report = JSON.parse(run.stdout) as { files: { name: string }[] };
    expect(report.files[0]?.name).toBe(`Evil${OSC_TITLE} ${CLEAR}${CSI_C1}`);
  });

  it('shows them as escapes in build', () => {
    const file = evilSpec();
    const out = join(makeTempDir(), 'site');
    const run = runSpecrun(['build', file, '--out', out]);
    expect(run.code).toBe(0);
    expectVisible(run.stdout);
    expect(run.stdout).toContain(`Built Evil\\x1b]0;pwned\\x07 \\x1b[2J\\x9b31m into ${out}`);
    expect(existsSync(join(out, 'evil.md'))).toBe(true);
  });

  it('shows them as escapes in dev', async () => {
    const dev = await startDev([evilSpec(), '--port', '0']);
    dev.child.kill('SIGINT');
    await dev.exited;
    expectVisible(dev.output());
    expect(dev.output()).toMatch(/Evil\\x1b\]0;pwned\\x07 \\x1b\[2J\\x9b31m runs at http/);
  });
});
