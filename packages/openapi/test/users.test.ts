import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatFieldType, formatPayload, type Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { importForTest } from '../src/testing/importForTest.ts';

/** A document of the corpus beside the repository (`../shared/openapi-corpus`, as CI lays it out). */
function corpusText(file: string): string {
  for (let dir = resolve(import.meta.dirname, '..', '..', '..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'openapi-corpus', 'docs', file);
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
    if (dirname(dir) === dir) throw new Error(`${file} is not in shared/openapi-corpus/docs`);
  }
}

function fields(spec: Spec, entity: string): string[] {
  const found = spec.entities.find((e) => e.name === entity);
  return (found?.fields ?? []).map(
    (f) => `${f.name} | ${formatFieldType(f.type)} | ${f.required ? 'yes' : 'no'} | ${f.notes}`,
  );
}

function row(spec: Spec, name: string): string {
  const call = spec.calls.find((c) => c.name === name);
  if (!call) return `no call ${name}`;
  // The successes: the errors' codes are the catalogue's, said by other tests.
  const answers = call.answers
    .filter((a) => a.status < 300)
    .map((a) =>
      a.body.kind === 'payload' ? `${a.status} ${formatPayload(a.body.payload)}` : `${a.status}`,
    );
  const sends = call.sends ? formatPayload(call.sends) : '';
  return `${call.method} ${call.path} | ${sends} | ${answers.join('; ')} | ${(call.roles ?? []).join(', ')}`;
}

describe("importOpenApi of RealWorld's Conduit", () => {
  it('signs users up and in, folds the user variants and the profile into User, and maps relation actions', async () => {
    const result = await importForTest(corpusText('realworld-conduit-openapi.yml'), {
      name: 'openapi.yml',
    });
    const spec = result.spec!;
    expect(spec.calls).toHaveLength(19);
    expect(result.check.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(spec.entities.map((e) => e.name)).toEqual(['User', 'Article', 'Comment']);
    // NewUser, LoginUser and UpdateUser are fields of User; the token is answered, not stored.
    expect(fields(spec, 'User')).toEqual([
      'email | text | yes | unique',
      'username | text | yes | unique',
      'bio | text | no | ',
      'image | text | no | ',
      'password | password | yes | ',
      'following | boolean | no | = user.id in followedBy',
      'followedBy | list of ref User | no | added by follow; removed by unfollow',
    ]);
    expect(row(spec, 'sign up')).toBe(
      'POST /users | {user: User(username, email, password)} | 201 {user: User(email, token, username, bio, image)} | ',
    );
    expect(row(spec, 'sign in')).toBe(
      'POST /users/login | {user: User(email, password)} | 200 {user: User(email, token, username, bio, image)} | ',
    );
    expect(row(spec, 'UpdateCurrentUser')).toBe(
      'PUT /user | {user: User(email, password, username, bio, image)} | 200 {user: User(email, token, username, bio, image)} | signed in',
    );
    // Profile is a view of User: its answers are those fields of the user.
    expect(row(spec, 'FollowUserByUsername')).toBe(
      'POST /profiles/:username/follow |  | 200 {profile: User(username, bio, image, following)} | signed in',
    );
    expect(fields(spec, 'Article')).toEqual([
      'slug | text | yes | unique; set on create: slug(title)',
      'title | text | yes | ',
      'description | text | yes | ',
      'body | text | yes | ',
      'tagList | list of text | no | ',
      'createdAt | datetime | yes | set on create: now',
      'updatedAt | datetime | yes | set on save: now',
      'favorited | boolean | no | = user.id in favoritedBy',
      'favoritesCount | integer | no | = size(favoritedBy)',
      'author | ref User | yes | set on create: user.id; answered as username, bio, image and following',
      'favoritedBy | list of ref User | no | added by favorite; removed by unfavorite',
    ]);
    expect(row(spec, 'CreateArticleFavorite')).toBe(
      'POST /articles/:slug/favorite |  | 200 {article: Article without favoritedBy} | signed in',
    );
    expect(row(spec, 'list articles')).toBe(
      'GET /articles?tag=tagList&author=author.username&favorited=favoritedBy.username&offset&limit=20 |  | 200 {articles: Article[] without body, favoritedBy, articlesCount: count} | ',
    );
    expect(row(spec, 'GetTags')).toBe('GET /tags |  | 200 {tags: distinct Article.tagList} | ');
    expect(fields(spec, 'Comment')).toContain('article | ref Article | yes | ');
    // A 403 to a change of a record whose author the backend sets: only that author may make it.
    expect(
      spec.permissions.map(
        (p) =>
          `${p.roles.join(', ')} | ${p.actions.join(', ')} | ${p.entities.join(', ')} | ${p.when?.source ?? ''}`,
      ),
    ).toEqual([
      'all | read | User, Article, Comment | ',
      'all | create | User | ',
      'signed in | update, follow, unfollow | User | ',
      'signed in | create, favorite, unfavorite | Article | ',
      'signed in | update, delete | Article | record.author == user.id',
      'signed in | create | Comment | ',
      'signed in | delete | Comment | record.author == user.id',
    ]);
    expect(spec.wire?.errorShape?.text).toBe('{errors: {<field>: [<message>]}}');
    expect(spec.wire?.token?.text).toBe('Authorization: Token <token>');
    expect(result.markdown).not.toContain('GenericErrorModel');
  });
});

describe('importOpenApi of a document whose users sign in otherwise', () => {
  it("keeps the Swagger pet store's users as they are: its login answers no record with a token", async () => {
    const result = await importForTest(corpusText('swagger-petstore3-openapi.yaml'), {
      name: 'openapi.yaml',
    });
    const spec = result.spec!;
    expect(spec.calls.some((c) => c.name === 'sign in' || c.name === 'sign up')).toBe(false);
    expect(result.diagnostics.some((d) => d.code === 'signing')).toBe(false);
    // A text named password is a password all the same.
    expect(fields(spec, 'User')).toContain('password | password | no | ');
    expect(row(spec, 'createUser')).toBe('POST /user | User | 200 User | ');
    // Its login answers a string, no user: it stays a call of its own name, said not mapped.
    expect(row(spec, 'loginUser')).toBe('GET /user/login?username&password |  | 200 | ');
  });
});
