import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { checkSpec } from '../check/checkSpec.ts';
import { parseQuery } from './queryParams.ts';

describe('parseQuery', () => {
  it('reads filters, their field paths, and the page parameters', () => {
    expect(
      parseQuery('/api/articles?tag=tagList&author=author.username&status&limit=20&offset'),
    ).toEqual({
      params: [
        { name: 'tag', kind: 'filter', path: ['tagList'] },
        { name: 'author', kind: 'filter', path: ['author', 'username'] },
        { name: 'status', kind: 'filter', path: ['status'] },
        { name: 'limit', kind: 'limit', default: '20' },
        { name: 'offset', kind: 'offset' },
      ],
      problems: [],
    });
    expect(parseQuery('/api/articles')).toEqual({ params: [], problems: [] });
    expect(parseQuery('/x?limit=PAGE_SIZE').params).toEqual([
      { name: 'limit', kind: 'limit', default: 'PAGE_SIZE' },
    ]);
  });

  it('says where each parameter it cannot read starts', () => {
    expect(parseQuery('/x?a&a&offset=2& 1b&limit=lots&c=d e').problems).toEqual([
      { message: 'the parameter "a" is named twice', offset: 5 },
      { message: '"offset" takes no value: a request gives it', offset: 7 },
      { message: '"1b" is not a parameter name', offset: 17 },
      {
        message: '"limit=lots": the page size is a whole number or a constant\'s name',
        offset: 20,
      },
      { message: '"c=d e" does not name a field (tagList, author.username)', offset: 31 },
    ]);
  });
});

describe('the checker on query parameters', () => {
  it('resolves each field path through references, and a limit constant', () => {
    const { spec } = readMarkdown(`# Specification: Q

## 3. Entities and their fields

### Writer

| field | type | required | notes |
| --- | --- | --- | --- |
| username | text | yes | unique |

### Story

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| author | ref Writer | yes | |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| list stories | GET | /api/stories?a=author.username&b=author.name&c=title.size&d=tittle&limit=PAGE | | 200 Story[] |
`);
    expect(checkSpec(spec).map((d) => `${d.code} ${d.subject ?? ''} ${d.hint ?? ''}`)).toEqual([
      'unknown-field name ',
      'unknown-field size ',
      'unknown-field tittle did you mean title?',
      'unknown-name PAGE ',
    ]);
  });
});
