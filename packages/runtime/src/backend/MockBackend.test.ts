import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claim, referenceSpec } from '../lifecycle/referenceSpec.testing.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { storeAfter } from '../storage/storeAfter.ts';
import { MockBackend } from './MockBackend.ts';
import { newClaim, openMock, startingRecords, type MockTestApp } from './mockServer.testing.ts';

// Every call of the reference spec through the MSW handlers, each listed answer produced by a
// request that should produce it. u1 employee, u2 employee + approver, u3 finance,
// u4 admin.
const server = setupServer();
const called = new Set<string>();
let app: MockTestApp;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  app = await openMock(server, { called });
});
afterEach(() => app.backend.close());
afterAll(() => {
  server.close();
});

const ids = (body: unknown): string[] => (body as { id: string }[]).map((r) => r.id);

describe('list claims (GET /api/claims)', () => {
  it('answers 200 with only the claims the user may read, newest first as point 3 says', async () => {
    // The starting claims were all made at one time: the newest first is the last id first.
    const mine = await app.call('u1', 'GET', '/api/claims');
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual(['c6', 'c5', 'c3', 'c1']);
    expect(mine.assumption).toBeNull();
    const all = await app.call('u3', 'GET', '/api/claims');
    expect(ids(all.body)).toEqual(['c6', 'c5', 'c3', 'c2', 'c1']);
  });

  it('answers records in the spec’s shape: { id, …values }', async () => {
    const { body } = await app.call('u1', 'GET', '/api/claims');
    expect((body as unknown[]).at(-1)).toEqual({
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      id: 'c1',
      title: 'Claim c1',
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u1',
      status: 'draft',
      receipt: 'https://example.com/r1',
    });
  });
});

describe('read claim (GET /api/claims/:id)', () => {
  it('answers 200 with the record, its ETag and its metadata', async () => {
    const read = await app.call('u1', 'GET', '/api/claims/c1');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: 'c1', status: 'draft' });
    expect(read.etag).toBe('"1"');
    expect(read.meta).toEqual({
      version: 1,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      history: [],
      aside: {},
    });
  });

  it('answers 404 NOT_FOUND with the catalogue message', async () => {
    const read = await app.call('u1', 'GET', '/api/claims/nope');
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'This claim does not exist.' }],
    });
    expect(read.assumption).toBeNull();
  });

  it('answers 403 NOT_ALLOWED for a claim of someone else, marked as an assumption', async () => {
    const read = await app.call('u1', 'GET', '/api/claims/c2');
    expect(read.status).toBe(403);
    expect(read.codes).toEqual(['NOT_ALLOWED']);
    expect(read.assumption).toContain('read claim lists no answer NOT_ALLOWED');
  });
});

