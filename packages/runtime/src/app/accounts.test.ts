import { readMarkdown } from '@specrun/model';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { openSpecApp } from './openSpecApp.ts';

const CONDUIT = readMarkdown(
  readFileSync(new URL('../../../../examples/conduit.md', import.meta.url), 'utf8'),
).spec;

describe('signing up and in within the running app', () => {
  it('offers the forms of the spec’s sign-up and sign-in calls', () => {
    const app = openSpecApp({ spec: CONDUIT, store: new MemoryRecordStore() });
    expect(app.accounts?.signUp?.fields.map((f) => f.name)).toEqual([
      'username',
      'email',
      'password',
      'bio',
      'image',
    ]);
    expect(app.accounts?.signIn?.fields.map((f) => f.name)).toEqual(['email', 'password']);
    app.close();
  });

  it('signs a visitor up, keeps only a hash, signs them in again, and out', async () => {
    const store = new MemoryRecordStore();
    const app = openSpecApp({ spec: CONDUIT, store });
    app.signOut();
    expect(app.getSnapshot().user.roles).toEqual(['visitor']);
    const up = await app.signUp({
      username: 'ann',
      email: 'ann@example.com',
      password: 'pw-123456',
    });
    expect(up.ok && up.value.roles).toEqual(['signed in']);
    const acting = app.getSnapshot().user;
    expect(acting.name).toBe('ann');
    const stored = (await store.list('User')).find((r) => r.values['username'] === 'ann');
    expect(String(stored?.values['password'])).toMatch(/^pbkdf2-sha256\$/);
    expect(JSON.stringify(stored)).not.toContain('pw-123456');

    // She writes as herself: the author is set by the backend to her id.
    const made = await app.getSnapshot().source.create('Article', {
      title: 'Hello',
      description: 'd',
      body: 'b',
    });
    expect(made.ok && made.value.values['author']).toBe(acting.id);

    app.signOut();
    const wrong = await app.signIn({ email: 'ann@example.com', password: 'nope-nope' });
    expect(!wrong.ok && wrong.errors.map((e) => e.code)).toEqual(['SIGN_IN_FAILED']);
    expect(app.getSnapshot().user.id).toBe('');
    const again = await app.signIn({ email: 'ann@example.com', password: 'pw-123456' });
    expect(again.ok && again.value.id).toBe(acting.id);
    expect(app.getSnapshot().user.id).toBe(acting.id);

    // A second sign-up with her email is refused, and nothing is stored.
    app.signOut();
    const twice = await app.signUp({
      username: 'ann2',
      email: 'ann@example.com',
      password: 'x-1234567',
    });
    expect(!twice.ok && twice.errors.map((e) => e.code)).toEqual(['NOT_UNIQUE']);
    expect(
      (await store.list('User')).filter((r) => r.values['email'] === 'ann@example.com'),
    ).toHaveLength(1);
    app.close();
  });

  it('reads computed fields for the acting user', async () => {
    const app = openSpecApp({ spec: CONDUIT, store: new MemoryRecordStore(), userId: 'jake' });
    const { source } = app.getSnapshot();
    const made = await source.create('Article', { title: 'T', description: 'd', body: 'b' });
    if (!made.ok) throw new Error('not made');
    await source.relate('Article', made.value.id, 'favorite');
    const read = await source.get('Article', made.value.id);
    expect(
      read.ok && [read.value.values['favorited'], read.value.values['favoritesCount']],
    ).toEqual([true, 1]);
    app.switchUser('anna');
    const other = await app.getSnapshot().source.get('Article', made.value.id);
    expect(other.ok && other.value.values['favorited']).toBe(false);
    app.close();
  });
});
