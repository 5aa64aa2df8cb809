// Test set-up shared by the mock backend's tests: the reference spec's backend over a memory
// store with known records, its MSW handlers in a Node server, and a helper that calls it with
// real `fetch`.
import type { SetupServer } from 'msw/node';
import type { Spec } from '@specrun/model';
import { category, claim, referenceSpec, TEST_NOW } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { MockBackend } from './MockBackend.ts';
import { mockHandlers } from './mockHandlers.ts';
import { ASSUMPTION_HEADER, RECORD_HEADER, USER_HEADER } from '../calls/wireHeaders.ts';

/** The origin the tests' requests go to (Node has no page to be relative to). */
export const BASE = 'http://mock.test';

/** The records every test starts with: a category, and claims in each state. */
export function startingRecords(): StoredRecord[] {
  return [
    category('k1', 'Travel'),
    category('k2', 'Meals'),
    claim('c1', { owner: 'u1', status: 'draft', receipt: 'https://example.com/r1' }),
    claim('c2', { owner: 'u2', status: 'submitted' }),
    claim('c3', { owner: 'u1', status: 'approved' }),
    claim('c5', { owner: 'u1', status: 'submitted' }),
    claim('c6', { owner: 'u1', status: 'rejected' }),
  ];
}

/** A backend answering through a Node MSW server. */
export interface MockTestApp {
  spec: Spec;
  store: MemoryRecordStore;
  backend: MockBackend;
  /** Calls the server as it would be called from the app; records which call it was. */
  call(user: string | undefined, method: string, path: string, init?: CallInit): Promise<Answer>;
}

/** What a test sends besides method and path. */
export interface CallInit {
  /** A value sent as JSON. */
  json?: unknown;
  /** A body sent as it is. */
  raw?: string;
  ifMatch?: string;
}

/** An answer as a test reads it. */
export interface Answer {
  status: number;
  body: unknown;
  /** The codes of an error body, in order. */
  codes: string[];
  assumption: string | null;
  etag: string | null;
  meta: unknown;
}

/** Opens the reference spec (or `spec`) on a new store with the starting records, served by `server`. */
export async function openMock(
  server: SetupServer,
  options: { spec?: Spec; records?: StoredRecord[]; called?: Set<string> } = {},
): Promise<MockTestApp> {
  const spec = options.spec ?? referenceSpec();
  const store = new MemoryRecordStore();
  for (const record of options.records ?? startingRecords()) await store.put(record);
  let ids = 0;
  const backend = new MockBackend({ spec, store, now: () => TEST_NOW, newId: () => `new${++ids}` });
  server.resetHandlers(...mockHandlers(backend, { base: BASE }));
  const call = async (
    user: string | undefined,
    method: string,
    path: string,
    init: CallInit = {},
  ): Promise<Answer> => {
    const name = backend.calls.match(method, path)?.binding.call.name;
    if (name !== undefined) options.called?.add(name);
    const headers = new Headers();
    if (user !== undefined) headers.set(USER_HEADER, user);
    if (init.ifMatch !== undefined) headers.set('If-Match', init.ifMatch);
    let body: string | undefined;
    if (init.json !== undefined || init.raw !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = init.raw ?? JSON.stringify(init.json);
    }
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    const errors = (parsed as { errors?: { code: string }[] } | undefined)?.errors;
    const meta = response.headers.get(RECORD_HEADER);
    return {
      status: response.status,
      body: parsed,
      codes: Array.isArray(errors) ? errors.map((e) => e.code) : [],
      assumption: response.headers.get(ASSUMPTION_HEADER),
      etag: response.headers.get('ETag'),
      meta: meta === null ? undefined : JSON.parse(meta),
    };
  };
  return { spec, store, backend, call };
}

/** Valid values of a new claim of u1's. */
export function newClaim(values: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Taxi to the airport',
    amount: 35,
    category: 'k1',
    spentOn: '2026-11-20',
    owner: 'u1',
    ...values,
  };
}

export { TEST_NOW };
