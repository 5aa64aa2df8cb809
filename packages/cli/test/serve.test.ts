import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_SPEC, callServer } from '@specrun/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { killServes, launchServe, startServe } from './launchServe.ts';
import { EXAMPLES, makeTempDir, runSpecrun } from './runSpecrun.ts';

afterEach(killServes);

/** What a serve that fails at once exits with, and its one line. */
function refused(args: string[]): { code: number | null; stderr: string } {
  const run = runSpecrun(['serve', ...args]);
  return { code: run.code, stderr: run.stderr };
}

describe('specrun serve', () => {
  it('documents every option in --help', () => {
    const run = runSpecrun(['serve', '--help']);
    expect(run.code).toBe(0);
    for (const option of [
      '--port',
      '--host',
      '--data',
      '--database',
      '--pool',
      '--origin',
      '--secret',
      '--log',
      '--dev',
    ])
      expect(run.stdout).toContain(`  ${option}`);
    expect(runSpecrun(['--help']).stdout).toMatch(
      /^ {2}serve <spec> .+answer one spec's calls over HTTP/m,
    );
  });

  it('exits 2 with one line for a bad option or an unreadable spec', () => {
    const spec = join(EXAMPLES, 'expense-claims.md');
    const cases: [string[], RegExp][] = [
      [[spec, '--bogus'], /there is no option --bogus/],
      [[spec, '--port', 'eighty'], /--port must be a number from 0 to 65535, not "eighty"/],
      [
        [spec, '--data', 'a', '--database', 'postgres://x/y'],
        /--data and --database name two places/,
      ],
      [[spec, '--database', 'mysql://x/y'], /--database must be a PostgreSQL URL/],
      [[spec, '--pool', '4'], /--pool sets the connections to a --database; PGlite has one/],
      [
        [spec, '--database', 'postgres://x/y', '--pool', '0'],
        /--pool must be a number from 1 to 100, not "0"/,
      ],
      [
        [spec, '--database', 'postgres://x/y', '--pool', 'many'],
        /--pool must be a number from 1 to 100, not "many"/,
      ],
      [[spec, '--origin', 'app.example.com'], /--origin must be an origin/],
      [[spec, '--secret', 'short'], /--secret must be at least 32 characters long/],
      [[spec, '--log', 'xml'], /--log must be "text" or "json", not "xml"/],
      [[], /name the spec to serve/],
      [['missing.md'], /cannot read missing\.md: no such file/],
    ];
    for (const [args, message] of cases) {
      const run = refused(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^specrun serve: ${message.source}.*\\n$`));
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('exits 1 listing the errors of a spec that has them, and serves nothing', async () => {
    const dir = makeTempDir();
    const file = join(dir, 'broken.md');
    writeFileSync(
      file,
      '# Specification: Broken\n\n## 2. Screens and routes\n\n| route | screen | shows | roles |\n| --- | --- | --- | --- |\n| /x | list | Nothing | all |\n',
    );
    const run = await launchServe([file, '--port', '0'], dir);
    expect(run.url).toBeUndefined();
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/broken\.md:7:\d+ +error +unknown-entity/);
    expect(run.output()).toMatch(
      /specrun serve: .*broken\.md has 1 error \(listed above\); fix it to serve it\n$/,
    );
  });

  it('answers the calls on PGlite in its data folder, keeps them, and stops on SIGTERM', async () => {
    const dir = makeTempDir();
    const args = [LIBRARY_SPEC, '--port', '0', '--dev', '--log', 'json'];
    const first = await startServe(args, dir);
    expect(first.output()).toContain(`(PGlite in ${join('.specrun', 'library')})`);
    expect((await callServer(first.url, 'GET', '/health')).body).toEqual({
      status: 'ok',
      spec: 'Library',
      database: 'pglite',
    });
    const created = await callServer(first.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Kept', isbn: 'kept-1' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { method: string; path: string; status: number });
    expect(logged.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/health', 200],
      ['POST', '/api/books', 201],
    ]);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped \(SIGTERM\)\.\n$/);

    const second = await startServe(args, dir);
    const read = await callServer(second.url, 'GET', `/api/books/${id}`, { user: 'u2' });
    expect(read.body).toMatchObject({ id, title: 'Kept', isbn: 'kept-1' });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
