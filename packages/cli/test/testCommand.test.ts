import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readAndCheckSpec, type Spec } from '@specrun/model';
import { afterEach, describe, expect, it } from 'vitest';
import { startBreakingProxy, type Breach } from './breakingProxy.ts';
import { killServes, startServe } from './launchServe.ts';
import { EXAMPLES, makeTempDir, PACKAGE_DIR, runSpecrun, type Run } from './runSpecrun.ts';

afterEach(killServes);

/** newman's command line, which runs Postman collections. */
const NEWMAN = createRequire(import.meta.url).resolve('newman/bin/newman.js');

/** Runs the binary without blocking this process, which may be serving a proxy meanwhile. */
function runAsync(args: string[], script = join(PACKAGE_DIR, 'dist', 'specrun.js')): Promise<Run> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, NO_COLOR: '1' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, lines: stdout.replace(/\n$/, '').split('\n') }),
    ),
  );
}

/** The examples whose point 7 lists calls, with their sample users. */
const SERVED = readdirSync(EXAMPLES)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const { spec } = readAndCheckSpec(readFileSync(join(EXAMPLES, name), 'utf8'));
    return { name, file: join(EXAMPLES, name), spec };
  })
  .filter(({ spec }) => spec.calls.length > 0);

/**
 * Values of the fields a spec keeps out of its answers: its passwords and what its payloads
 * leave out (`Article without favoritedBy`).
 */
function privateFields(spec: Spec): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const entity of spec.entities)
    for (const field of entity.fields)
      if (field.type.kind === 'password') fields[field.name] = 'hunter2';
  for (const call of spec.calls)
    for (const answer of call.answers)
      if (answer.body.kind === 'payload')
        for (const field of answer.body.payload.without ?? []) fields[field] = [];
  return fields;
}

/** The failing tests of a TAP report, by name. */
function failing(tap: string): string[] {
  return [...tap.matchAll(/^not ok \d+ - (.*)$/gm)].map((m) => m[1] ?? '');
}

/** The groups of tests that may catch a breach: running only those keeps the test short. */
const GROUPS: Record<Breach, string> = {
  'forbidden-ok': 'states,access',
  'rule-through': 'rules',
  'no-version': 'calls',
  leak: 'calls,access',
};

/** Which failing tests show that a breach was caught. */
const CAUGHT_BY: Record<Breach, RegExp> = {
  'forbidden-ok': /may not|refused for a user whose role may not/,
  'rule-through': /is refused, nothing stored/,
  'no-version': /stale version answers 409/,
  leak: /may not read|signs up and in|answers the record/,
};