describe('create claim (POST /api/claims)', () => {
  it('answers 201 with the new claim in its initial state', async () => {
    const created = await app.call('u1', 'POST', '/api/claims', {
      json: newClaim({ status: 'draft' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      id: 'new1',
      ...newClaim(),
      status: 'draft',
    });
    expect(created.etag).toBe('"1"');
    expect(created.assumption).toBeNull();
  });

  it('answers 422 with the rules’ codes, each beside its field', async () => {
    const refused = await app.call('u1', 'POST', '/api/claims', {
      json: newClaim({ title: 'ab', amount: 0 }),
    });
    expect(refused.status).toBe(422);
    expect(refused.assumption).toBeNull();
    expect(refused.body).toEqual({
      errors: [
        {
          code: 'TITLE_LENGTH',
          message: 'The title must be 3 to 80 characters long.',
          field: 'title',
          fields: ['title'],
        },
        {
          code: 'AMOUNT_NOT_POSITIVE',
          message: 'The amount must be more than zero.',
          field: 'amount',
          fields: ['amount'],
        },
      ],
    });
  });

  it('answers 422 TOO_MANY_OPEN_CLAIMS when the user has the most open claims', async () => {
    for (let n = 0; n < 8; n++)
      await app.store.put(claim(`open${n}`, { owner: 'u1', status: 'draft' }));
    // c1 (draft), c5 (submitted) and these eight: ten open claims.
    const refused = await app.call('u1', 'POST', '/api/claims', { json: newClaim() });
    expect(refused.status).toBe(422);
    expect(refused.codes).toEqual(['TOO_MANY_OPEN_CLAIMS']);
  });

  it('answers 422 for the field checks too (REQUIRED, INVALID_VALUE, UNKNOWN_FIELD)', async () => {
    const refused = await app.call('u1', 'POST', '/api/claims', {
      json: { ...newClaim({ amount: 'lots', colour: 'red' }), title: undefined },
    });
    expect(refused.status).toBe(422);
    expect(refused.codes).toEqual(
      expect.arrayContaining(['REQUIRED', 'INVALID_VALUE', 'UNKNOWN_FIELD']),
    );
    expect(refused.assumption).toBeNull();
  });

  it('answers 403 NOT_ALLOWED to a role that may not create, as an assumption', async () => {
    const refused = await app.call('u3', 'POST', '/api/claims', { json: newClaim() });
    expect(refused.status).toBe(403);
    expect(refused.codes).toEqual(['NOT_ALLOWED']);
    expect(refused.assumption).toContain('create claim lists no answer NOT_ALLOWED');
  });
});

describe('update claim (PATCH /api/claims/:id)', () => {
  it('answers 200 with the merged record and its next version', async () => {
    const updated = await app.call('u1', 'PATCH', '/api/claims/c1', {
      json: { title: 'Train to Paris' },
      ifMatch: '"1"',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: 'c1', title: 'Train to Paris', amount: 20 });
    expect(updated.etag).toBe('"2"');
  });

  it('answers 409 CONFLICT to a stale If-Match', async () => {
    await app.call('u1', 'PATCH', '/api/claims/c1', { json: { amount: 21 }, ifMatch: '"1"' });
    const stale = await app.call('u1', 'PATCH', '/api/claims/c1', {
      json: { amount: 22 },
      ifMatch: '"1"',
    });
    expect(stale.status).toBe(409);
    expect(stale.codes).toEqual(['CONFLICT']);
    expect(stale.assumption).toBeNull();
  });

  it('checks no version without If-Match', async () => {
    await app.call('u1', 'PATCH', '/api/claims/c1', { json: { amount: 21 } });
    const again = await app.call('u1', 'PATCH', '/api/claims/c1', { json: { amount: 22 } });
    expect(again.status).toBe(200);
    expect(again.etag).toBe('"3"');
  });

  it('answers 422 with the rules’ codes', async () => {
    const refused = await app.call('u1', 'PATCH', '/api/claims/c1', {
      json: { amount: 6000 },
      ifMatch: '"1"',
    });
    expect(refused.status).toBe(422);
    expect(refused.codes).toEqual(['CLAIM_LIMIT_EXCEEDED']);
  });

  it('refuses a change of the state with STATE_BY_ACTION, marked as an assumption', async () => {
    const refused = await app.call('u1', 'PATCH', '/api/claims/c1', { json: { status: 'paid' } });
    expect(refused.status).toBe(409);
    expect(refused.codes).toEqual(['STATE_BY_ACTION']);
    expect(refused.assumption).not.toBeNull();
  });
});

describe('delete claim (DELETE /api/claims/:id)', () => {
  it('answers 204 without a body, and the claim is gone', async () => {
    const deleted = await app.call('u1', 'DELETE', '/api/claims/c1');
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await app.call('u1', 'GET', '/api/claims/c1')).status).toBe(404);
  });

  it('answers 403 NOT_ALLOWED for a claim that is no longer a draft', async () => {
    const refused = await app.call('u1', 'DELETE', '/api/claims/c3');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errors: [{ code: 'NOT_ALLOWED', message: 'You may not do this.' }],
    });
    expect(refused.assumption).toBeNull();
  });
});

