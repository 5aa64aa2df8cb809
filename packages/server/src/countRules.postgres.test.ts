// Two servers on one PostgreSQL database, each with its own connection pool, as two processes
// have them, taking creates side by side that a rule counts: no more records get through than the
// rule has room for, whichever process answers them.
import { readFileSync } from 'node:fs';
import { readMarkdown } from '@specrun/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServe } from './startServe.ts';
import { callServer } from './testing/callServer.ts';
import { LIBRARY_SPEC } from './testing/librarySpec.ts';
import { startServesOnPostgres, type ServesOnPostgres } from './testing/servesOnPostgres.ts';

/** The library, where an author's shelf holds at most SHELF_SIZE books. */
function shelfSpec() {
  const text = readFileSync(LIBRARY_SPEC, 'utf8')
    .replace(
      '| Book | unique(isbn) | save | ISBN_TAKEN |',
      '| Book | unique(isbn) | save | ISBN_TAKEN |\n| Book | size(Book.filter(b, b.author == record.author)) < SHELF_SIZE | create | SHELF_FULL |',
    )
    .replace(
      '| CONFLICT | 409 |',
      '| SHELF_FULL | 422 | This author’s shelf is full. |\n| CONFLICT | 409 |',
    )
    .replace('| TITLE_MAX | 200 |', '| SHELF_SIZE | 3 | books per author |\n| TITLE_MAX | 200 |');
  const spec = readMarkdown(text).spec;
  expect(spec.rules.map((r) => r.error)).toContain('SHELF_FULL');
  return spec;
}

let serves: ServesOnPostgres | undefined;
let servers: RunningServe[] = [];

beforeAll(async () => {
  serves = await startServesOnPostgres(shelfSpec(), 'shelves');
  servers = serves.servers;
});

afterAll(async () => {
  await serves?.stop();
});

describe('rules that count records, on two processes of one PostgreSQL database', () => {
  it('let through only as many creates as the count has room for', async () => {
    const [one, two] = servers as [RunningServe, RunningServe];
    for (const round of [0, 1, 2]) {
      const author = await callServer(one.url, 'POST', '/api/authors', {
        user: 'u1',
        json: { name: `Author ${round}` },
      });
      expect(author.status).toBe(201);
      const authorId = (author.body as { id: string }).id;
      // The first book is there already: two places left, twelve creates race for them.
      const first = await callServer(two.url, 'POST', '/api/books', {
        user: 'u1',
        json: { title: 'First', isbn: `isbn-${round}-first`, author: authorId },
      });
      expect(first.status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          callServer(i % 2 === 0 ? one.url : two.url, 'POST', '/api/books', {
            user: 'u1',
            json: { title: `Book ${i}`, isbn: `isbn-${round}-${i}`, author: authorId },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.map((a) => [a.status, a.codes])).toEqual(
        Array.from({ length: 10 }, () => [422, ['SHELF_FULL']]),
      );
      const shelf = await callServer(one.url, 'GET', `/api/authors/${authorId}/books`, {
        user: 'u2',
      });
      expect(shelf.body).toHaveLength(3);
    }
  });
});
