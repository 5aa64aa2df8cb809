import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Call, Spec } from '@specrun/model';
import { referenceSpec } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { MockBackend } from './MockBackend.ts';
import { mockHandlers } from './mockHandlers.ts';
import { newClaim, openMock, type MockTestApp } from './mockServer.testing.ts';

// What the mock answers beyond the spec's listed answers: requests it cannot read, users it does
// not know, paths no call has, calls bound to no records, PUT as a replacement.
const server = setupServer();
let app: MockTestApp | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => app?.backend.close());
afterAll(() => {
  server.close();
});

async function open(spec?: Spec): Promise<MockTestApp> {
  app = await openMock(server, spec ? { spec } : {});
  return app;
}

describe('mockHandlers', () => {
  it('gives one handler per call, and a catch-all under each first segment', async () => {
    const { backend } = await open();
    expect(mockHandlers(backend)).toHaveLength(14 + 2);
  });

  it('answers a path no call has with 404 NOT_FOUND, marked as an assumption', async () => {
    const { call } = await open();
    const unknown = await call('u1', 'GET', '/api/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.codes).toEqual(['NOT_FOUND']);
    expect(unknown.assumption).toBe(
      'no call of the spec is GET /api/nothing/here; answered 404 as REST expects',
    );
    // A method the spec lists no call for, on a path it has.
    const put = await call('u1', 'PUT', '/api/claims/c1', { json: newClaim() });
    expect(put.status).toBe(404);
    expect(put.assumption).toContain('no call of the spec is PUT /api/claims/c1');
  });

  it('serves the calls under a base with a path', async () => {
    const { backend } = await open();
    server.resetHandlers(...mockHandlers(backend, { base: 'http://mock.test/v2/' }));
    const response = await fetch('http://mock.test/v2/api/categories', {
      headers: { 'x-specrun-user': 'u1' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(2);
  });
});

describe('requests the mock cannot read', () => {
  it('answers a body that is not JSON with 400 BAD_REQUEST', async () => {
    const { call } = await open();
    const bad = await call('u1', 'POST', '/api/claims', { raw: '{"title": "Taxi",' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: [
        { code: 'BAD_REQUEST', message: 'The request could not be read: the body is not JSON.' },
      ],
    });
    expect(bad.assumption).toContain('create claim lists no answer BAD_REQUEST');
  });

  it('answers a body that is not a JSON object, or none, with 400 BAD_REQUEST', async () => {
    const { call } = await open();
    for (const raw of ['[1, 2]', '"text"', 'null', ''])
      expect((await call('u1', 'PATCH', '/api/claims/c1', { raw })).codes).toEqual(['BAD_REQUEST']);
  });

  it('answers an If-Match that names no version with 400 BAD_REQUEST', async () => {
    const { call } = await open();
    const bad = await call('u1', 'POST', '/api/claims/c1/submit', { ifMatch: '"abc"' });
    expect(bad.status).toBe(400);
    expect(bad.codes).toEqual(['BAD_REQUEST']);
    // W/"1" and * are versions too.
    expect((await call('u1', 'POST', '/api/claims/c1/submit', { ifMatch: 'W/"1"' })).status).toBe(
      200,
    );
    expect((await call('u1', 'POST', '/api/claims/c3/pay', { ifMatch: '*' })).status).toBe(403);
  });

  it('answers a request without a known user with 401 UNAUTHENTICATED', async () => {
    const { call } = await open();
    for (const user of [undefined, 'u9']) {
      const answer = await call(user, 'GET', '/api/claims');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        errors: [{ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' }],
      });
      expect(answer.assumption).toContain('list claims lists no answer UNAUTHENTICATED');
    }
  });
});

describe('calls bound to no records', () => {
  const extra: Call[] = [
    {
      name: 'archive claim',
      method: 'POST',
      path: '/api/claims/:id/archive',
      answers: [
        { status: 200, body: { kind: 'payload', payload: { entity: 'Claim', many: false } } },
      ],
    },
    {
      name: 'monthly report',
      method: 'GET',
      path: '/api/reports/monthly',
      answers: [
        { status: 200, body: { kind: 'payload', payload: { entity: 'Report', many: true } } },
      ],
    },
    {
      name: 'ping',
      method: 'POST',
      path: '/api/ping',
      answers: [{ status: 204, body: { kind: 'none' } }],
    },
  ];
  const withExtra = (): Spec => {
    const spec = referenceSpec();
    spec.calls.push(...extra);
    return spec;
  };

  it('answers 501 UNBOUND_CALL saying why, with no body made up', async () => {
    const { call, backend } = await open(withExtra());
    expect(backend.calls.bindings.at(-3)?.by).toBe('unbound');
    const archived = await call('u1', 'POST', '/api/claims/c1/archive');
    expect(archived.status).toBe(501);
    expect(archived.codes).toEqual(['UNBOUND_CALL']);
    expect((archived.body as { errors: { message: string }[] }).errors[0]?.message).toMatch(
      /^The call archive claim reads or writes no records the spec describes \(.+\)\.$/,
    );
    for (const [method, path] of [
      ['GET', '/api/reports/monthly'],
      ['POST', '/api/ping'],
    ] as const) {
      const answer = await call('u1', method, path);
      expect(answer.status).toBe(501);
      expect(answer.codes).toEqual(['UNBOUND_CALL']);
    }
    // Nothing was stored by them.
    expect((await call('u1', 'GET', '/api/claims/c1')).body).toMatchObject({ status: 'draft' });
  });
});

describe('update by PUT', () => {
  const withPut = (): Spec => {
    const spec = referenceSpec();
    spec.calls = spec.calls.map((c) => (c.name === 'update claim' ? { ...c, method: 'PUT' } : c));
    return spec;
  };

  it('changes the fields given, and keeps the ones it leaves out', async () => {
    const { call } = await open(withPut());
    const put = await call('u1', 'PUT', '/api/claims/c1', {
      json: { title: 'Hotel', amount: 40 },
      ifMatch: '"1"',
    });
    expect(put.status).toBe(200);
    // c1 had a receipt and a category; the PUT sends neither, and clears neither.
    expect(put.body).toMatchObject({
      id: 'c1',
      title: 'Hotel',
      amount: 40,
      receipt: 'https://example.com/r1',
      category: 'k1',
      owner: 'u1',
      status: 'draft',
    });
  });

  it('clears a field it sends as null, and refuses a required one so cleared with 422', async () => {
    const { call } = await open(withPut());
    const cleared = await call('u1', 'PUT', '/api/claims/c1', { json: { receipt: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('receipt');
    const put = await call('u1', 'PUT', '/api/claims/c1', { json: { amount: null } });
    expect(put.status).toBe(422);
    expect(put.body).toMatchObject({ errors: [{ code: 'REQUIRED', field: 'amount' }] });
  });
});

describe('MockBackend.handle without MSW', () => {
  it('answers a standard Request with a standard Response', async () => {
    const spec = referenceSpec();
    const backend = new MockBackend({ spec, store: new MemoryRecordStore() });
    try {
      const response = await backend.handle(
        new Request('http://anywhere.test/api/categories', {
          method: 'POST',
          headers: { 'x-specrun-user': 'u4', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Books', active: false }),
        }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      const body = (await response.json()) as { id: string };
      expect(body).toEqual({
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        id: body.id,
        name: 'Books',
        active: false,
      });
      expect(response.headers.get('ETag')).toBe('"1"');
    } finally {
      backend.close();
    }
  });
});
