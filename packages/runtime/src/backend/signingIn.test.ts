import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../auth/tokens.ts';
import { openBackend, specOf } from './backendClient.testing.ts';

// Users as stored records: sign-up and sign-in calls, tokens, passwords kept as hashes, the
// visitor and signed-in roles, the caller's own user (docs/calls.md, "Signing in").
const CLUB = `# Specification: Club

## 3. Entities and their fields

### User

| field | type | required | notes |
| --- | --- | --- | --- |
| username | text | yes | unique |
| email | email | yes | unique |
| password | password | yes | |
| bio | longtext | no | empty is none |
| followers | list of ref User | no | added by follow; removed by unfollow |
| following | boolean | no | = user.id in followers |

### Post

| field | type | required | notes |
| --- | --- | --- | --- |
| text | longtext | yes | |
| author | ref User | yes | set on create: user.id; answered as username and following |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| User | size(password) >= 8 | save | PASSWORD_TOO_SHORT |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| all | read | User, Post | |
| visitor | create | User | |
| signed in | update | User | record.id == user.id |
| signed in | follow, unfollow | User | |
| signed in | create | Post | |

| user | name | roles |
| --- | --- | --- |
| jake | jake | |

## 7. The calls it makes

Errors are answered as \`{errors: {<field>: [<message>]}}\`.

The token is sent as \`Authorization: Token <token>\`.

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| sign up | POST | /api/users | {user: User} | 201 {user: User(email, token, username, bio)}; 409 NOT_UNIQUE; 422 validation errors |
| sign in | POST | /api/users/login | {user: User(email, password)} | 200 {user: User(email, token, username, bio)}; 401 SIGN_IN_FAILED; 422 validation errors |
| read current user | GET | /api/user | | 200 {user: User(email, token, username, bio)}; 401 UNAUTHENTICATED |
| update current user | PUT | /api/user | {user: User} | 200 {user: User(email, token, username, bio)}; 401 UNAUTHENTICATED; 422 validation errors |
| read profile | GET | /api/profiles/:username | | 200 {profile: User(username, bio, following)}; 404 NOT_FOUND |
| follow | POST | /api/profiles/:username/follow | | 200 {profile: User(username, bio, following)}; 401 UNAUTHENTICATED; 404 NOT_FOUND |
| create post | POST | /api/posts | {post: Post} | 201 {post: Post}; 401 UNAUTHENTICATED |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| REQUIRED | 422 | can't be blank |
| NOT_UNIQUE | 409 | has already been taken |
| NOT_FOUND | 404 | not found |
| UNAUTHENTICATED | 401 | is missing |
| TOKEN_INVALID | 401 | is invalid |
| SIGN_IN_FAILED | 401 | invalid |
| PASSWORD_TOO_SHORT | 422 | is too short |
`;

const PASSWORD = 'password123';

async function club() {
  let clock = Date.parse('2026-06-01T08:00:00Z');
  const client = openBackend(specOf(CLUB), {
    passwordIterations: 1000,
    tokenSecret: new Uint8Array(32).fill(7),
    now: () => new Date(clock),
  });
  const signUp = (username: string, password = PASSWORD) =>
    client.call('POST', '/api/users', {
      json: { user: { username, email: `${username}@test.com`, password } },
    });
  const tokenOf = async (username: string) =>
    ((await signUp(username)).body as { user: { token: string } }).user.token;
  const as = (token: string) => ({ headers: { Authorization: `Token ${token}` } });
  return { client, signUp, tokenOf, as, later: (ms: number) => (clock += ms) };
}

