import { checkSpec, type Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { MockBackend } from '../backend/MockBackend.ts';
import { CallLog } from '../calls/CallLog.ts';
import { MOCK_TARGET, type CallTarget } from '../calls/callSettings.ts';
import type { Transport } from '../calls/sendCall.ts';
import { expenseClaims, NOW } from '../rules/expenseClaims.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { connectCalls, type CallsConnection } from '../calls/connectCalls.ts';
import { openSpecApp, type SpecApp } from './openSpecApp.ts';

/** The expense claims example, read and checked: it has no errors. */
function checkedClaims(): Spec {
  const spec = expenseClaims();
  expect(checkSpec(spec).filter((d) => d.severity === 'error')).toEqual([]);
  return spec;
}

/** Where the app's acting user reads and writes now. */
const source = (app: SpecApp) => app.getSnapshot().source;

/** Creates a category as the admin (u4), who alone may; gives its id. */
async function travel(app: SpecApp): Promise<string> {
  app.switchUser('u4');
  const created = await source(app).create('Category', { name: 'Travel' });
  if (!created.ok) throw new Error(created.errors.map((e) => e.code).join());
  return created.value.id;
}

/**
 * Takes a claim of u1 from draft to paid, each action as the user point 4 gives it to: u1
 * submits, u2 approves, u3 pays. Gives the claim's history as `from>to by`.
 */
async function payClaim(app: SpecApp, category: string): Promise<string[]> {
  app.switchUser('u1');
  const created = await source(app).create('Claim', {
    title: 'Taxi to the airport',
    amount: 35,
    category,
    spentOn: '2026-11-20',
    owner: 'u1',
  });
  if (!created.ok) throw new Error(created.errors.map((e) => e.code).join());
  const { id } = created.value;
  expect(created.value.values.status).toBe('draft');
  const open = await source(app).availableActions('Claim', id);
  expect(open.ok && open.value.filter((a) => a.allowed).map((a) => a.action)).toEqual(['submit']);
  const submitted = await source(app).act('Claim', id, 'submit', created.value.version);
  if (!submitted.ok) throw new Error(submitted.errors.map((e) => e.code).join());
  // An employee may not approve a claim (point 4 gives approve to approvers).
  const refused = await source(app).act('Claim', id, 'approve', submitted.value.version);
  expect(!refused.ok && refused.errors[0]?.code).toBe('NOT_ALLOWED');
  app.switchUser('u2');
  const approved = await source(app).act('Claim', id, 'approve', submitted.value.version);
  if (!approved.ok) throw new Error(approved.errors.map((e) => e.code).join());
  app.switchUser('u3');
  const paid = await source(app).act('Claim', id, 'pay', approved.value.version);
  if (!paid.ok) throw new Error(paid.errors.map((e) => e.code).join());
  expect(paid.value.values.status).toBe('paid');
  const read = await source(app).get('Claim', id);
  return read.ok ? (read.value.history ?? []).map((h) => `${h.from}>${h.to} by ${h.by}`) : [];
}

const PAID = ['draft>submitted by u1', 'submitted>approved by u2', 'approved>paid by u3'];

describe('openSpecApp', () => {
  it('runs the expense claims over a memory store, acting as each user in turn, without React', async () => {
    const app = openSpecApp({
      spec: checkedClaims(),
      store: new MemoryRecordStore(),
      now: () => NOW,
    });
    expect(await app.migration).toEqual({ changed: [], orphaned: [] });
    expect(app.users.map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect([...app.lifecycles.keys()]).toEqual(['Claim']);
    const first = app.getSnapshot();
    expect(first.user.id).toBe('u1');
    // Point 6: an employee may not create categories.
    const refused = await source(app).create('Category', { name: 'Travel' });
    expect(!refused.ok && refused.errors.map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    expect(await payClaim(app, await travel(app))).toEqual(PAID);
    expect(app.getSnapshot()).not.toBe(first);
    expect(app.getSnapshot().user.id).toBe('u3');
    app.close();
  });

  it('tells its subscribers of each change of the acting user, and only then', () => {
    const app = openSpecApp({
      spec: checkedClaims(),
      store: new MemoryRecordStore(),
      now: () => NOW,
    });
    const heard: string[] = [];
    const leave = app.subscribe(() => heard.push(app.getSnapshot().user.id));
    const first = app.getSnapshot();
    expect(app.getSnapshot()).toBe(first);
    app.switchUser('u1');
    expect(app.getSnapshot()).toBe(first);
    app.switchUser('u2');
    app.switchUser('u4');
    leave();
    app.switchUser('u3');
    expect(heard).toEqual(['u2', 'u4']);
    expect(app.getSnapshot().access.user.id).toBe('u3');
    app.close();
  });

  it("keeps each snapshot's source acting as its own user after a switch", async () => {
    const app = openSpecApp({
      spec: checkedClaims(),
      store: new MemoryRecordStore(),
      now: () => NOW,
    });
    const employee = app.getSnapshot();
    app.switchUser('u4');
    const admin = app.getSnapshot();
    const refused = await employee.source.create('Category', { name: 'Travel' });
    expect(!refused.ok && refused.errors.map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    const imported = await employee.local.create('Category', { name: 'Travel' });
    expect(!imported.ok && imported.errors.map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    expect((await admin.local.create('Category', { name: 'Travel' })).ok).toBe(true);
    app.close();
  });

  it('starts as the chosen user, and refuses to act as anyone but a sample user', () => {
    const app = openSpecApp({
      spec: checkedClaims(),
      store: new MemoryRecordStore(),
      userId: 'u2',
    });
    expect(app.getSnapshot().user.name).toBe('Ben Approver');
    expect(() => app.switchUser('u9')).toThrow(
      'switchUser: u9 is no sample user; pass one of u1, u2, u3, u4.',
    );
    expect(app.getSnapshot().user.id).toBe('u2');
    const unknown = openSpecApp({
      spec: checkedClaims(),
      store: new MemoryRecordStore(),
      userId: 'u9',
    });
    expect(unknown.getSnapshot().user.id).toBe('u1');
    app.close();
    unknown.close();
  });

  it("sends the spec's calls to its backend over the same store, which shares the app's checks", async () => {
    const spec = checkedClaims();
    const store = new MemoryRecordStore();
    const backend = new MockBackend({ spec, store, now: () => NOW });
    const log = new CallLog();
    let connected = 0;
    const app = openSpecApp({
      spec,
      store,
      now: () => NOW,
      calls: () => {
        connected += 1;
        const send: Transport = (request) => backend.handle(request);
        return Promise.resolve(
          connectCalls(spec, { target: () => MOCK_TARGET, transportTo: () => send, log }),
        );
      },
    });
    expect(connected).toBe(0);
    expect(await payClaim(app, await travel(app))).toEqual(PAID);
    expect(connected).toBe(1);
    const calls = log.entries().map((e) => `${e.call ?? ''} ${e.status ?? ''}`);
    expect(calls).toContain('create category 201');
    expect(calls).toContain('approve claim 403');
    expect(calls.filter((c) => /^(submit|approve|pay) claim 200$/.test(c))).toEqual([
      'submit claim 200',
      'approve claim 200',
      'pay claim 200',
    ]);
    app.close();
    backend.close();
  });

  it('reads through a new source when the calls go elsewhere, and not when only faults change', async () => {
    const spec = checkedClaims();
    const store = new MemoryRecordStore();
    const backend = new MockBackend({ spec, store, now: () => NOW });
    const live: CallTarget = { mode: 'live', baseUrl: 'https://claims.test/v1' };
    const listeners = new Set<() => void>();
    let target: CallTarget = MOCK_TARGET;
    const sent: string[] = [];
    const connection: CallsConnection = {
      target: () => target,
      transportTo: (to) => (request) => {
        sent.push(`${to.mode} ${request.method} ${request.url}`);
        // The live server of this test has no claims.
        if (to.mode === 'live') return Promise.resolve(Response.json([]));
        return backend.handle(request);
      },
      log: new CallLog(),
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    };
    const app = openSpecApp({
      spec,
      store,
      now: () => NOW,
      calls: () => Promise.resolve(connectCalls(spec, connection)),
    });
    const heard: number[] = [];
    app.subscribe(() => heard.push(1));
    await source(app).list('Claim');
    const before = app.getSnapshot();
    for (const listener of listeners) listener();
    expect(app.getSnapshot()).toBe(before);
    target = live;
    for (const listener of listeners) listener();
    expect(app.getSnapshot()).not.toBe(before);
    expect(app.getSnapshot().user).toBe(before.user);
    expect(heard).toHaveLength(1);
    await source(app).list('Claim');
    expect(sent).toEqual([
      'mock GET http://localhost/api/claims',
      'live GET https://claims.test/v1/api/claims',
    ]);
    app.close();
    expect(listeners.size).toBe(0);
    backend.close();
  });
});
