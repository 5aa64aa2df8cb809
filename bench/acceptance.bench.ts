// Times `specrun test`'s two halves on the examples with calls: generating the acceptance tests
// (each step rehearsed on the spec's backend in memory) and running them over HTTP against
// `specrun serve --dev` on PGlite, in a process of its own, with a new data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { generatePlan, runPlan } from '@specrun/acceptance';
import { readAndCheckSpec } from '@specrun/model';
import { median } from './median.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BINARY = join(ROOT, 'packages', 'cli', 'dist', 'specrun.js');
const ROUNDS = 3;

/** Starts `specrun serve --dev` on a free port; resolves with its URL and process. */
function serve(spec: string, data: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [BINARY, 'serve', spec, '--dev', '--port', '0', '--data', data],
    {
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const url = / answers at (http:\/\/\S+) /.exec(output)?.[1];
      if (url !== undefined) resolve({ url, child });
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${output}`)));
  });
}

export default async function acceptanceBench(): Promise<void> {
  if (!existsSync(BINARY))
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'packages', 'cli') });
  const examples = readdirSync(join(ROOT, 'examples'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, file: join(ROOT, 'examples', name) }))
    .map((e) => ({ ...e, spec: readAndCheckSpec(readFileSync(e.file, 'utf8')).spec }))
    .filter((e) => e.spec.calls.length > 0);
  for (const { name, file, spec } of examples) {
    const data = mkdtempSync(join(tmpdir(), 'specrun-bench-acceptance-'));
    const { url, child } = await serve(file, data);
    try {
      const generate: number[] = [];
      const run: number[] = [];
      let tests = 0;
      let failed = 0;
      let requests = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const plan = await generatePlan(spec, { seed: round + 1 });
        generate.push(performance.now() - started);
        const ran = performance.now();
        const result = await runPlan(plan, { baseUrl: url });
        run.push(performance.now() - ran);
        tests = plan.tests.length;
        requests = plan.tests.reduce((sum, t) => sum + t.steps.length, 0);
        failed += result.results.filter((r) => !r.passed).length;
      }
      const g = median(generate);
      const r = median(run);
      console.log(
        `${name}: ${tests} tests (${requests} requests and the clean-up); generate ${g.toFixed(0)} ms, run ${r.toFixed(0)} ms against serve on PGlite, total ${(g + r).toFixed(0)} ms (median of ${ROUNDS}; ${failed} failed)`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      rmSync(data, { recursive: true, force: true });
    }
  }
}
