// The page of bench/mock-backend.bench.ts: the reference spec's claims in IndexedDB, read and
// written through the mock backend (MSW's service worker, and `MockBackend.handle` called
// directly) and straight through the app's local data source, side by side.
import { readMarkdown, type Spec } from '@specrun/model';
import {
  AccessDataSource,
  accessWriteGuard,
  createAccess,
  DexieRecordStore,
  LocalDataSource,
  RuleBook,
  storeTransitionWriter,
  type StoredRecord,
} from '@specrun/runtime';
import { MockBackend, seedRecords, USER_HEADER } from '@specrun/runtime/backend';
import { mockHandlers } from '@specrun/runtime/backend/msw';
import { setupWorker } from 'msw/browser';

/** What the page measures: how many records, rounds, and calls per round of each operation. */
export interface MockBenchOptions {
  records: number;
  rounds: number;
  calls: Record<Operation, number>;
}

/** The operations measured. */
export type Operation = 'list' | 'read' | 'create';

/** Calls per second of each round, per operation. */
export type Figures = Record<Operation, number[]>;

/** The figures of each way of making the calls. */
export interface MockBenchResult {
  /** fetch → MSW's service worker → `MockBackend.handle` → JSON. */
  worker: Figures;
  /** `MockBackend.handle` called in the page with a `Request`, its answer read as JSON. */
  handle: Figures;
  /** The app's data source without the mock: `AccessDataSource` over `LocalDataSource`. */
  local: Figures;
}

/** One way of making the three calls. */
interface Caller {
  list(): Promise<void>;
  read(id: string): Promise<void>;
  create(values: Record<string, unknown>): Promise<void>;
}

/** The admin: reads every claim, and has no open claims of their own (so creates pass). */
const ACTOR = 'u4';
const CATEGORIES = 20;

declare global {
  interface Window {
    runMockBench(specText: string, options: MockBenchOptions): Promise<MockBenchResult>;
  }
}

window.runMockBench = async (specText, options) => {
  const spec = readMarkdown(specText).spec;
  const records = benchRecords(spec, options.records);
  const mockStore = new DexieRecordStore('bench-mock');
  const localStore = new DexieRecordStore('bench-local');
  // Two databases, so that each side's writes make only its own rules' indexes read again.
  await mockStore.putMany(records);
  await localStore.putMany(records);

  const backend = new MockBackend({ spec, store: mockStore });
  const worker = setupWorker(...mockHandlers(backend));
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const callers: Record<keyof MockBenchResult, Caller> = {
    worker: httpCaller((path, init) => fetch(path, init)),
    handle: httpCaller((path, init) =>
      backend.handle(new Request(new URL(path, location.href), init)),
    ),
    local: localCaller(spec, localStore),
  };
  const claimIds = records.filter((r) => r.entity === 'Claim').map((r) => r.id);
  let pick = 1;
  const nextId = (): string => {
    pick = (pick * 48271) % 2147483647;
    return claimIds[pick % claimIds.length]!;
  };
  const values = (n: number): Record<string, unknown> => ({
    title: `Bench claim ${n}`,
    amount: 25,
    category: 'category-s1-1',
    spentOn: '2024-06-01',
    owner: 'u1',
  });

  const result: MockBenchResult = {
    worker: { list: [], read: [], create: [] },
    handle: { list: [], read: [], create: [] },
    local: { list: [], read: [], create: [] },
  };
  const ways = Object.keys(callers) as (keyof MockBenchResult)[];
  let created = 0;
  const once = async (caller: Caller, operation: Operation): Promise<void> => {
    if (operation === 'list') await caller.list();
    else if (operation === 'read') await caller.read(nextId());
    else await caller.create(values(++created));
  };
  // A warm-up call of each: the rules' indexes, the worker and the JIT are ready after it.
  for (const way of ways)
    for (const operation of ['list', 'read', 'create'] as const)
      await once(callers[way], operation);
  for (let round = 0; round < options.rounds; round++) {
    for (const operation of ['list', 'read', 'create'] as const) {
      // The ways take turns within a round, so that none of them gets the quieter moments.
      for (const way of ways) {
        const count = options.calls[operation];
        const started = performance.now();
        for (let i = 0; i < count; i++) await once(callers[way], operation);
        result[way][operation].push((count * 1000) / (performance.now() - started));
      }
    }
  }
  worker.stop();
  backend.close();
  return result;
};

/** Calls over HTTP, through `send`, as the app would: each answer read and checked. */
function httpCaller(send: (path: string, init: RequestInit) => Promise<Response>): Caller {
  const headers = { [USER_HEADER]: ACTOR };
  const expect = async (response: Response, status: number): Promise<unknown> => {
    const body: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  return {
    async list() {
      await expect(await send('/api/claims', { headers }), 200);
    },
    async read(id) {
      await expect(await send(`/api/claims/${id}`, { headers }), 200);
    },
    async create(values) {
      const init = {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      };
      await expect(await send('/api/claims', init), 201);
    },
  };
}

/** The app's own path to the records, with the same checks as the mock's. */
function localCaller(spec: Spec, store: DexieRecordStore): Caller {
  const user = spec.users.find((u) => u.id === ACTOR)!;
  const access = createAccess(spec, user);
  const book = new RuleBook(spec, store, { user: () => user });
  const local = new LocalDataSource(spec, store, {
    guards: [book.writeGuard, accessWriteGuard(() => access)],
  });
  const source = new AccessDataSource(local, {
    access,
    writeTransition: storeTransitionWriter(store, spec.errors),
    ruleValidator: (entity, action, record) => book.validateAction(entity, record, action),
  });
  const check = (outcome: { ok: boolean }, what: string): void => {
    if (!outcome.ok) throw new Error(`the local ${what} failed: ${JSON.stringify(outcome)}`);
  };
  return {
    async list() {
      await source.list('Claim');
    },
    async read(id) {
      check(await source.get('Claim', id), 'read');
    },
    async create(values) {
      check(await source.create('Claim', values as Record<string, string | number>), 'create');
    },
  };
}

/**
 * The records both stores start with: 20 categories and `count` claims of the seed 1, none of
 * them the admin's (whose open claims the rule TOO_MANY_OPEN_CLAIMS counts on each create).
 */
function benchRecords(spec: Spec, count: number): StoredRecord[] {
  const seeded = seedRecords(spec, { seed: 1, perEntity: count });
  const at = new Date().toISOString();
  const records: StoredRecord[] = [];
  for (const { entity, records: ofEntity } of seeded) {
    const kept = entity === 'Category' ? ofEntity.slice(0, CATEGORIES) : ofEntity;
    kept.forEach(({ id, values }, n) => {
      const fixed = { ...values };
      if (entity === 'Claim') {
        fixed['category'] = `category-s1-${(n % CATEGORIES) + 1}`;
        if (fixed['owner'] === ACTOR) fixed['owner'] = 'u1';
      }
      records.push({
        entity,
        id,
        values: fixed,
        aside: {},
        version: 1,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return records;
}
