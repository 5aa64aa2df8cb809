import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Fields the backend sets (the acting user, the time), refused when a client sends another value,
// and updates that change only the fields they give (docs/calls.md, "Bodies").
const NOTES = `# Specification: Notes

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | longtext | yes | |
| tags | list of text | no | |
| author | ref User | yes | set on create: user.id |
| createdAt | datetime | yes | set on create: now |
| updatedAt | datetime | yes | set on save: now |
| length | integer | no | = size(text) |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| writer | read, create | Note | |
| writer | update | Note | record.author == user.id |

| user | name | roles |
| --- | --- | --- |
| w1 | Wu | writer |
| w2 | Wei | writer |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create note | POST | /api/notes | {note: Note} | 201 {note: Note}; 422 validation errors |
| update note | PUT | /api/notes/:id | {note: Note} | 200 {note: Note}; 422 validation errors |
`;

type Note = Record<string, unknown> & { id: string };

async function notes() {
  let clock = Date.parse('2026-05-01T09:00:00Z');
  const client = openBackend(specOf(NOTES), { now: () => new Date((clock += 60_000)) });
  const create = async (note: Record<string, unknown>, user = 'w1') =>
    client.call('POST', '/api/notes', { user, json: { note } });
  const update = async (id: string, note: Record<string, unknown>, user = 'w1') =>
    client.call('PUT', `/api/notes/${id}`, { user, json: { note } });
  const made = (await create({ text: 'Hello', tags: ['a', 'b'] })).body as { note: Note };
  return { client, create, update, note: made.note };
}

describe('fields the backend sets', () => {
  it('check clean', () => {
    expect(checkSpec(specOf(NOTES)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('are set to the acting user and the time', async () => {
    const { note } = await notes();
    expect(note).toMatchObject({
      author: 'w1',
      createdAt: expect.stringMatching(/^2026-05-01T09:0\d:00\.000Z$/),
      length: 5,
    });
    expect(note.updatedAt).toBe(note.createdAt);
  });

  it('refuse another value from a client, storing nothing', async () => {
    const { client, create } = await notes();
    for (const note of [
      { text: 'x', author: 'w2' },
      { text: 'x', createdAt: '2020-01-01T00:00:00Z' },
      { text: 'x', length: 99 },
    ]) {
      const refused = await create(note);
      expect(refused.status, JSON.stringify(note)).toBe(422);
      expect(refused.body).toMatchObject({
        errors: [{ code: 'SET_BY_BACKEND', field: Object.keys(note)[1] }],
      });
    }
    expect(await client.store.list('Note')).toHaveLength(1);
    // The value the backend gives it anyway is no other value.
    expect((await create({ text: 'x', author: 'w1', length: 1 })).status).toBe(201);
  });

  it('take a record sent back as it was read', async () => {
    const { note, update } = await notes();
    const { id, ...values } = note;
    const echoed = await update(id, { ...values, text: 'Hello again' });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toMatchObject({
      note: { text: 'Hello again', createdAt: note.createdAt, length: 11 },
    });
    expect((echoed.body as { note: Note }).note.updatedAt).not.toBe(note.updatedAt);
  });
});

describe('an update', () => {
  it('changes only what it gives: a partial PUT keeps the author, who may still edit', async () => {
    const { note, update } = await notes();
    const first = await update(note.id, { text: 'One' });
    expect(first.body).toMatchObject({ note: { text: 'One', author: 'w1', tags: ['a', 'b'] } });
    const second = await update(note.id, { tags: [] });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ note: { text: 'One', tags: [] } });
    expect((await update(note.id, { text: 'Not mine' }, 'w2')).status).toBe(403);
  });

  it('refuses null for a list, whose empty value is []', async () => {
    const { client, note, update } = await notes();
    const refused = await update(note.id, { tags: null });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: [{ code: 'INVALID_VALUE', field: 'tags' }] });
    expect((await client.store.get('Note', note.id))?.values['tags']).toEqual(['a', 'b']);
  });
});
