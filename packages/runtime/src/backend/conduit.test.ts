import { checkSpec, readMarkdown, reportGaps } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { exportDataJson, exportRecordsCsv } from '../import-export/exportRecords.ts';
import { openBackend } from './backendClient.testing.ts';

// RealWorld's Conduit, examples/conduit.md, run by the backend: the story of its issue, and no
// password in any answer or in the export.
const files = import.meta.glob<string>('../../../../examples/conduit.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const spec = readMarkdown(Object.values(files)[0] ?? '').spec;
const PASSWORD = 'correct horse battery';

describe('examples/conduit.md', () => {
  it('checks with no error or warning, and shows all nine points', () => {
    expect(checkSpec(spec).filter((d) => d.severity !== 'info')).toEqual([]);
    expect(reportGaps(spec).map((g) => g.status)).toEqual(Array(9).fill('shown'));
  });

  it('runs the story: a visitor reads, writers sign up, write, comment, favourite, follow', async () => {
    const client = openBackend(spec, { passwordIterations: 1000, trustUserHeader: false });
    const answers: unknown[] = [];
    const call = async (method: string, path: string, token?: string, json?: unknown) => {
      const headers = token === undefined ? {} : { Authorization: `Token ${token}` };
      const answer = await client.call(method, path, {
        headers,
        ...(json === undefined ? {} : { json }),
      });
      answers.push(answer.body);
      return answer;
    };
    const signUp = async (username: string) =>
      (
        (
          await call('POST', '/api/users', undefined, {
            user: { username, email: `${username}@conduit.test`, password: PASSWORD },
          })
        ).body as { user: { token: string } }
      ).user.token;

    expect((await call('GET', '/api/articles')).body).toEqual({ articles: [], articlesCount: 0 });
    const ann = await signUp('ann');
    const bob = await signUp('bob');
    const written = await call('POST', '/api/articles', ann, {
      article: {
        title: 'How to Train Your Dragon',
        description: 'Ever wonder how?',
        body: 'Very carefully.',
        tagList: ['dragons', 'training'],
      },
    });
    expect(written.status).toBe(201);
    const slug = (written.body as { article: { slug: string } }).article.slug;
    expect(slug).toBe('how-to-train-your-dragon');
    expect(
      (await call('POST', `/api/articles/${slug}/comments`, bob, { comment: { body: 'Nice!' } }))
        .status,
    ).toBe(201);
    expect((await call('POST', `/api/articles/${slug}/favorite`, bob)).body).toMatchObject({
      article: { favorited: true, favoritesCount: 1 },
    });
    expect((await call('POST', '/api/profiles/ann/follow', bob)).body).toMatchObject({
      profile: { username: 'ann', following: true },
    });
    const feed = await call('GET', '/api/articles/feed', bob);
    expect(feed.body).toMatchObject({
      articles: [{ slug, author: { username: 'ann', following: true }, favorited: true }],
      articlesCount: 1,
    });
    expect((await call('GET', '/api/articles/feed', ann)).body).toMatchObject({ articlesCount: 0 });
    expect((await call('GET', '/api/tags')).body).toEqual({ tags: ['dragons', 'training'] });
    // A visitor reads the global feed, without body, and the comments.
    const global = (await call('GET', '/api/articles')).body as {
      articles: Record<string, unknown>[];
    };
    expect(global.articles[0]).toMatchObject({ slug, favorited: false, favoritesCount: 1 });
    expect(global.articles[0]).not.toHaveProperty('body');
    expect((await call('GET', `/api/articles/${slug}/comments`)).body).toMatchObject({
      comments: [{ id: 1, body: 'Nice!', author: { username: 'bob' } }],
    });

    const everything = JSON.stringify(answers);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('pbkdf2');
    const users = await client.store.list('User');
    const userEntity = spec.entities.find((e) => e.name === 'User');
    const exported = [
      exportDataJson(spec.name, { User: users }, '2026-11-27T00:00:00.000Z'),
      userEntity === undefined ? '' : exportRecordsCsv(userEntity, users),
    ].join('\n');
    expect(exported).toContain('ann@conduit.test');
    expect(exported).not.toContain(PASSWORD);
  });
});
