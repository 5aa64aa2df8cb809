import type { Spec } from '@specrun/model';
import { migrateStore, type MigrationReport } from '@specrun/runtime';
import {
  MockBackend,
  type CallAnswer,
  type CallRequest,
  type PasswordHasher,
} from '@specrun/runtime/backend';
import { createHandler } from './http/createHandler.ts';
import type { SqlRecordStore } from './sql/SqlRecordStore.ts';

/** What a `ServedSpec` needs besides the spec. */
export interface ServedSpecOptions {
  store: SqlRecordStore;
  /** The key the backend signs and reads tokens with. */
  tokenSecret: Uint8Array;
  /** Let the development header (`x-specrun-user`) name the acting sample user. */
  trustUserHeader: boolean;
  /** How the backend hashes passwords. */
  passwords: PasswordHasher;
  /** The one origin whose pages may call the server from a browser (CORS); default none. */
  origin?: string;
  /** What `GET /health` says besides the spec's name; throws when the database does not answer. */
  health: () => Promise<Record<string, unknown>>;
  /** The clock of migrations; default the system clock. */
  now?: () => Date;
}

/** What taking a new version of the spec did to the stored records. */
export type AdoptReport = MigrationReport;

/**
 * The version of a spec that a server answers for, with its backend (`MockBackend`) over the
 * store, and the way to a new version: the store's tables take the new spec (nothing dropped),
 * its records are migrated as the browser app migrates its own (a value whose field is gone is
 * kept aside), and only then do requests go to the new backend. A version the database cannot
 * take leaves the one served before in place.
 */
export class ServedSpec {
  private current: { spec: Spec; backend: MockBackend; handle: Handle };
  /** Versions are taken one at a time, in the order they came. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly options: ServedSpecOptions,
    spec: Spec,
  ) {
    this.current = this.make(spec);
  }

  /** Migrates the store to `spec` and serves it; rejects as `adopt` does. */
  static async open(
    spec: Spec,
    options: ServedSpecOptions,
  ): Promise<{ served: ServedSpec; report: AdoptReport }> {
    await options.store.ready;
    const report = await migrateStore(options.store, spec, now(options));
    return { served: new ServedSpec(options, spec), report };
  }

  /** The spec served now. */
  get spec(): Spec {
    return this.current.spec;
  }

  /** Answers a request with the spec served now (`createHandler`). */
  readonly handle: Handle = (request) => this.current.handle(request);

  /**
   * Serves `spec` from now on, once the store has taken it and its records are migrated.
   * Rejects with the database's reason when it cannot take it; the version served before is
   * then served on.
   */
  adopt(spec: Spec): Promise<AdoptReport> {
    const next = this.queue.then(async () => {
      const { store } = this.options;
      try {
        await store.adopt(spec);
        const report = await migrateStore(store, spec, now(this.options));
        const before = this.current;
        this.current = this.make(spec);
        before.backend.close();
        return report;
      } catch (error) {
        // The tables the new version made or widened are kept (nothing is dropped); the
        // registry goes back to the version served.
        await store.adopt(this.current.spec).catch(() => undefined);
        throw error;
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Closes the backend; the store is its opener's. */
  close(): void {
    this.current.backend.close();
  }

  private make(spec: Spec): { spec: Spec; backend: MockBackend; handle: Handle } {
    const { store, tokenSecret, trustUserHeader, passwords, origin, health } = this.options;
    const backend = new MockBackend({
      spec,
      store,
      serial: false,
      tokenSecret,
      trustUserHeader,
      passwords,
    });
    const handle = createHandler({
      spec,
      backend,
      ...(origin === undefined ? {} : { origin }),
      health: async () => ({ spec: spec.name, ...(await health()) }),
    });
    return { spec, backend, handle };
  }
}

type Handle = (request: CallRequest) => Promise<CallAnswer | undefined>;

function now(options: ServedSpecOptions): string {
  return (options.now?.() ?? new Date()).toISOString();
}
