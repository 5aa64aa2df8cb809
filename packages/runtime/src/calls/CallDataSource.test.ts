import { readMarkdown } from '@specrun/model';
import { NO_FAULTS } from './FaultSettings.ts';
import { describe, expect, it, vi } from 'vitest';
import type { LocalSource } from './CallDataSource.ts';
import { isCallError, needsSignIn } from './CallError.ts';
import { empty, fakeSend, json, NOW, openCalls, wireClaim } from './calls.testing.ts';

const META = JSON.stringify({
  version: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  history: [{ action: 'submit', from: 'draft', to: 'submitted', by: 'u1', at: 'x' }],
  aside: {},
});

describe('CallDataSource: operations through calls', () => {
  it('lists through list claims, with the acting user, and logs it', async () => {
    const { send, sent } = fakeSend(() => json(200, [wireClaim('c1'), wireClaim('c2')]));
    const { source, log } = openCalls({ send });
    const records = await source.list('Claim');
    expect(records.map((r) => r.id)).toEqual(['c1', 'c2']);
    expect(records[0]!.values).toMatchObject({ title: 'Claim c1', amount: 20, status: 'draft' });
    expect(records[0]!.version).toBe(0);
    expect(sent).toEqual([
      {
        method: 'GET',
        url: 'http://localhost/api/claims',
        headers: { accept: 'application/json', 'x-specrun-user': 'u1' },
      },
    ]);
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      id: 1,
      at: NOW.toISOString(),
      mode: 'mock',
      call: 'list claims',
      method: 'GET',
      url: 'http://localhost/api/claims',
      status: 200,
      handling: 'listed 2 Claims',
      violations: [],
      assumptions: [],
      faults: [],
      ms: 0,
    });
  });

  it('answers a page and a count asked together with one call', async () => {
    const { send, sent } = fakeSend(() =>
      json(200, [wireClaim('a'), wireClaim('b'), wireClaim('c')]),
    );
    const { source } = openCalls({ send });
    const [page, count] = await Promise.all([
      source.listPage('Claim', { limit: 2, direction: 'desc' }),
      source.count('Claim'),
    ]);
    expect(page.map((r) => r.id)).toEqual(['c', 'b']);
    expect(count).toBe(3);
    expect(sent).toHaveLength(1);
  });

  it('reads a record with its version from ETag and its metadata from x-specrun-record', async () => {
    const { send, sent } = fakeSend(() =>
      json(200, wireClaim('c1', { status: 'submitted' }), {
        etag: '"4"',
        'x-specrun-record': META,
      }),
    );
    const { source } = openCalls({ send });
    const read = await source.get('Claim', 'c1');
    expect(sent[0]!.url).toBe('http://localhost/api/claims/c1');
    expect(read.ok && read.value).toMatchObject({
      entity: 'Claim',
      id: 'c1',
      version: 4,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-02T09:00:00.000Z',
      history: [{ action: 'submit' }],
    });
  });

  it('takes the version from x-specrun-record without an ETag, else 0', async () => {
    const { send } = fakeSend((r) =>
      r.url.endsWith('c1')
        ? json(200, wireClaim('c1'), { 'x-specrun-record': META })
        : json(200, wireClaim('c2')),
    );
    const { source } = openCalls({ send });
    const one = await source.get('Claim', 'c1');
    const two = await source.get('Claim', 'c2');
    expect(one.ok && one.value.version).toBe(3);
    expect(two.ok && two.value.version).toBe(0);
  });

  it('gives the catalogue message of the code it received', async () => {
    const { send } = fakeSend(() =>
      json(404, { errors: [{ code: 'NOT_FOUND', message: 'gone, says the server' }] }),
    );
    const { source, log } = openCalls({ send });
    const read = await source.get('Claim', 'nope');
    expect(read).toEqual({
      ok: false,
      errors: [{ code: 'NOT_FOUND', message: 'This claim does not exist.', status: 404 }],
    });
    expect(log.entries()[0]!.handling).toBe('refused: NOT_FOUND — This claim does not exist.');
  });

  it('creates with the values given (no nulls) and tells subscribers', async () => {
    const { send, sent } = fakeSend(() => json(201, wireClaim('c9'), { etag: '"1"' }));
    const { source, log } = openCalls({ send });
    const changes: unknown[] = [];
    source.subscribe((change) => changes.push(change));
    const values = {
      title: 'Taxi',
      amount: 12,
      category: 'k1',
      spentOn: '2026-11-01',
      receipt: null,
    };
    const created = await source.create('Claim', values);
    expect(created.ok && created.value).toMatchObject({ id: 'c9', version: 1 });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/api/claims',
      headers: { 'content-type': 'application/json' },
      body: { title: 'Taxi', amount: 12, category: 'k1', spentOn: '2026-11-01' },
    });
    expect(changes).toEqual([{ entity: 'Claim' }]);
    expect(log.entries()[0]).toMatchObject({ handling: 'saved Claim c9', sent: sent[0]!.body });
  });

  it('puts a validation error beside its field, and a rule over several fields at the top', async () => {
    const { send } = fakeSend(() =>
      json(422, {
        errors: [
          { code: 'TITLE_LENGTH', message: 'x', field: 'title' },
          { code: 'RECEIPT_REQUIRED', message: 'y' },
          { code: 'DATE_IN_FUTURE' },
          { code: 'REQUIRED', field: 'category' },
        ],
      }),
    );
    const { source } = openCalls({ send });
    const created = await source.create('Claim', { title: 'ab' });
    expect(created.ok).toBe(false);
    const errors = created.ok ? [] : created.errors;
    expect(errors[0]).toEqual({
      code: 'TITLE_LENGTH',
      message: 'The title must be 3 to 80 characters long.',
      status: 422,
      field: 'title',
      fields: ['title'],
      rule: 0,
    });
    expect(errors[1]).toMatchObject({
      code: 'RECEIPT_REQUIRED',
      message: 'Claims above 50 EUR need a receipt.',
      fields: ['amount', 'receipt'],
      rule: 3,
    });
    expect(errors[1]!.field).toBeUndefined();
    expect(errors[2]).toMatchObject({ code: 'DATE_IN_FUTURE', field: 'spentOn' });
    expect(errors[3]).toMatchObject({
      code: 'REQUIRED',
      message: 'category is required.',
      field: 'category',
    });
  });

  it('updates with PATCH: the values given and If-Match of the version seen', async () => {
    const { send, sent } = fakeSend(() =>
      json(200, wireClaim('c1', { title: 'New' }), { etag: '"3"' }),
    );
    const { source } = openCalls({ send });
    const updated = await source.update('Claim', 'c1', { title: 'New', receipt: null }, 2);
    expect(updated.ok && updated.value.version).toBe(3);
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: 'http://localhost/api/claims/c1',
      headers: { 'if-match': '"2"' },
      body: { title: 'New', receipt: null },
    });
  });

  it('sends no If-Match when the version seen is 0 (a server that sends none)', async () => {
    const { send, sent } = fakeSend(() => json(200, wireClaim('c1')));
    const { source } = openCalls({ send });
    await source.update('Claim', 'c1', { title: 'New' }, 0);
    expect(sent[0]!.headers['if-match']).toBeUndefined();
  });

  it('gives CONFLICT on a stale version', async () => {
    const { send } = fakeSend(() => json(409, { errors: [{ code: 'CONFLICT', message: '' }] }));
    const { source } = openCalls({ send });
    const updated = await source.update('Claim', 'c1', { title: 'New' }, 1);
    expect(updated).toMatchObject({
      ok: false,
      errors: [
        { code: 'CONFLICT', message: 'Someone else changed this claim; reload it and try again.' },
      ],
    });
  });

  it('updates with PUT: every editable value, read first when not seen', async () => {
    const text = readMarkdownText().replace('| update claim | PATCH |', '| update claim | PUT |');
    const spec = readMarkdown(text).spec;
    const { send, sent } = fakeSend((r) =>
      r.method === 'GET'
        ? json(200, wireClaim('c1', { receipt: 'https://r.example/1' }), { etag: '"2"' })
        : json(200, wireClaim('c1', { title: 'New' }), { etag: '"3"' }),
    );
    const { source, log } = openCalls({ spec, send });
    const updated = await source.update('Claim', 'c1', { title: 'New', receipt: null }, 2);
    expect(updated.ok).toBe(true);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(sent[1]!.body).toEqual({
      title: 'New',
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      receipt: null,
      owner: 'u1',
    });
    expect(log.entries().map((e) => e.call)).toEqual(['read claim', 'update claim']);
  });

  it('deletes, and refuses with the catalogue message', async () => {
    let allowed = true;
    const { send, sent } = fakeSend(() =>
      allowed ? empty(204) : json(403, { errors: [{ code: 'NOT_ALLOWED', message: '' }] }),
    );
    const { source, log } = openCalls({ send });
    expect(await source.remove('Claim', 'c1')).toEqual({ ok: true, value: undefined });
    allowed = false;
    expect(await source.remove('Claim', 'c1')).toEqual({
      ok: false,
      errors: [{ code: 'NOT_ALLOWED', message: 'You may not do this.', status: 403 }],
    });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE http://localhost/api/claims/c1',
      'DELETE http://localhost/api/claims/c1',
    ]);
    expect(log.entries().map((e) => e.handling)).toEqual([
      'deleted Claim c1',
      'refused: NOT_ALLOWED — You may not do this.',
    ]);
  });

  it('takes an action through its call with If-Match', async () => {
    const { send, sent } = fakeSend(() =>
      json(200, wireClaim('c1', { status: 'submitted' }), { etag: '"2"' }),
    );
    const { source, log } = openCalls({ send });
    const taken = await source.act('Claim', 'c1', 'submit', 1);
    expect(taken.ok && taken.value.values.status).toBe('submitted');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/api/claims/c1/submit',
      headers: { 'if-match': '"1"' },
    });
    expect(sent[0]!.body).toBeUndefined();
    expect(log.entries()[0]!.handling).toBe('took submit on Claim c1');
  });

  it('reads a record back when a write answers without one', async () => {
    const { send, sent } = fakeSend((r) =>
      r.method === 'GET'
        ? json(200, wireClaim('c1', { status: 'submitted' }), { etag: '"2"' })
        : empty(204),
    );
    const { source, log } = openCalls({ send });
    const taken = await source.act('Claim', 'c1', 'submit', 1);
    expect(taken.ok && taken.value.version).toBe(2);
    expect(sent.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(log.entries()[0]!.violations).toEqual([
      'submit claim does not list status 204 (it lists 200, 409)',
      'submit claim answers 204 without a body; the spec lists Claim',
    ]);
  });

  it('reads back after a write whose answer is no record', async () => {
    const { send, sent } = fakeSend((r) =>
      r.method === 'GET'
        ? json(200, wireClaim('c1', { title: 'New' }), { etag: '"3"' })
        : json(200, { ok: true }),
    );
    const { source, log } = openCalls({ send });
    const updated = await source.update('Claim', 'c1', { title: 'New' }, 2);
    expect(updated.ok && updated.value).toMatchObject({ version: 3, values: { title: 'New' } });
    expect(sent.map((r) => r.method)).toEqual(['PATCH', 'GET']);
    expect(log.entries().map((e) => e.handling)).toEqual([
      'saved Claim c1; read it back',
      'read Claim c1',
    ]);
  });

  it('reads a created record back from its Location when the answer has none', async () => {
    const { send } = fakeSend((r) =>
      r.method === 'POST'
        ? empty(201, { location: '/api/claims/c7' })
        : json(200, wireClaim('c7'), { etag: '"1"' }),
    );
    const { source } = openCalls({ send });
    const created = await source.create('Claim', { title: 'Taxi' });
    expect(created.ok && created.value.id).toBe('c7');
  });

  // Regression: opening a claim made four identical GET /api/claims/:id, one per need of the
  // screen (its fields, its actions, its state); an action was followed by three.
  it('reads one record once for every need asked at the same time, and anew after', async () => {
    const { send, sent } = fakeSend(() => json(200, wireClaim('c1'), { etag: '"1"' }));
    const { source } = openCalls({ send });
    const [fields, actions, again] = await Promise.all([
      source.get('Claim', 'c1'),
      source.availableActions('Claim', 'c1'),
      source.get('Claim', 'c1'),
    ]);
    expect(fields.ok && again.ok && actions.ok).toBe(true);
    expect(sent).toHaveLength(1);
    // A need that comes a moment later (the actions' code loaded) shares it too.
    await source.get('Claim', 'c1');
    expect(sent).toHaveLength(1);
    // A write of the entity makes it read again.
    await source.update('Claim', 'c1', { title: 'Taxi' }, 1);
    await source.get('Claim', 'c1');
    expect(sent).toHaveLength(3);
  });

  it('reads again, not from a moment ago, once the faults changed (offline fails as offline)', async () => {
    const { send, sent } = fakeSend(() => json(200, wireClaim('c1'), { etag: '"1"' }));
    let faults = NO_FAULTS;
    const { source } = openCalls({ send, faults: () => faults });
    expect((await source.get('Claim', 'c1')).ok).toBe(true);
    faults = { ...NO_FAULTS, offline: true };
    const offline = await source.get('Claim', 'c1');
    expect(offline.ok ? [] : offline.errors.map((e) => e.code)).toEqual(['NETWORK']);
    expect(sent).toHaveLength(1);
  });

  it('computes the available actions from the record as read', async () => {
    const { send } = fakeSend(() => json(200, wireClaim('c1'), { etag: '"1"' }));
    const { source } = openCalls({ send });
    // It stands in wherever the app takes the acting user's AccessDataSource.
    const asLocal: LocalSource = source;
    const actions = await asLocal.availableActions('Claim', 'c1');
    const submit = actions.ok ? actions.value.find((a) => a.action === 'submit') : undefined;
    expect(submit).toMatchObject({ allowed: true, to: 'submitted' });
  });

  it('asks the local source for the rules on each action, on the record the action would store', async () => {
    const { send } = fakeSend(() => json(200, wireClaim('c1'), { etag: '"1"' }));
    const seen: string[] = [];
    const { source } = openCalls({
      send,
      ruleValidator: (_entity, action, record) => {
        seen.push(`${action}: ${String(record.values['status'])}`);
        return action === 'submit' ? [{ code: 'NO_SUBMIT', message: 'Not now.' }] : [];
      },
    });
    const actions = await source.availableActions('Claim', 'c1');
    const submit = actions.ok ? actions.value.find((a) => a.action === 'submit') : undefined;
    expect(submit).toMatchObject({ allowed: false, refusals: [{ kind: 'rule' }] });
    expect(seen).toContain('submit: submitted');
  });

  it('sends to a live base URL, without the user header', async () => {
    const { send, sent } = fakeSend(() => json(200, []));
    const { source, log } = openCalls({
      send,
      baseUrl: 'https://api.example.com/v1',
      user: undefined,
    });
    await source.list('Claim');
    expect(sent[0]!.url).toBe('https://api.example.com/v1/api/claims');
    expect(sent[0]!.headers['x-specrun-user']).toBeUndefined();
    expect(log.entries()[0]!.mode).toBe('live');
  });

  it('records the assumptions the mock states, and an unlisted status it assumed is no violation', async () => {
    const { send } = fakeSend(() =>
      json(
        403,
        { errors: [{ code: 'NOT_ALLOWED', message: '' }] },
        {
          'x-specrun-assumption': 'read claim lists no 403; answered NOT_ALLOWED as REST expects',
        },
      ),
    );
    const { source, log } = openCalls({ send });
    await source.get('Claim', 'c1');
    expect(log.entries()[0]).toMatchObject({
      assumptions: ['read claim lists no 403; answered NOT_ALLOWED as REST expects'],
      violations: [],
    });
  });
});

