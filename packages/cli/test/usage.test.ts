import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

const { version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  version: string;
};

describe('specrun usage', () => {
  it('prints the version of the package', () => {
    expect(runSpecrun(['--version'])).toMatchObject({
      code: 0,
      stdout: `${version}\n`,
      stderr: '',
    });
    expect(runSpecrun(['-v']).stdout).toBe(`${version}\n`);
  });

  it('prints the usage on --help, listing only the commands that work', () => {
    const run = runSpecrun(['--help']);
    expect(run.code).toBe(0);
    expect(run.lines[0]).toBe('Usage: specrun <command> [options]');
    expect(run.stdout).toMatch(
      /^ {2}check <file>\.\.\. +check specs: diagnostics and the gap report$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}dev <spec> \[--port <n>\] +serve one spec's app on 127\.0\.0\.1/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}build <spec> --out <dir> +build a static site of one spec's app$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}import <file> \[--out <spec\.md>\] +import an OpenAPI document as a nine-point spec$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}export --openapi <spec> \[--out <file>\] +write a spec's calls as an OpenAPI 3\.1 document$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}serve <spec> \[--port <n>\] \[--data <dir> \| --database <url>\] +answer one spec's calls over HTTP, on PGlite or PostgreSQL$/m,
    );
    expect(run.stdout).toMatch(
      /^ {2}test <spec> --base-url <url> \[--format pretty\|tap\|junit\] +run acceptance tests generated from a spec against a backend$/m,
    );
    expect(run.stdout).not.toMatch(/^\s+deploy\b/m);
    expect(runSpecrun(['-h']).stdout).toBe(run.stdout);
  });

  it('prints the usage on standard error and exits 2 without a command', () => {
    const run = runSpecrun([]);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(/^Usage: specrun <command>/);
  });

  it('rejects an unknown option with the usage and status 2', () => {
    const run = runSpecrun(['--nope']);
    expect(run.code).toBe(2);
    // Regression: it added how to name a file starting with "-", which `specrun` alone takes not.
    expect(run.stderr.split('\n')[0]).toBe('specrun: there is no option --nope');
    expect(run.stderr).toContain('Usage: specrun <command> [options]');
  });

  it('rejects a command that does not exist yet', () => {
    for (const command of ['deploy']) {
      const run = runSpecrun([command, 'x.md']);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(`specrun: unknown command "${command}"`);
    }
  });

  it('prints the help of check', () => {
    const run = runSpecrun(['check', '--help']);
    expect(run.code).toBe(0);
    expect(run.lines[0]).toBe('Usage: specrun check [--format text|json] <file>...');
  });

  it('rejects check without files, with an unknown format or an unknown option', () => {
    const cases: [string[], string][] = [
      [['check'], 'specrun check: name at least one file to check'],
      [
        ['check', '--format', 'xml', 'a.md'],
        'specrun check: --format must be text or json, not "xml"',
      ],
      [['check', '--strict', 'a.md'], 'specrun check: there is no option --strict ('],
    ];
    for (const [args, first] of cases) {
      const run = runSpecrun(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n')[0]?.startsWith(first)).toBe(true);
      expect(run.stderr).toContain('Usage: specrun check');
    }
  });
});
