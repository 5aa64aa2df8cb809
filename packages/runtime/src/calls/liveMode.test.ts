// Live mode against a real server on 127.0.0.1 that breaks the spec on purpose: every break shows
// in the call log as a violation, and the data source keeps working.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCalls, wireClaim } from './calls.testing.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let baseUrl = '';

function answer(response: ServerResponse, status: number, body?: unknown, headers = {}): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    ...(typeof body === 'string' ? { 'content-type': 'text/plain' } : {}),
    ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}),
    ...headers,
  });
  response.end(text);
}

/** A server that answers the reference spec's calls, each one breaking point 7 its own way. */
function breakTheSpec(request: IncomingMessage, response: ServerResponse, body: string): void {
  const route = `${request.method} ${request.url}`;
  switch (route) {
    case 'GET /v1/api/claims':
      // A Claim missing required fields, one with a wrong type, one without an id.
      return answer(response, 200, [
        wireClaim('c1'),
        { id: 'c2', amount: 10 },
        wireClaim('c3', { amount: 'lots', spentOn: 20261101 }),
        { ...wireClaim('x'), id: undefined },
      ]);
    case 'GET /v1/api/claims/c1':
      return answer(response, 200, wireClaim('c1', { status: 3 }), { etag: '"2"' });
    case 'GET /v1/api/claims/gone':
      // An unlisted status with an error code the catalogue does not have.
      return answer(response, 410, { errors: [{ code: 'GONE_FOREVER', message: 'gone' }] });
    case 'POST /v1/api/claims':
      return answer(response, 500, 'Internal Server Error');
    case 'PATCH /v1/api/claims/c1':
      // A listed status with a code not listed for it, in a lenient shape.
      return answer(response, 409, { error: { code: 'TEAPOT', message: body } });
    case 'POST /v1/api/claims/c1/submit':
      return answer(response, 200, { id: 'c1', title: 'Submitted' }, { etag: '"3"' });
    case 'DELETE /v1/api/claims/c1':
      return answer(response, 200, { deleted: true });
    case 'GET /v1/api/categories':
      return; // Never answers: the call times out.
    default:
      return answer(response, 404, { errors: [{ code: 'NOT_FOUND', message: route }] });
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      breakTheSpec(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Long enough for a loaded machine; the call that never answers gets its own short timeout.
function live(timeoutMs = 5000) {
  return openCalls({ baseUrl, user: undefined, timeoutMs, send: (r) => fetch(r) });
}

describe('live mode against a server that breaks the spec', () => {
  it('flags every break in the call log and keeps working', async () => {
    const { source, log } = live();

    const records = await source.list('Claim');
    expect(records.map((r) => r.id)).toEqual(['c1', 'c2', 'c3']);
    expect(records[2]!.aside.amount).toMatchObject({ value: 'lots' });
    const listed = log.entries().at(-1)!;
    expect(listed).toMatchObject({
      mode: 'live',
      call: 'list claims',
      method: 'GET',
      url: `${baseUrl}/api/claims`,
      status: 200,
      handling: 'listed 3 Claims; left out 1 that could not be read as Claims',
    });
    expect(listed.violations).toEqual([
      'Claim c2 lacks the required field title',
      'Claim c2 lacks the required field category',
      'Claim c2 lacks the required field spentOn',
      'Claim c2 lacks the required field owner',
      'Claim c2 lacks the required field status',
      'Claim c3: amount is "lots", not an amount of money (EUR)',
      'Claim c3: spentOn is 20261101, not a date',
      'Claim #4 has no id',
    ]);

    const read = await source.get('Claim', 'c1');
    expect(read.ok && read.value).toMatchObject({ id: 'c1', version: 2 });
    expect(log.entries().at(-1)!.violations).toEqual(['Claim c1: status is 3, not a state']);

    const gone = await source.get('Claim', 'gone');
    expect(gone).toEqual({
      ok: false,
      errors: [{ code: 'GONE_FOREVER', message: 'GONE_FOREVER' }],
    });
    expect(log.entries().at(-1)!.violations).toEqual([
      'read claim does not list status 410 (it lists 200, 404)',
      'error code GONE_FOREVER is not in the catalogue',
    ]);

    const created = await source.create('Claim', { title: 'Taxi', amount: 12 });
    expect(created).toMatchObject({ ok: false, errors: [{ code: 'SERVER_ERROR' }] });
    expect(log.entries().at(-1)).toMatchObject({
      status: 500,
      answer: 'Internal Server Error',
      violations: [
        'the body is not JSON',
        'create claim does not list status 500 (it lists 201, 422)',
        'the error body is not {"errors": [{"code": …, "message": …}]}',
      ],
    });

    const updated = await source.update('Claim', 'c1', { title: 'Kept' }, 2);
    expect(updated).toEqual({ ok: false, errors: [{ code: 'TEAPOT', message: 'TEAPOT' }] });
    expect(log.entries().at(-1)!.violations).toEqual([
      'the error body is not {"errors": [{"code": …, "message": …}]}',
      'error code TEAPOT is not in the catalogue',
      'update claim answers 409 with CONFLICT, not TEAPOT',
    ]);

    const submitted = await source.act('Claim', 'c1', 'submit', 2);
    expect(submitted.ok && submitted.value).toMatchObject({ id: 'c1', version: 3 });
    expect(log.entries().at(-1)!.violations).toEqual([
      'Claim c1 lacks the required field amount',
      'Claim c1 lacks the required field category',
      'Claim c1 lacks the required field spentOn',
      'Claim c1 lacks the required field owner',
      'Claim c1 lacks the required field status',
    ]);

    expect(await source.remove('Claim', 'c1')).toEqual({ ok: true, value: undefined });
    expect(log.entries().at(-1)!.violations).toEqual([
      'delete claim does not list status 200 (it lists 204, 403)',
      'delete claim answers 200 with a body; the spec lists none',
    ]);

    const hasty = live(200);
    const failure = await hasty.source.list('Category').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'CallError', errors: [{ code: 'NETWORK' }] });
    expect(hasty.log.entries().at(-1)).toMatchObject({ handling: 'shown NETWORK after 200 ms' });
    expect(hasty.log.entries().at(-1)!.status).toBeUndefined();

    // Still working after all of it.
    expect((await source.get('Claim', 'c1')).ok).toBe(true);
  });

  it('sends what docs/calls.md says, without the mock user header', async () => {
    seen.length = 0;
    const { source } = live();
    await source.update('Claim', 'c1', { title: 'Kept', receipt: null }, 2);
    await source.act('Claim', 'c1', 'submit', 2);
    const [patch, submit] = seen;
    expect(patch).toMatchObject({ method: 'PATCH', url: '/v1/api/claims/c1' });
    expect(patch!.headers['if-match']).toBe('"2"');
    expect(patch!.headers['content-type']).toBe('application/json');
    expect(patch!.headers['x-specrun-user']).toBeUndefined();
    expect(JSON.parse(patch!.body)).toEqual({ title: 'Kept', receipt: null });
    expect(submit).toMatchObject({ method: 'POST', url: '/v1/api/claims/c1/submit', body: '' });
  });
});
