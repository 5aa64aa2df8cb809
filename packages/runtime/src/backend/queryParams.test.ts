import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Query parameters of list calls: filters by a field, an item of a list, a field through
// references; pages with a count; the entity's order; a call's where and roles (docs/calls.md).
const NEWS = `# Specification: News

## 3. Entities and their fields

### Writer

| field | type | required | notes |
| --- | --- | --- | --- |
| username | text | yes | unique |
| followers | list of ref User | no | |

### Story

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| tags | list of text | no | |
| author | ref Writer | yes | |
| likedBy | list of ref Writer | no | |

The list of stories shows title and author, newest first.

## 6. Roles and permissions

| role | may | on |
| --- | --- | --- |
| editor | all | all |
| reader | read | all |

| user | name | roles |
| --- | --- | --- |
| e1 | Ed Editor | editor, reader |
| r1 | Rae Reader | reader |
| x1 | Xi Editor | editor |

## 7. The calls it makes

Unknown query parameters are refused.

| call | method | path | sends | answers | roles | where |
| --- | --- | --- | --- | --- | --- | --- |
| create writer | POST | /api/writers | Writer | 201 Writer | | |
| create story | POST | /api/stories | Story | 201 Story | | |
| list stories | GET | /api/stories?tag=tags&author=author.username&liked=likedBy.username&limit=LIMIT&offset | | 200 {stories: Story[], storiesCount: count} | | |
| feed | GET | /api/feed?limit&offset | | 200 {stories: Story[], storiesCount: count} | reader | Writer.exists(w, w.id == author && user.id in w.followers) |

## 9. Business constants and limits

| name | value | meaning |
| --- | --- | --- |
| LIMIT | 3 | stories on a page |
`;

async function news() {
  const client = openBackend(specOf(NEWS));
  const as = { user: 'e1' };
  const writer = async (username: string, followers: string[] = []) =>
    (
      (await client.call('POST', '/api/writers', { ...as, json: { username, followers } }))
        .body as {
        id: string;
      }
    ).id;
  const ann = await writer('ann', ['r1']);
  const bob = await writer('bob');
  const story = async (
    title: string,
    author: string,
    tags: string[] = [],
    likedBy: string[] = [],
  ) => client.call('POST', '/api/stories', { ...as, json: { title, author, tags, likedBy } });
  await story('one', ann, ['x']);
  await story('two', bob, ['x', 'y'], [ann]);
  await story('three', ann, ['y'], [bob]);
  await story('four', bob);
  await story('five', ann, ['x'], [ann, bob]);
  const titles = async (path: string, user = 'e1') => {
    const answer = await client.call('GET', path, { user });
    const body = answer.body as { stories: { title: string }[]; storiesCount: number };
    return {
      status: answer.status,
      titles: body.stories?.map((s) => s.title),
      count: body.storiesCount,
    };
  };
  return { client, titles };
}

describe('a list call with query parameters', () => {
  it('checks clean', () => {
    expect(checkSpec(specOf(NEWS)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('answers the newest first, a page of its limit, with the count of all', async () => {
    const { titles } = await news();
    expect(await titles('/api/stories')).toEqual({
      status: 200,
      titles: ['five', 'four', 'three'],
      count: 5,
    });
    expect(await titles('/api/stories?offset=3')).toMatchObject({
      titles: ['two', 'one'],
      count: 5,
    });
    expect(await titles('/api/stories?limit=1&offset=1')).toMatchObject({ titles: ['four'] });
  });

  it('filters by an item of a list, and by fields through references', async () => {
    const { titles } = await news();
    expect(await titles('/api/stories?tag=x&limit=10')).toMatchObject({
      titles: ['five', 'two', 'one'],
      count: 3,
    });
    expect(await titles('/api/stories?author=bob')).toMatchObject({ titles: ['four', 'two'] });
    expect(await titles('/api/stories?liked=ann')).toMatchObject({ titles: ['five', 'two'] });
    expect(await titles('/api/stories?liked=ann&tag=y')).toMatchObject({ titles: ['two'] });
    expect(await titles('/api/stories?author=nobody')).toMatchObject({ titles: [], count: 0 });
  });

  it('refuses a page that is no whole number, and a parameter it does not read', async () => {
    const { client } = await news();
    for (const path of [
      '/api/stories?limit=-1',
      '/api/stories?offset=x',
      '/api/stories?sort=title',
    ]) {
      const answer = await client.call('GET', path, { user: 'e1' });
      expect(answer.status, path).toBe(400);
    }
  });

  it("gives the records its where holds for, to the call's roles alone", async () => {
    const { titles } = await news();
    // Rae follows ann; Ed follows nobody.
    expect(await titles('/api/feed', 'r1')).toMatchObject({
      titles: ['five', 'three', 'one'],
      count: 3,
    });
    expect(await titles('/api/feed?limit=1&offset=1', 'r1')).toMatchObject({ titles: ['three'] });
    expect(await titles('/api/feed', 'e1')).toMatchObject({ titles: [], count: 0 });
    expect(await titles('/api/feed', 'x1')).toMatchObject({ status: 403 });
  });
});