describe('the lifecycle’s actions (POST /api/claims/:id/<action>)', () => {
  const cases = [
    // action, who may, the claim, its next state, who may not, a claim in the wrong state
    { action: 'submit', user: 'u1', id: 'c1', to: 'submitted', wrongRole: 'u3', wrongState: 'c3' },
    { action: 'approve', user: 'u2', id: 'c5', to: 'approved', wrongRole: 'u1', wrongState: 'c1' },
    { action: 'reject', user: 'u2', id: 'c5', to: 'rejected', wrongRole: 'u1', wrongState: 'c1' },
    { action: 'revise', user: 'u1', id: 'c6', to: 'draft', wrongRole: 'u3', wrongState: 'c1' },
    { action: 'pay', user: 'u3', id: 'c3', to: 'paid', wrongRole: 'u1', wrongState: 'c1' },
  ];

  for (const { action, user, id, to, wrongRole, wrongState } of cases) {
    it(`${action}: 200 with the new state and a history entry`, async () => {
      const taken = await app.call(user, 'POST', `/api/claims/${id}/${action}`, { ifMatch: '"1"' });
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({ id, status: to });
      expect(taken.etag).toBe('"2"');
      expect(taken.meta).toMatchObject({
        version: 2,
        history: [{ action, to, by: user, at: '2026-11-22T10:00:00.000Z' }],
      });
      expect(taken.assumption).toBeNull();
    });

    it(`${action}: 403 NOT_ALLOWED for a role that may not`, async () => {
      const refused = await app.call(wrongRole, 'POST', `/api/claims/${id}/${action}`);
      expect(refused.status).toBe(403);
      // The role's refusal first; a guard that does not hold for them either follows.
      expect(refused.codes[0]).toBe('NOT_ALLOWED');
      expect(refused.codes.filter((c) => c === 'NOT_ALLOWED')).toHaveLength(1);
      const listed = app.backend.calls.bindings
        .find((b) => b.action === action)!
        .call.answers.some((a) => a.status === 403);
      // submit and revise list no 403: then the answer says it is an assumption.
      expect(refused.assumption === null).toBe(listed);
    });

    it(`${action}: 409 WRONG_STATE from the wrong state`, async () => {
      const refused = await app.call(user, 'POST', `/api/claims/${wrongState}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.codes).toEqual(['WRONG_STATE']);
      expect(refused.body).toMatchObject({
        errors: [{ message: 'The claim has moved on since you opened it.' }],
      });
      expect(refused.assumption).toBeNull();
    });
  }

  it('answers 404 NOT_FOUND, which submit does not list, marked as an assumption', async () => {
    const missing = await app.call('u1', 'POST', '/api/claims/nope/submit');
    expect(missing.status).toBe(404);
    expect(missing.codes).toEqual(['NOT_FOUND']);
    expect(missing.assumption).toBe(
      'submit claim lists no answer NOT_FOUND; answered 404 as REST expects',
    );
  });

  it('answers 409 CONFLICT to a stale If-Match, marked as an assumption', async () => {
    const stale = await app.call('u1', 'POST', '/api/claims/c1/submit', { ifMatch: '"7"' });
    expect(stale.status).toBe(409);
    expect(stale.codes).toEqual(['CONFLICT']);
    expect(stale.assumption).toContain('submit claim lists no answer CONFLICT');
  });

  // Regression: the rules on an action read the claim before it moved, so this rule never held
  // a payment back and the mock answered 200 with a paid claim without a receipt.
  it('checks the rules on the action against the claim in its new state', async () => {
    app.backend.close();
    const spec = referenceSpec();
    spec.rules.push({
      entity: 'Claim',
      expression: { source: 'status != "paid" || has(record.receipt)' },
      on: 'pay',
      error: 'RECEIPT_REQUIRED',
    });
    app = await openMock(server, { spec });
    const refused = await app.call('u3', 'POST', '/api/claims/c3/pay', { ifMatch: '"1"' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: [
        {
          code: 'RECEIPT_REQUIRED',
          message: 'Claims above 50 EUR need a receipt.',
          fields: ['status', 'receipt'],
        },
      ],
    });
    expect((await app.store.get('Claim', 'c3'))?.values.status).toBe('approved');
  });
});

describe('categories', () => {
  it('list categories: 200 with every category, for any role', async () => {
    const listed = await app.call('u1', 'GET', '/api/categories');
    expect(listed.status).toBe(200);
    expect(ids(listed.body)).toEqual(['k1', 'k2']);
  });

  it('create category: 201, then 409 NAME_TAKEN for a name taken', async () => {
    const created = await app.call('u4', 'POST', '/api/categories', {
      json: { name: 'Books' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      id: 'new1',
      name: 'Books',
      active: true,
    });
    const taken = await app.call('u4', 'POST', '/api/categories', { json: { name: 'Travel' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errors: [{ code: 'NAME_TAKEN', message: 'This name is already taken.', field: 'name' }],
    });
    expect(taken.assumption).toBeNull();
  });

  it('create category: 403 NOT_ALLOWED for a non-admin, as an assumption', async () => {
    const refused = await app.call('u1', 'POST', '/api/categories', { json: { name: 'Books' } });
    expect(refused.status).toBe(403);
    expect(refused.assumption).not.toBeNull();
  });

  it('update category: 200, then 409 NAME_TAKEN for another’s name', async () => {
    const renamed = await app.call('u4', 'PATCH', '/api/categories/k1', {
      json: { name: 'Trips' },
      ifMatch: '"1"',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      id: 'k1',
      name: 'Trips',
      active: true,
    });
    const taken = await app.call('u4', 'PATCH', '/api/categories/k1', {
      json: { name: 'Meals' },
    });
    expect(taken.status).toBe(409);
    expect(taken.codes).toEqual(['NAME_TAKEN']);
    expect(taken.assumption).toBeNull();
  });

  it('update category: a stale version is CONFLICT 409, which it does not list', async () => {
    const stale = await app.call('u4', 'PATCH', '/api/categories/k1', {
      json: { name: 'Trips' },
      ifMatch: '"5"',
    });
    expect(stale.status).toBe(409);
    expect(stale.codes).toEqual(['CONFLICT']);
    expect(stale.assumption).toContain('update category lists no answer CONFLICT');
  });

  it('delete category: 204 for an admin, 403 NOT_ALLOWED for anyone else', async () => {
    const refused = await app.call('u1', 'DELETE', '/api/categories/k2');
    expect(refused.status).toBe(403);
    expect(refused.codes).toEqual(['NOT_ALLOWED']);
    expect(refused.assumption).toBeNull();
    const deleted = await app.call('u4', 'DELETE', '/api/categories/k2');
    expect(deleted.status).toBe(204);
    expect(ids((await app.call('u4', 'GET', '/api/categories')).body)).toEqual(['k1']);
  });
});

describe('the data the mock keeps', () => {
  it('keeps what a call wrote for the next call, and for a backend opened again on the store', async () => {
    const created = await app.call('u1', 'POST', '/api/claims', { json: newClaim() });
    expect(ids((await app.call('u1', 'GET', '/api/claims')).body)).toContain('new1');
    await app.call('u1', 'POST', '/api/claims/new1/submit');
    app.backend.close();
    // A reload: a new backend on the same store.
    const again = new MockBackend({ spec: app.spec, store: app.store });
    try {
      const request = new Request('http://mock.test/api/claims/new1', {
        headers: { 'x-specrun-user': 'u1' },
      });
      const read = await again.handle(request);
      expect(read.status).toBe(200);
      // Each write is a millisecond later than the one before, so that writes keep their order.
      expect(await read.json()).toEqual({
        ...(created.body as object),
        status: 'submitted',
        updatedAt: '2026-11-22T10:00:00.001Z',
      });
    } finally {
      again.close();
    }
  });

  it('follows the store for its rules only from the first write, and not once closed', async () => {
    let following = 0;
    const inner = storeAfter(app.store, Promise.resolve());
    const store: RecordStore = {
      ...inner,
      subscribe: (listener) => {
        following += 1;
        const leave = inner.subscribe(listener);
        return () => {
          following -= 1;
          leave();
        };
      },
    };
    const backend = new MockBackend({ spec: app.spec, store });
    const headers = { 'x-specrun-user': 'u1', 'content-type': 'application/json' };
    const read = await backend.handle(new Request('http://mock.test/api/claims', { headers }));
    expect(read.status).toBe(200);
    expect(following).toBe(0);
    const post = () =>
      new Request('http://mock.test/api/claims', {
        method: 'POST',
        headers,
        body: JSON.stringify(newClaim()),
      });
    expect((await backend.handle(post())).status).toBe(201);
    expect(following).toBe(1);
    backend.close();
    await Promise.resolve();
    expect(following).toBe(0);
    // A request that still reaches a closed backend gets its rules, which do not follow the store.
    const late = new MockBackend({ spec: app.spec, store });
    late.close();
    const answered = await late.handle(post());
    expect(answered.status).toBe(201);
    expect(following).toBe(0);
  });

  it('answers requests one at a time, in order, each as its own user', async () => {
    const request = (user: string, method = 'GET', body?: unknown): Request =>
      new Request('http://mock.test/api/claims', {
        method,
        headers: { 'x-specrun-user': user },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const answers = await Promise.all([
      app.backend.handle(request('u1')),
      app.backend.handle(request('u3')),
      app.backend.handle(request('u1', 'POST', newClaim())),
      app.backend.handle(request('u1')),
    ]);
    const sizes = await Promise.all(
      answers.map(async (a) => {
        const body: unknown = await a.json();
        return Array.isArray(body) ? body.length : a.status;
      }),
    );
    expect(sizes).toEqual([4, 5, 201, 5]);
  });
});

describe('every call of the reference spec', () => {
  it('was called by the tests above', () => {
    const names = app.spec.calls.map((c) => c.name);
    expect(names).toHaveLength(14);
    expect(names.filter((n) => !called.has(n))).toEqual([]);
    expect(startingRecords()).toHaveLength(7);
  });
});
