import { describe, expect, it } from 'vitest';
import { formatPayload, parsePayload } from './payload.ts';

describe('parsePayload', () => {
  it('reads an entity, a list, fields carried and fields left out', () => {
    expect(parsePayload('Claim')).toEqual({ ok: true, value: { entity: 'Claim', many: false } });
    expect(parsePayload(' Claim[] ')).toEqual({ ok: true, value: { entity: 'Claim', many: true } });
    expect(parsePayload('User(username, bio and image)')).toEqual({
      ok: true,
      value: { entity: 'User', many: false, fields: ['username', 'bio', 'image'] },
    });
    expect(parsePayload('Article[] without body, favoritedBy')).toEqual({
      ok: true,
      value: { entity: 'Article', many: true, without: ['body', 'favoritedBy'] },
    });
    expect(parsePayload('distinct Article.tagList')).toEqual({
      ok: true,
      value: { entity: 'Article', many: true, distinct: 'tagList' },
    });
  });

  it('reads an envelope and the count it carries, members cut only before a key', () => {
    expect(
      parsePayload('{articles: Article[] without body, favoritedBy, articlesCount: count}'),
    ).toEqual({
      ok: true,
      value: {
        entity: 'Article',
        many: true,
        without: ['body', 'favoritedBy'],
        envelope: { key: 'articles', count: 'articlesCount' },
      },
    });
    expect(parsePayload('{user: User(email, token, username)}')).toEqual({
      ok: true,
      value: {
        entity: 'User',
        many: false,
        fields: ['email', 'token', 'username'],
        envelope: { key: 'user' },
      },
    });
  });

  it('says what is wrong with a payload it cannot read', () => {
    for (const text of [
      '{articles: Article[]',
      '{articles Article[]}',
      '{a: Article, b: Article}',
      '{n: count}',
      '{a: Article, n: count}',
      'Article(1, 2)',
      'Article without',
      'two words',
    ])
      expect(parsePayload(text).ok, text).toBe(false);
  });

  it('writes back what it reads', () => {
    for (const text of [
      'Claim',
      'Claim[]',
      'User(username, bio)',
      'Article[] without body, favoritedBy',
      'distinct Article.tagList',
      '{articles: Article[] without body, articlesCount: count}',
      '{profile: User(username, following)}',
      '{tags: distinct Article.tagList}',
    ]) {
      const read = parsePayload(text);
      expect(read.ok && formatPayload(read.value), text).toBe(text);
    }
  });
});
