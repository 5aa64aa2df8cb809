import { mapCalls, readMarkdown, type Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contractViolations.ts';
import {
  openAnswer,
  plainRecord,
  scopeValues,
  unansweredFields,
  wireBody,
  wireKeys,
} from './wireShapes.ts';

// The wire shapes of examples/conduit.md as the browser reads and writes them in live mode.
const files = import.meta.glob<string>('../../../../examples/conduit.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const spec: Spec = readMarkdown(Object.values(files)[0] ?? '').spec;
const map = mapCalls(spec);
const keys = wireKeys(spec, map);
const entity = (name: string) => spec.entities.find((e) => e.name === name)!;
const call = (name: string) => spec.calls.find((c) => c.name === name)!;
const binding = (name: string) => map.bindings.find((b) => b.call.name === name)!;

const wireArticle = {
  slug: 'hello-world',
  title: 'Hello World',
  description: 'A first post',
  tagList: ['intro'],
  author: { username: 'ann', bio: null, image: null, following: false },
  favorited: false,
  favoritesCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('wire shapes in live mode', () => {
  it('knows each entity by the field its calls name one record by', () => {
    expect(Object.fromEntries(keys)).toEqual({ User: 'username', Article: 'slug', Comment: 'id' });
  });

  it('says which fields the call reading one record leaves out of its answer', () => {
    expect([...unansweredFields(entity('Article'), map)]).toEqual(['favoritedBy']);
    expect([...unansweredFields(entity('Comment'), map)]).toEqual([]);
    const claims = readMarkdown(
      [
        '## 3. Entities and fields',
        '### Claim',
        '| field | type | required | notes |',
        '| --- | --- | --- | --- |',
        '| title | text | yes | |',
        '| note | longtext | no | |',
        '## 7. The calls it makes',
        '| call | method | path | sends | answers | roles | where |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| read claim | GET | /claims/:id | | 200 Claim(id, title) | | |',
      ].join('\n'),
    ).spec;
    const claim = claims.entities.find((e) => e.name === 'Claim')!;
    expect([...unansweredFields(claim, mapCalls(claims))]).toEqual(['note']);
    expect([...unansweredFields(entity('Article'), mapCalls({ ...spec, calls: [] }))]).toEqual([]);
  });

  it('opens an envelope, and says what is missing when its member is not there', () => {
    expect(openAnswer(call('read article'), 200, { article: wireArticle })).toEqual({
      ok: true,
      value: wireArticle,
    });
    expect(openAnswer(call('list articles'), 200, { items: [] })).toEqual({
      ok: false,
      detail: 'the body has no "articles" member; the spec lists {"articles": […]}',
    });
    expect(openAnswer(call('read article'), 200, [wireArticle])).toEqual({
      ok: false,
      detail: 'the body is not {"article": {…}}',
    });
  });

  it('reads a record without id by its key, and a reference answered as an object as its id', () => {
    expect(plainRecord(entity('Article'), wireArticle, { keys })).toMatchObject({
      id: 'hello-world',
      author: 'ann',
    });
    // A reference that is no object, or names nothing, comes back as it came.
    expect(
      plainRecord(entity('Article'), { ...wireArticle, author: { bio: 'x' } }, { keys }),
    ).toMatchObject({ author: { bio: 'x' } });
    expect(plainRecord(entity('Article'), 'not a record', { keys })).toBe('not a record');
  });

  it('fills the fields the path names when the answer leaves them out', () => {
    const comment = { id: 7, body: 'Nice', author: { username: 'bob' } };
    const scope = scopeValues(binding('list comments'), { slug: 'hello-world' });
    expect(scope).toEqual({ article: 'hello-world' });
    expect(plainRecord(entity('Comment'), comment, { keys, scope })).toEqual({
      id: 7,
      body: 'Nice',
      author: 'bob',
      article: 'hello-world',
    });
  });

  it('sends only the fields a call names, in its envelope', () => {
    expect(wireBody(call('add comment'), { body: 'Nice', article: 'hello-world' })).toEqual({
      comment: { body: 'Nice' },
    });
    expect(wireBody(call('create article'), { title: 'T', tagList: ['a'] })).toEqual({
      article: { title: 'T', tagList: ['a'] },
    });
  });

  it('holds answers to their shape: no id or body due where the payload leaves them out', () => {
    const list = { articles: [wireArticle], articlesCount: 1 };
    expect(contractViolations(binding('list articles'), spec, 200, list)).toEqual([]);
    const { slug: _slug, ...withoutSlug } = wireArticle;
    expect(
      contractViolations(binding('read article'), spec, 200, { article: withoutSlug }),
    ).toEqual(['Article lacks the required field slug', 'Article lacks the required field body']);
    expect(contractViolations(binding('read article'), spec, 200, { item: wireArticle })).toEqual([
      'read article answers 200: the body has no "article" member; the spec lists {"article": {…}}',
    ]);
  });
});