describe('CallDataSource: sign-in, no answer and faults', () => {
  it('asks for sign-in on 401', async () => {
    const { send } = fakeSend(() => json(401, { message: 'who are you?' }));
    const { source, log } = openCalls({ send });
    const read = await source.get('Claim', 'c1');
    expect(read.ok).toBe(false);
    const errors = read.ok ? [] : read.errors;
    expect(errors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Sign in to continue.', status: 401 },
    ]);
    expect(needsSignIn(errors)).toBe(true);
    expect(log.entries()[0]!.handling).toBe('shown the sign-in prompt: UNAUTHENTICATED');
    expect(log.entries()[0]!.violations).toEqual([
      'the error body is not {"errors": [{"code": …, "message": …}]}',
    ]);
  });

  it('rejects a list with a CallError when its call fails', async () => {
    const { source, log } = openCalls({
      send: () => Promise.reject(new TypeError('fetch failed')),
    });
    const failure = await source.list('Claim').catch((error: unknown) => error);
    expect(isCallError(failure)).toBe(true);
    expect(isCallError(failure) && failure.errors).toEqual([
      { code: 'NETWORK', message: 'The server did not answer. Try again.' },
    ]);
    expect(log.entries()[0]!.handling).toBe('no connection: fetch failed: shown NETWORK');
  });

  it('shows NETWORK when no answer comes within the timeout, and aborts the request', async () => {
    let aborted = false;
    const { source, log } = openCalls({
      timeoutMs: 30,
      send: (request) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise(() => {});
      },
    });
    const saved = await source.update('Claim', 'c1', { title: 'Kept' }, 1);
    expect(saved).toEqual({
      ok: false,
      errors: [{ code: 'NETWORK', message: 'The server did not answer. Try again.' }],
    });
    expect(aborted).toBe(true);
    expect(log.entries()[0]).toMatchObject({
      handling: 'shown NETWORK after 30 ms',
      sent: { title: 'Kept' },
    });
    expect(log.entries()[0]!.status).toBeUndefined();
  });

  it('uses the spec timeout with fake timers', async () => {
    vi.useFakeTimers();
    try {
      const { source, log } = openCalls({ send: () => new Promise(() => {}) });
      const pending = source.get('Claim', 'c1');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(log.entries()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).ok).toBe(false);
      expect(log.entries()[0]!.handling).toBe('shown NETWORK after 10000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails at once when offline, sending nothing', async () => {
    const { send, sent } = fakeSend(() => json(200, []));
    const offline = { latencyMs: 0, failureRate: 0, failureStatus: 500, offline: true };
    const { source, log } = openCalls({ send, faults: () => offline });
    const created = await source.create('Claim', { title: 'Kept' });
    expect(created).toMatchObject({ ok: false, errors: [{ code: 'NETWORK' }] });
    expect(sent).toHaveLength(0);
    expect(log.entries()[0]).toMatchObject({
      faults: ['offline'],
      handling: 'offline (injected): shown NETWORK',
      sent: { title: 'Kept' },
    });
  });

  it('injects failures with the chosen status, drawn with the given random', async () => {
    const { send, sent } = fakeSend(() => json(200, wireClaim('c1')));
    const draws = [0.2, 0.7];
    const faults = { latencyMs: 0, failureRate: 0.5, failureStatus: 403, offline: false };
    const { source, log } = openCalls({ send, faults: () => faults, random: () => draws.shift()! });
    const first = await source.get('Claim', 'c1');
    const second = await source.get('Claim', 'c1');
    expect(first).toEqual({
      ok: false,
      errors: [{ code: 'NOT_ALLOWED', message: 'You may not do this.', status: 403 }],
    });
    expect(second.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(log.entries()[0]).toMatchObject({
      status: 403,
      faults: ['injected failure 403'],
      violations: [],
      answer: { errors: [{ code: 'NOT_ALLOWED', message: 'You may not do this.' }] },
    });
  });

  it('answers an injected 500 with SERVER_ERROR when no code has that status', async () => {
    const faults = { latencyMs: 0, failureRate: 1, failureStatus: 500, offline: false };
    const { source } = openCalls({
      send: () => Promise.reject(new Error('unused')),
      faults: () => faults,
    });
    expect(await source.remove('Claim', 'c1')).toMatchObject({
      ok: false,
      errors: [{ code: 'SERVER_ERROR', message: 'The server failed to handle the request.' }],
    });
  });

  it('adds latency before sending, on an injected clock', async () => {
    let clock = NOW.getTime();
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock += ms;
    };
    const faults = { latencyMs: 2000, failureRate: 0, failureStatus: 500, offline: false };
    const { send } = fakeSend(() => json(200, []));
    const { source, log } = openCalls({ send, faults: () => faults, sleep, now: () => clock });
    await source.list('Claim');
    expect(waits).toEqual([2000]);
    expect(log.entries()[0]).toMatchObject({ ms: 2000, faults: ['added 2000 ms latency'] });
  });

  it('counts latency towards the timeout', async () => {
    let clock = 0;
    const sleep = async (ms: number) => void (clock += ms);
    const faults = { latencyMs: 15_000, failureRate: 0, failureStatus: 500, offline: false };
    const { send, sent } = fakeSend(() => json(200, []));
    const { source, log } = openCalls({ send, faults: () => faults, sleep, now: () => clock });
    expect((await source.get('Claim', 'c1')).ok).toBe(false);
    expect(sent).toHaveLength(0);
    expect(log.entries()[0]).toMatchObject({
      ms: 10_000,
      handling: 'shown NETWORK after 10000 ms',
    });
  });
});

