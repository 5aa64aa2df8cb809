import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_SPEC, callServer } from '@specrun/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServes, startServe, type ServeRun } from './launchServe.ts';
import { makeTempDir } from './runSpecrun.ts';

// `specrun serve` follows its spec file: one real process on PGlite, its spec changed on disk.
const FIRST = readFileSync(LIBRARY_SPEC, 'utf8');
/** Book's `isbn` (and its unique rule) gone, a field `edition` new. */
const WITHOUT_ISBN = FIRST.replace('| isbn | text | yes | |', '| edition | text | no | |').replace(
  '| Book | unique(isbn) | save | ISBN_TAKEN |\n',
  '',
);
/** A screen of an entity the spec does not have: an error. */
const BROKEN = FIRST.replace(
  '| /authors | list | Author | all |',
  '| /authors | list | Writer | all |',
);
/** An Author of more fields than a PostgreSQL table may have columns. */
const TOO_WIDE = FIRST.replace(
  '| name | text | yes | |\n',
  `| name | text | yes | |\n${Array.from({ length: 1600 }, (_, i) => `| note${i} | text | no | |\n`).join('')}`,
);

let dir: string;
let file: string;
let serve: ServeRun & { url: string };

beforeAll(async () => {
  dir = makeTempDir();
  file = join(dir, 'library.md');
  writeFileSync(file, FIRST);
  serve = await startServe([file, '--port', '0', '--dev'], dir);
}, 300_000);

afterAll(killServes);

/** Writes the spec file and waits for the server's line that matches `line`, after those before. */
async function change(text: string, line: RegExp): Promise<string> {
  const before = serve.output().length;
  writeFileSync(file, text);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = serve
      .output()
      .slice(before)
      .split('\n')
      .find((l) => line.test(l));
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no line matching ${line} after the change:\n${serve.output().slice(before)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const book = (id: string) => callServer(serve.url, 'GET', `/api/books/${id}`, { user: 'u1' });

describe('specrun serve watching its spec', () => {
  it('serves a sound change at once, migrating the records and dropping nothing', async () => {
    const created = await callServer(serve.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Dune', isbn: 'isbn-watched' },
    });
    const id = (created.body as { id: string }).id;
    expect(await change(WITHOUT_ISBN, /^Spec changed/)).toMatch(
      /^Spec changed: serving .*library\.md anew \(1 record migrated\)$/,
    );
    const read = await book(id);
    expect(read.body).not.toHaveProperty('isbn');
    const edited = await callServer(serve.url, 'PATCH', `/api/books/${id}`, {
      user: 'u1',
      json: { edition: 'second' },
      headers: { 'If-Match': read.headers.get('ETag') ?? '' },
    });
    expect(edited.body).toMatchObject({ edition: 'second' });
    // The value of the gone field was kept aside: the field back, it is back.
    await change(FIRST, /^Spec changed/);
    expect((await book(id)).body).toMatchObject({ title: 'Dune', isbn: 'isbn-watched' });
  });

  it('reports a change with errors in one line and serves the last sound version on', async () => {
    const line = await change(BROKEN, /library\.md has/);
    expect(line).toMatch(
      /^specrun serve: .*library\.md has 1 error, the first at .*library\.md:\d+:\d+: .*Writer.*; still serving the last sound version$/,
    );
    const authors = await callServer(serve.url, 'POST', '/api/authors', {
      user: 'u1',
      json: { name: 'Ursula K. Le Guin' },
    });
    expect(authors.status).toBe(201);
    await change(FIRST, /^Spec changed/);
  });

  it('reports a change the database cannot take in one line and serves on', async () => {
    const line = await change(TOO_WIDE, /cannot take/);
    expect(line).toMatch(
      /^specrun serve: the database cannot take the changed .*library\.md: .*1600 columns.*; still serving the last sound version$/,
    );
    const created = await callServer(serve.url, 'POST', '/api/authors', {
      user: 'u1',
      json: { name: 'Frank Herbert', note1: 'not a field' },
    });
    expect([created.status, created.codes]).toEqual([422, ['UNKNOWN_FIELD']]);
    expect((await callServer(serve.url, 'GET', '/health')).status).toBe(200);
  });

  it('reports a spec file gone missing, and takes it when it is back', async () => {
    const before = serve.output().length;
    rmSync(file);
    const deadline = Date.now() + 30_000;
    while (!/library\.md is missing; still serving/.test(serve.output().slice(before))) {
      if (Date.now() > deadline) throw new Error(serve.output().slice(before));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await callServer(serve.url, 'GET', '/api/books', { user: 'u1' })).status).toBe(200);
    await change(WITHOUT_ISBN, /^Spec changed/);
  });
});
