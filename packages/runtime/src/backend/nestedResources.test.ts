import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Records named by a unique field other than id (`:slug`), slugs made by the backend, and
// resources nested under their parent (docs/calls.md, "Parameters").
const BLOG = `# Specification: Blog

## 3. Entities and their fields

### Article

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| slug | text | yes | unique; set on create: slug(title) |
| author | ref User | yes | set on create: user.id |

### Comment

| field | type | required | notes |
| --- | --- | --- | --- |
| body | longtext | yes | |
| article | ref Article | yes | deleted with its Article |

## 6. Roles and permissions

| role | may | on |
| --- | --- | --- |
| writer | all | all |

| user | name | roles |
| --- | --- | --- |
| w1 | Wanda Writer | writer |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create article | POST | /api/articles | Article | 201 Article |
| read article | GET | /api/articles/:slug | | 200 Article; 404 NOT_FOUND |
| delete article | DELETE | /api/articles/:slug | | 204; 404 NOT_FOUND |
| list comments | GET | /api/articles/:slug/comments | | 200 Comment[]; 404 NOT_FOUND |
| add comment | POST | /api/articles/:slug/comments | Comment | 201 Comment; 404 NOT_FOUND |
| delete comment | DELETE | /api/articles/:slug/comments/:id | | 204; 404 NOT_FOUND |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| NOT_FOUND | 404 | This record does not exist. |
`;

async function blog() {
  const spec = specOf(BLOG);
  const client = openBackend(spec);
  const as = { user: 'w1' };
  const article = async (title: string) =>
    (await client.call('POST', '/api/articles', { ...as, json: { title } })).body as Record<
      string,
      string
    >;
  return { spec, client, as, article };
}

describe('a record named by a unique field', () => {
  it('checks clean', () => {
    expect(checkSpec(specOf(BLOG)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('is made with a slug of its title, numbered when taken, and its author', async () => {
    const { article } = await blog();
    const first = await article('Hello, World!');
    expect(first).toMatchObject({ slug: 'hello-world', author: 'w1' });
    expect((await article('Hello world')).slug).toBe('hello-world-2');
    expect((await article('hello  WORLD')).slug).toBe('hello-world-3');
  });

  it('is read by its slug; an unknown slug is NOT_FOUND', async () => {
    const { client, as, article } = await blog();
    const { id } = await article('Read me');
    const read = await client.call('GET', '/api/articles/read-me', as);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, title: 'Read me' });
    const missing = await client.call('GET', '/api/articles/nothing-here', as);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'This record does not exist.' }],
    });
  });
});

describe('a nested resource', () => {
  it('is made under its parent, the reference filled from the path', async () => {
    const { client, as, article } = await blog();
    const { id } = await article('Parent');
    const added = await client.call('POST', '/api/articles/parent/comments', {
      ...as,
      json: { body: 'First!' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ body: 'First!', article: id });
  });

  it('is listed only under its own parent', async () => {
    const { client, as, article } = await blog();
    await article('One');
    await article('Two');
    await client.call('POST', '/api/articles/one/comments', { ...as, json: { body: 'on one' } });
    await client.call('POST', '/api/articles/two/comments', { ...as, json: { body: 'on two' } });
    const listed = await client.call('GET', '/api/articles/one/comments', as);
    expect((listed.body as { body: string }[]).map((c) => c.body)).toEqual(['on one']);
  });

  it('answers 404 for a missing parent, storing nothing', async () => {
    const { client, as } = await blog();
    for (const [method, path] of [
      ['GET', '/api/articles/none/comments'],
      ['POST', '/api/articles/none/comments'],
      ['DELETE', '/api/articles/none/comments/c1'],
    ] as const) {
      const body = method === 'POST' ? { json: { body: 'orphan' } } : {};
      const answer = await client.call(method, path, { ...as, ...body });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(await client.store.list('Comment')).toEqual([]);
  });

  it('is not found under another parent, and goes with its own', async () => {
    const { client, as, article } = await blog();
    await article('Kept');
    await article('Gone');
    const comment = (
      await client.call('POST', '/api/articles/gone/comments', { ...as, json: { body: 'x' } })
    ).body as { id: string };
    const elsewhere = await client.call('DELETE', `/api/articles/kept/comments/${comment.id}`, as);
    expect(elsewhere.status).toBe(404);
    expect(await client.store.get('Comment', comment.id)).toBeDefined();
    expect((await client.call('DELETE', '/api/articles/gone', as)).status).toBe(204);
    expect(await client.store.get('Comment', comment.id)).toBeUndefined();
  });
});