describe('specrun test', () => {
  it('documents its options in --help and is listed in the usage', () => {
    const run = runSpecrun(['test', '--help']);
    expect(run.code).toBe(0);
    for (const option of ['--base-url', '--format', '--seed', '--only', '--emit postman'])
      expect(run.stdout).toContain(`  ${option}`);
    expect(runSpecrun(['--help']).stdout).toMatch(/^ {2}test <spec> .+acceptance tests/m);
  });

  it('exits 2 with one line saying what is wrong with the command line or the spec', () => {
    const spec = join(EXAMPLES, 'expense-claims.md');
    const url = ['--base-url', 'http://127.0.0.1:9'];
    const cases: [string[], RegExp][] = [
      [[spec, ...url, '--bogus'], /there is no option --bogus/],
      [[spec], /say where the backend answers: --base-url/],
      [[spec, '--base-url', 'ftp://x'], /--base-url must be an http or https URL, not "ftp:\/\/x"/],
      [[spec, ...url, '--format', 'xml'], /--format must be pretty, tap or junit, not "xml"/],
      [[spec, ...url, '--seed', 'x3'], /--seed must be a whole number/],
      [[spec, ...url, '--only', 'screens'], /--only takes calls, states, rules or access/],
      [[spec, '--emit', 'har', 'x.json'], /--emit writes a postman collection/],
      [[spec, '--emit', 'postman'], /--emit postman needs the file to write/],
      [['missing.md', ...url], /cannot read missing\.md: no such file/],
      [[join(EXAMPLES, 'todomvc.md'), ...url], /\S*todomvc\.md lists no calls \(point 7\)/],
    ];
    for (const [args, message] of cases) {
      const run = runSpecrun(['test', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^specrun test: ${message.source}.*\\n$`));
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('exits 2 with one line naming the URL it cannot reach', () => {
    const run = runSpecrun([
      'test',
      join(EXAMPLES, 'expense-claims.md'),
      '--base-url',
      'http://127.0.0.1:9',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^specrun test: cannot reach http:\/\/127\.0\.0\.1:9\/api\/\S+: .+\n$/,
    );
  });

  it('writes a Postman collection with a folder per test', () => {
    const file = join(makeTempDir(), 'claims.postman.json');
    const run = runSpecrun([
      'test',
      join(EXAMPLES, 'expense-claims.md'),
      '--emit',
      'postman',
      file,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const collection = JSON.parse(readFileSync(file, 'utf8')) as {
      info: { schema: string };
      item: { name: string; item: { request: { url: string } }[] }[];
    };
    expect(collection.info.schema).toMatch(/collection\/v2\.1\.0/);
    expect(collection.item.length).toBeGreaterThan(40);
    expect(collection.item[0]?.item[0]?.request.url).toMatch(/^\{\{baseUrl\}\}\/api\//);
    expect(run.stderr).toMatch(
      new RegExp(`^Wrote ${collection.item.length} tests of Expense claims`),
    );
  });

  it.each(SERVED.map((s) => [s.name, s] as const))(
    'passes against specrun serve --dev of %s, and fails against each wrong backend',
    async (_name, { file, spec }) => {
      const serve = await startServe([file, '--dev', '--port', '0', '--data', makeTempDir()]);
      const good = await runAsync(['test', file, '--base-url', serve.url, '--format', 'tap']);
      expect(good.stderr).toBe('');
      expect(failing(good.stdout)).toEqual([]);
      expect(good.code).toBe(0);
      expect(good.stdout).toMatch(/^1\.\.\d+$/m);

      // The same tests as a Postman collection: newman passes them, and fails them behind a
      // backend that answers 200 where the spec says 403.
      const collection = join(makeTempDir(), 'suite.postman.json');
      const emitted = await runAsync(['test', file, '--emit', 'postman', collection]);
      expect(emitted.code, emitted.stderr).toBe(0);
      const newman = (url: string) =>
        runAsync(['run', collection, '--env-var', `baseUrl=${url}`, '--reporters', 'cli'], NEWMAN);
      const passed = await newman(serve.url);
      expect(passed.code, passed.stdout.slice(-3000)).toBe(0);
      expect(passed.stdout).toMatch(/│\s+assertions │\s+\d+ │\s+0 │/);

      const users = spec.users.map((u) => u.id);
      const forbidden = await startBreakingProxy(serve.url, 'forbidden-ok', users);
      try {
        const caught = await newman(forbidden.url);
        expect(caught.code).toBe(1);
        expect(caught.stdout).toMatch(/AssertionError\s+status 403\s+expected 200 to equal 403/);
      } finally {
        await forbidden.close();
      }

      for (const breach of Object.keys(CAUGHT_BY) as Breach[]) {
        const proxy = await startBreakingProxy(serve.url, breach, users, privateFields(spec));
        try {
          const run = await runAsync([
            'test',
            file,
            '--base-url',
            proxy.url,
            '--format',
            'tap',
            '--only',
            GROUPS[breach],
          ]);
          expect(run.code, `${breach}: ${run.stderr}`).toBe(1);
          const failed = failing(run.stdout);
          expect(
            failed.some((name) => CAUGHT_BY[breach].test(name)),
            `${breach}: ${failed.join('; ')}`,
          ).toBe(true);
        } finally {
          await proxy.close();
        }
      }
    },
    900_000,
  );
});