describe('CallDataSource: operations without a call', () => {
  it('keeps them in local storage and says so in the log', async () => {
    const { send, sent } = fakeSend(() => json(200, []));
    // The reference spec without its call that reads one category.
    const spec = readMarkdown(readMarkdownText().replace(/^\| read category \|.*\n/m, '')).spec;
    const { source, log, store } = openCalls({ send, spec });
    await store.put({
      entity: 'Category',
      id: 'k1',
      values: { name: 'Travel', active: true },
      aside: {},
      version: 1,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    const read = await source.get('Category', 'k1');
    expect(read.ok && read.value.values.name).toBe('Travel');
    expect(sent).toHaveLength(0);
    expect(log.entries()[0]).toMatchObject({
      mode: 'local',
      handling: 'no call for read of Category in the spec: kept in local storage',
      violations: [],
    });
    expect(log.entries()[0]!.method).toBeUndefined();
  });

  it('keeps an operation whose path it cannot fill in local storage', async () => {
    const text = `# Specification: Tasks

## 3. Entities and their fields

### Project

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |

### Task

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| project | ref Project | yes | |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| list tasks | GET | /projects/:projectId/tasks | | 200 Task[] |
| create task | POST | /projects/:projectId/tasks | Task | 201 Task |
`;
    const spec = readMarkdown(text).spec;
    const { send, sent } = fakeSend(() => json(201, { id: 't1', title: 'Do', project: 'p1' }));
    const { source, log } = openCalls({ spec, send });
    expect(await source.list('Task')).toEqual([]);
    expect(log.entries()[0]!.handling).toBe(
      'list tasks (/projects/:projectId/tasks) needs :projectId, which the app cannot tell for list of Task: kept in local storage',
    );
    const created = await source.create('Task', { title: 'Do', project: 'p1' });
    expect(created.ok).toBe(true);
    expect(sent[0]!.url).toBe('http://localhost/projects/p1/tasks');
  });
});

describe('CallDataSource: records named by a field', () => {
  it('fills :slug from the record as last read, else sends the id and says so', async () => {
    const text = `# Specification: Blog

## 3. Entities and their fields

### Article

| field | type | required | notes |
| --- | --- | --- | --- |
| slug | text | yes | unique |
| title | text | yes | |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| list articles | GET | /api/articles | | 200 Article[] |
| read article | GET | /api/articles/:slug | | 200 Article |
`;
    const spec = readMarkdown(text).spec;
    const { send, sent } = fakeSend((r) =>
      r.url.endsWith('/articles')
        ? json(200, [{ id: 'a1', slug: 'hello-world', title: 'Hello' }])
        : json(200, { id: 'a1', slug: 'hello-world', title: 'Hello' }),
    );
    const { source, log } = openCalls({ spec, send });
    await source.get('Article', 'a1');
    expect(sent[0]!.url).toBe('http://localhost/api/articles/a1');
    expect(log.entries()[0]!.assumptions).toEqual([
      'the app did not know the slug of Article a1: sent its id',
    ]);
    await source.list('Article');
    await source.get('Article', 'a1');
    expect(sent[2]!.url).toBe('http://localhost/api/articles/hello-world');
  });
});

/** The reference spec's text, to change a call of it. */
function readMarkdownText(): string {
  const files = import.meta.glob<string>('../../../../examples/expense-claims.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const text = Object.values(files)[0];
  if (text === undefined) throw new Error('examples/expense-claims.md is missing');
  return text;
}
