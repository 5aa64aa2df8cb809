// The client and the mock backend hold to one wire contract (docs/calls.md): the reference spec's
// calls, made by CallDataSource and answered by the mock through MSW, break nothing in point 7.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ValuesInput } from '../data/DataSource.ts';
import { BASE, newClaim, openMock, type MockTestApp } from '../backend/mockServer.testing.ts';
import { openCalls } from './calls.testing.ts';
import type { CallLog } from './CallLog.ts';

const server = setupServer();
let mock: MockTestApp | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock?.backend.close());
afterAll(() => server.close());

async function open() {
  mock = await openMock(server);
  return openCalls({ spec: mock.spec, origin: BASE });
}

/** The mock tests' new claim, as a form's values. */
function claimValues(values: ValuesInput = {}): ValuesInput {
  return { ...(newClaim() as ValuesInput), ...values };
}

function violations(log: CallLog): string[] {
  return log.entries().flatMap((e) => e.violations.map((v) => `${e.call ?? ''}: ${v}`));
}

describe('CallDataSource against the mock backend', () => {
  it('reads and writes the reference spec without a violation', async () => {
    const { source, log } = await open();
    const claims = await source.list('Claim');
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.every((c) => c.values.owner === 'u1')).toBe(true);

    const created = await source.create('Claim', claimValues());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.value.id;
    expect(created.value.version).toBe(1);
    expect(created.value.values.status).toBe('draft');

    const read = await source.get('Claim', id);
    expect(read.ok && read.value.version).toBe(1);

    const updated = await source.update('Claim', id, { title: 'Train to the airport' }, 1);
    expect(updated.ok && updated.value).toMatchObject({
      version: 2,
      values: { title: 'Train to the airport' },
    });

    const actions = await source.availableActions('Claim', id);
    expect(actions.ok && actions.value.find((a) => a.action === 'submit')?.allowed).toBe(true);

    const submitted = await source.act('Claim', id, 'submit', 2);
    expect(submitted.ok && submitted.value.values.status).toBe('submitted');
    expect(submitted.ok && submitted.value.history?.[0]).toMatchObject({
      action: 'submit',
      by: 'u1',
    });

    const created2 = await source.create('Claim', claimValues());
    expect(created2.ok && (await source.remove('Claim', created2.value.id)).ok).toBe(true);

    expect(violations(log)).toEqual([]);
    expect(log.entries().every((e) => e.mode === 'mock')).toBe(true);
  });

  it('shows the catalogue errors the mock answers, on their fields', async () => {
    const { source, log } = await open();
    const created = await source.create('Claim', claimValues({ title: 'ab' }));
    expect(created.ok).toBe(false);
    const errors = created.ok ? [] : created.errors;
    expect(errors).toContainEqual(
      expect.objectContaining({
        code: 'TITLE_LENGTH',
        message: 'The title must be 3 to 80 characters long.',
        field: 'title',
      }),
    );
    const stale = await source.update('Claim', 'c1', { title: 'Stale edit' }, 7);
    expect(stale).toMatchObject({ ok: false, errors: [{ code: 'CONFLICT' }] });
    const wrong = await source.act('Claim', 'c3', 'submit', 1);
    expect(wrong).toMatchObject({ ok: false, errors: [{ code: 'WRONG_STATE' }] });
    expect(violations(log)).toEqual([]);
  });

  it('asks for sign-in when the mock knows no acting user', async () => {
    mock = await openMock(server);
    const { source, log } = openCalls({ spec: mock.spec, origin: BASE, user: undefined });
    const failure = await source.list('Claim').catch((error: unknown) => error);
    expect(failure).toMatchObject({ errors: [{ code: 'UNAUTHENTICATED' }] });
    expect(log.entries()[0]!.handling).toBe('shown the sign-in prompt: UNAUTHENTICATED');
  });
});
