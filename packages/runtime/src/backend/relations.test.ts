import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Computed fields for the acting user, lists of users that calls add the acting user to and take
// them out of, and the distinct values of a field (docs/format.md, "Notes"; docs/calls.md).
const PHOTOS = `# Specification: Photos

## 3. Entities and their fields

### Photo

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | unique |
| tags | list of text | no | |
| likedBy | list of ref User | no | added by like; removed by unlike |
| liked | boolean | no | = user.id in likedBy |
| likes | integer | no | = size(likedBy) |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Photo | likes <= MAX_LIKES | save | TOO_POPULAR |

## 6. Roles and permissions

| role | may | on |
| --- | --- | --- |
| owner | all | Photo |
| fan | read, like and unlike | Photo |
| viewer | read | Photo |

| user | name | roles |
| --- | --- | --- |
| o1 | Olga Owner | owner |
| f1 | Fay Fan | fan |
| f2 | Finn Fan | fan |
| v1 | Vic Viewer | viewer |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create photo | POST | /api/photos | Photo | 201 Photo; 422 validation errors |
| read photo | GET | /api/photos/:title | | 200 {photo: Photo without likedBy} |
| update photo | PATCH | /api/photos/:title | Photo | 200 Photo; 422 validation errors |
| like photo | POST | /api/photos/:title/like | | 200 {photo: Photo without likedBy} |
| drop like | DELETE | /api/photos/:title/like | | 200 {photo: Photo without likedBy} |
| list tags | GET | /api/tags | | 200 {tags: distinct Photo.tags} |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| TOO_POPULAR | 422 | A photo may have at most {MAX_LIKES} likes. |

## 9. Business constants and limits

| name | value | meaning |
| --- | --- | --- |
| MAX_LIKES | 1 | the most likes a photo may have when it is edited |
`;

async function photos() {
  const client = openBackend(specOf(PHOTOS));
  const photo = async (title: string, tags: string[]) =>
    client.call('POST', '/api/photos', { user: 'o1', json: { title, tags } });
  await photo('dawn', ['sky', 'red']);
  await photo('dusk', ['sky']);
  await photo('sea', ['blue', 'sky', 'red']);
  const read = async (user: string) =>
    ((await client.call('GET', '/api/photos/dawn', { user })).body as { photo: unknown }).photo;
  return { client, read };
}

describe('relations and computed fields', () => {
  it('check clean', () => {
    expect(checkSpec(specOf(PHOTOS)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('compute a field for each user who reads the record', async () => {
    const { client, read } = await photos();
    await client.call('POST', '/api/photos/dawn/like', { user: 'f1' });
    expect(await read('f1')).toMatchObject({ liked: true, likes: 1 });
    expect(await read('f2')).toMatchObject({ liked: false, likes: 1 });
    const stored = await client.store.list('Photo');
    expect(stored[0]?.values).not.toHaveProperty('liked');
  });

  it('add the acting user once, and take them out once, by name and by DELETE', async () => {
    const { client, read } = await photos();
    const like = () => client.call('POST', '/api/photos/dawn/like', { user: 'f1' });
    expect((await like()).body).toMatchObject({ photo: { liked: true, likes: 1 } });
    expect((await like()).body).toMatchObject({ photo: { liked: true, likes: 1 } });
    const unlike = () => client.call('DELETE', '/api/photos/dawn/like', { user: 'f1' });
    expect((await unlike()).body).toMatchObject({ photo: { liked: false, likes: 0 } });
    expect((await unlike()).status).toBe(200);
    expect(await read('f1')).toMatchObject({ liked: false, likes: 0 });
  });

  it('refuse the action to a role point 6 does not permit it to', async () => {
    const { client } = await photos();
    const refused = await client.call('POST', '/api/photos/dawn/like', { user: 'v1' });
    expect(refused.status).toBe(403);
    expect((await client.store.list('Photo'))[0]?.values['likedBy']).toBeUndefined();
  });

  it('let rules read computed fields', async () => {
    const { client } = await photos();
    await client.call('POST', '/api/photos/dawn/like', { user: 'f1' });
    await client.call('POST', '/api/photos/dawn/like', { user: 'f2' });
    const edited = await client.call('PATCH', '/api/photos/dawn', {
      user: 'o1',
      json: { tags: ['sky'] },
    });
    expect(edited.status).toBe(422);
    expect(edited.body).toMatchObject({ errors: [{ code: 'TOO_POPULAR' }] });
  });

  it('answer the distinct values of a field, the most used first', async () => {
    const { client } = await photos();
    const tags = await client.call('GET', '/api/tags', { user: 'f1' });
    expect(tags.body).toEqual({ tags: ['sky', 'red', 'blue'] });
  });
});
