import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { importOpenApi, type ImportResult } from '../src/index.ts';

/**
 * The corpus of real OpenAPI documents beside the repository (`../shared/openapi-corpus`, as CI
 * lays it out), or where SPECRUN_OPENAPI_CORPUS says.
 */
function findCorpus(): string {
  const named = process.env['SPECRUN_OPENAPI_CORPUS'];
  if (named !== undefined) return named;
  for (let dir = resolve(import.meta.dirname, '..', '..', '..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'openapi-corpus');
    if (existsSync(join(candidate, 'index.tsv'))) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(
    'The OpenAPI corpus is not found: lay shared/openapi-corpus beside the repository or set SPECRUN_OPENAPI_CORPUS.',
  );
}

/** Longer than the largest document takes on a loaded machine: past it the import hangs. */
const HANG_MS = 120_000;

interface Outcome {
  file: string;
  result?: ImportResult;
  failure?: string;
}

async function importFile(corpus: string, file: string): Promise<Outcome> {
  const path = join(corpus, 'docs', file);
  const folder = dirname(path);
  const work = importOpenApi(readFileSync(path, 'utf8'), {
    name: file.split('/').pop() ?? file,
    files: {
      read: (relative) => {
        try {
          return Promise.resolve(readFileSync(join(folder, relative), 'utf8'));
        } catch {
          return Promise.resolve(undefined);
        }
      },
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return { file, result: await Promise.race([work, hang]) };
  } catch (error) {
    return { file, failure: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

describe('importOpenApi on the corpus of 60 real documents', () => {
  it('imports at least 57 without a crash or a hang, 90 % of them checking with no errors', async () => {
    const corpus = findCorpus();
    const files = readFileSync(join(corpus, 'index.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '');
    expect(files).toHaveLength(60);
    const outcomes: Outcome[] = [];
    for (const file of files) outcomes.push(await importFile(corpus, file));
    const failures = outcomes
      .filter((o) => o.failure !== undefined)
      .map((o) => `${o.file}: ${o.failure}`);
    expect(failures).toEqual([]);
    const imported = outcomes.filter((o) => o.result?.ok);
    const clean = imported.filter((o) => o.result?.check.every((d) => d.severity !== 'error'));
    console.log(
      `corpus: ${files.length} documents, ${imported.length} imported, ${clean.length} check with no errors`,
    );
    expect(imported.length).toBeGreaterThanOrEqual(57);
    expect(clean.length).toBeGreaterThanOrEqual(Math.ceil(imported.length * 0.9));
    const conduit = outcomes.find((o) => o.file === 'realworld-conduit-openapi.yml')?.result;
    // Conduit's 19 calls, the relation actions among them; its own test says the rest.
    const spec = conduit && readSpec(conduit.markdown, { format: 'markdown' }).spec;
    expect(conduit?.summary?.calls).toBe(19);
    expect(spec?.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /users/login',
      'POST /users',
      'GET /user',
      'PUT /user',
      'GET /profiles/:username',
      'POST /profiles/:username/follow',
      'DELETE /profiles/:username/follow',
      'GET /articles/feed?offset&limit=20',
      'GET /articles?tag=tagList&author=author.username&favorited=favoritedBy.username&offset&limit=20',
      'POST /articles',
      'GET /articles/:slug',
      'PUT /articles/:slug',
      'DELETE /articles/:slug',
      'GET /articles/:slug/comments',
      'POST /articles/:slug/comments',
      'DELETE /articles/:slug/comments/:id',
      'POST /articles/:slug/favorite',
      'DELETE /articles/:slug/favorite',
      'GET /tags',
    ]);
  }, 1_800_000);
});