describe('signing in', () => {
  it('checks clean', () => {
    expect(checkSpec(specOf(CLUB)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('signs up a user, answered with a token, the password stored as a hash alone', async () => {
    const { client, signUp } = await club();
    const made = await signUp('ann');
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      user: { email: 'ann@test.com', token: expect.any(String), username: 'ann', bio: null },
    });
    const stored = (await client.store.list('User')).find((u) => u.values['username'] === 'ann');
    expect(stored?.values['password']).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(JSON.stringify(await client.store.list('User'))).not.toContain(PASSWORD);
  });

  it('refuses a taken username or email with 409, a blank field with 422', async () => {
    const { signUp, client } = await club();
    await signUp('ann');
    const again = await signUp('ann');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: { username: ['has already been taken'], email: ['has already been taken'] },
    });
    const blank = await client.call('POST', '/api/users', {
      json: { user: { username: '', email: 'x@test.com', password: '' } },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      errors: { username: ["can't be blank"], password: ["can't be blank"] },
    });
  });

  it('signs in by email and password, and refuses a wrong one as the credentials', async () => {
    const { client, signUp } = await club();
    await signUp('ann');
    const signIn = (password: string) =>
      client.call('POST', '/api/users/login', {
        json: { user: { email: 'ann@test.com', password } },
      });
    const good = await signIn(PASSWORD);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ user: { username: 'ann', token: expect.any(String) } });
    const wrong = await signIn('wrongpassword');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: { credentials: ['invalid'] } });
    expect((await signIn('')).body).toEqual({ errors: { password: ["can't be blank"] } });
  });

  it('knows the caller by their token: missing, malformed, forged and expired ones answer 401', async () => {
    const { client, tokenOf, as, later } = await club();
    const token = await tokenOf('ann');
    const me = await client.call('GET', '/api/user', as(token));
    expect(me.body).toMatchObject({ user: { username: 'ann', token } });
    expect((await client.call('GET', '/api/user')).body).toEqual({
      errors: { token: ['is missing'] },
    });
    const forged = await new TokenSigner(new Uint8Array(32).fill(8)).sign('ann', new Date());
    for (const bad of ['nonsense', `${token}x`, forged]) {
      const answer = await client.call('GET', '/api/user', as(bad));
      expect(answer.status, bad).toBe(401);
      expect(answer.body).toEqual({ errors: { token: ['is invalid'] } });
    }
    later(8 * 24 * 60 * 60 * 1000);
    expect((await client.call('GET', '/api/user', as(token))).status).toBe(401);
  });

  it("changes the caller's own user, merging, with a short password refused", async () => {
    const { client, tokenOf, as } = await club();
    const token = await tokenOf('ann');
    const put = (user: Record<string, unknown>) =>
      client.call('PUT', '/api/user', { ...as(token), json: { user } });
    expect((await put({ bio: 'Hi' })).body).toMatchObject({ user: { username: 'ann', bio: 'Hi' } });
    expect((await put({ bio: '' })).body).toMatchObject({ user: { bio: null } });
    expect((await put({ password: 'short' })).status).toBe(422);
    expect((await put({ email: null })).status).toBe(422);
    expect((await put({ password: 'longer password' })).status).toBe(200);
    const signIn = await client.call('POST', '/api/users/login', {
      json: { user: { email: 'ann@test.com', password: 'longer password' } },
    });
    expect(signIn.status).toBe(200);
  });

  it('lets a visitor read, asks them to sign in for the rest, and lets a user follow', async () => {
    const { client, tokenOf, as } = await club();
    const ann = await tokenOf('ann');
    await tokenOf('bob');
    expect((await client.call('GET', '/api/profiles/bob')).body).toEqual({
      profile: { username: 'bob', bio: null, following: false },
    });
    expect((await client.call('POST', '/api/profiles/bob/follow')).status).toBe(401);
    expect((await client.call('POST', '/api/profiles/nobody/follow')).status).toBe(401);
    expect(
      (await client.call('POST', '/api/posts', { json: { post: { text: 'x' } } })).status,
    ).toBe(401);
    const follow = await client.call('POST', '/api/profiles/bob/follow', as(ann));
    expect(follow.body).toEqual({ profile: { username: 'bob', bio: null, following: true } });
    expect((await client.call('POST', '/api/profiles/nobody/follow', as(ann))).body).toEqual({
      errors: { profile: ['not found'] },
    });
    const post = await client.call('POST', '/api/posts', {
      ...as(ann),
      json: { post: { text: 'Hi' } },
    });
    expect(post.body).toMatchObject({
      post: { text: 'Hi', author: { username: 'ann', following: false } },
    });
  });

  it('keeps sample users as users, who act by the app’s stand-in header', async () => {
    const { client } = await club();
    const me = await client.call('GET', '/api/user', { user: 'jake' });
    expect(me.body).toMatchObject({ user: { username: 'jake', token: expect.any(String) } });
  });
});
