import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, makeTempDir, runSpecrun } from './runSpecrun.ts';

// The calls of point 7 of the example: each table row with a method.
const CLAIMS_CALLS = readFileSync(join(EXAMPLES, 'expense-claims.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| [^|]+ \| (GET|POST|PUT|PATCH|DELETE) \|/.test(line)).length;

describe('specrun export --openapi', () => {
  it("writes a spec's calls as OpenAPI 3.1 JSON on standard output", () => {
    const run = runSpecrun(['export', '--openapi', 'expense-claims.md'], { cwd: EXAMPLES });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const document = JSON.parse(run.stdout) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/claims/{id}']?.['get']?.operationId).toBe('read claim');
  });

  it('writes YAML to a .yaml file, which imports back to the same calls', () => {
    const dir = makeTempDir();
    const out = join(dir, 'claims.yaml');
    const run = runSpecrun([
      'export',
      '--openapi',
      join(EXAMPLES, 'expense-claims.md'),
      '--out',
      out,
    ]);
    expect(run).toMatchObject({
      code: 0,
      stdout: `Exported ${CLAIMS_CALLS} calls of Expense claims to ${out}.\n`,
    });
    const document = parse(readFileSync(out, 'utf8')) as {
      components: { responses: Record<string, unknown> };
    };
    expect(Object.keys(document.components.responses)).toContain('WRONG_STATE');
    const back = runSpecrun(['import', 'claims.yaml'], { cwd: dir });
    expect(back.code).toBe(0);
    // The lifecycle is not exported: its actions (pay claim) come back bound to nothing, left out.
    expect(back.stdout).toContain(
      '| update claim    | PATCH  | /api/claims/:id     | Claim    | 200 Claim; 409 CONFLICT; 422 validation errors |',
    );
  });

  it('exports nothing from a spec with errors, and exits 1', () => {
    const dir = makeTempDir();
    writeFileSync(
      join(dir, 'bad.md'),
      '# Specification: Bad\n\n## 7. Calls\n\n| call | method | path | sends | answers |\n| --- | --- | --- | --- | --- |\n| list x | GET | /x | Nothing | 200 |\n',
    );
    const run = runSpecrun(['export', '--openapi', 'bad.md'], { cwd: dir, env: { NO_COLOR: '1' } });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr.trimEnd().split('\n').pop()).toBe(
      'specrun export: bad.md has 2 errors; nothing is exported',
    );
  });

  it('exits 2 without --openapi, for an unreadable spec, or an --out of another kind', () => {
    const dir = makeTempDir();
    expect(runSpecrun(['export', 'x.md'], { cwd: dir }).stderr.split('\n')[0]).toBe(
      'specrun export: say what to export: --openapi',
    );
    expect(runSpecrun(['export', '--openapi', 'x.md'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: 'specrun export: cannot read x.md: no such file\n',
    });
    const kind = runSpecrun(['export', '--openapi', 'x.md', '--out', 'x.txt'], { cwd: dir });
    expect(kind.code).toBe(2);
    expect(kind.stderr.split('\n')[0]).toBe(
      'specrun export: --out must name a .json, .yaml or .yml file, not x.txt',
    );
  });
});
