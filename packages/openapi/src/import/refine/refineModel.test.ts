import { formatFieldType, formatPayload, type Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { importForTest } from '../../testing/importForTest.ts';

// Another API with users, put in other words than RealWorld's: accounts that register and open
// sessions, photos that are liked, errors as `{error: {code, message}}`, a bearer token for all.
const PHOTOS = `openapi: 3.0.3
info: { title: Photos, version: '1' }
security: [{ bearer: [] }]
paths:
  /accounts:
    post:
      operationId: register
      security: []
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Registration' } } } }
      responses:
        '201': { description: made, content: { application/json: { schema: { $ref: '#/components/schemas/Account' } } } }
        '400': { $ref: '#/components/responses/Problem' }
  /sessions:
    post:
      operationId: openSession
      security: []
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Credentials' } } } }
      responses:
        '200': { description: in, content: { application/json: { schema: { $ref: '#/components/schemas/Account' } } } }
        '401': { $ref: '#/components/responses/Problem' }
  /photos:
    get:
      operationId: getPhotos
      responses:
        '200': { description: all, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Photo' } } } } }
    post:
      operationId: postPhoto
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/NewPhoto' } } } }
      responses:
        '201': { description: made, content: { application/json: { schema: { $ref: '#/components/schemas/Photo' } } } }
  /photos/{photoId}:
    get:
      operationId: getPhoto
      parameters: [{ name: photoId, in: path, required: true, schema: { type: string } }]
      responses:
        '200': { description: one, content: { application/json: { schema: { $ref: '#/components/schemas/Photo' } } } }
        '404': { $ref: '#/components/responses/Problem' }
  /photos/{photoId}/like:
    parameters: [{ name: photoId, in: path, required: true, schema: { type: string } }]
    post:
      operationId: likePhoto
      responses:
        '200': { description: liked, content: { application/json: { schema: { $ref: '#/components/schemas/Photo' } } } }
    delete:
      operationId: unlikePhoto
      responses:
        '200': { description: not liked, content: { application/json: { schema: { $ref: '#/components/schemas/Photo' } } } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  responses:
    Problem:
      description: It went wrong.
      content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } }
  schemas:
    Registration:
      type: object
      required: [email, password, displayName]
      properties:
        email: { type: string, format: email }
        password: { type: string }
        displayName: { type: string }
    Credentials:
      type: object
      required: [email, password]
      properties:
        email: { type: string, format: email }
        password: { type: string, format: password }
    Account:
      type: object
      required: [id, email, displayName, token]
      properties:
        id: { type: string }
        email: { type: string, format: email }
        displayName: { type: string }
        token: { type: string }
    NewPhoto:
      type: object
      required: [title]
      properties:
        title: { type: string }
    Photo:
      type: object
      required: [id, title, owner, createdAt, liked, likesCount]
      properties:
        id: { type: string }
        title: { type: string }
        owner: { $ref: '#/components/schemas/Account' }
        createdAt: { type: string, format: date-time }
        liked: { type: boolean }
        likesCount: { type: integer }
    Problem:
      type: object
      properties:
        error:
          type: object
          properties:
            code: { type: string }
            message: { type: string }
`;

function fields(spec: Spec, entity: string): string[] {
  const found = spec.entities.find((e) => e.name === entity);
  return (found?.fields ?? []).map(
    (f) => `${f.name} | ${formatFieldType(f.type)} | ${f.required ? 'yes' : 'no'} | ${f.notes}`,
  );
}

function calls(spec: Spec): string[] {
  return spec.calls.map((c) => {
    const success = c.answers.find((a) => a.status < 300);
    const answer =
      success?.body.kind === 'payload' ? formatPayload(success.body.payload) : 'no payload';
    const sends = c.sends ? formatPayload(c.sends) : '-';
    return `${c.name} | ${c.method} ${c.path} | ${sends} | ${answer} | ${(c.roles ?? []).join(',')}`;
  });
}

describe('refineModel', () => {
  it('finds sign-up, sign-in, the users and a relation by what the schemas say, not their names', async () => {
    const result = await importForTest(PHOTOS, { name: 'photos.yaml' });
    const spec = result.spec!;
    expect(spec.entities.map((e) => e.name)).toEqual(['User', 'Photo']);
    expect(fields(spec, 'User')).toEqual([
      'email | email | yes | unique',
      'displayName | text | yes | ',
      'password | password | yes | ',
    ]);
    expect(calls(spec)).toEqual([
      'sign up | POST /accounts | User(email, password, displayName) | User(email, displayName, token) | ',
      'sign in | POST /sessions | User(email, password) | User(email, displayName, token) | ',
      // `getPhotos` reads as "get photo", a read: it is named by what its shape does.
      'list photos | GET /photos | - | Photo[] without likedBy | signed in',
      'postPhoto | POST /photos | Photo(title) | Photo without likedBy | signed in',
      'getPhoto | GET /photos/:photoId | - | Photo without likedBy | signed in',
      'likePhoto | POST /photos/:photoId/like | - | Photo without likedBy | signed in',
      'unlikePhoto | DELETE /photos/:photoId/like | - | Photo without likedBy | signed in',
    ]);
    expect(fields(spec, 'Photo')).toEqual([
      'title | text | yes | ',
      'owner | ref User | yes | set on create: user.id',
      'createdAt | datetime | yes | set on create: now',
      'liked | boolean | no | = user.id in likedBy',
      'likesCount | integer | no | = size(likedBy)',
      'likedBy | list of ref User | no | added by like; removed by unlike',
    ]);
    // No call answers 403: the calls' roles say who may make them, and point 6 has no table.
    expect(spec.permissions).toEqual([]);
    expect(spec.wire?.errorShape?.text).toBe('{error: {code: <code>, message: <message>}}');
    expect(spec.wire?.token?.text).toBe('Authorization: Bearer <token>');
    expect(result.markdown).toContain("`User` is the document's `Account`");
  });

  it('leaves calls and entities as they are when no call answers a token', async () => {
    const text = PHOTOS.replace(/\n +token: \{ type: string \}/, '').replace(
      'required: [id, email, displayName, token]',
      'required: [id, email, displayName]',
    );
    const spec = (await importForTest(text, { name: 'photos.yaml' })).spec!;
    expect(spec.calls.map((c) => c.name).slice(0, 2)).toEqual(['register', 'openSession']);
    expect(spec.entities.map((e) => e.name)).toContain('Account');
    // The relation is the document's all the same: it needs no users' entity.
    expect(fields(spec, 'Photo')).toContain(
      'likedBy | list of ref User | no | added by like; removed by unlike',
    );
  });
});
