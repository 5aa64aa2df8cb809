import {
  accessWriteCheck,
  compileApp,
  compileLifecycles,
  createAccess,
  DexieRecordStore,
  defaultUser,
  LocalDataSource,
  migrateStore,
  storeAfter,
  sampleUsers,
  seedSamples,
  AccessDataSource,
  storeTransitionWriter,
  type Access,
  type RecordStore,
  type RuleBook,
  type StoredRecord,
} from '@specrun/runtime';
import { reportGaps, type Diagnostic, type Severity, type Spec, type User } from '@specrun/model';
import { callsHandle } from '../calls/callsHandle.ts';
import { lazySource } from '../calls/lazySource.ts';
import type { OpenedSpec } from './OpenedSpec.ts';
import type { Session } from './Session.ts';

/**
 * An opened spec, with its diagnostics when they were found before it was opened: `specrun build`
 * and `specrun dev` check the spec and write what they found into `specrun.json`.
 */
export interface CheckedOpenedSpec extends OpenedSpec {
  /** The reader's and checker's diagnostics of `text`, in source order; when absent, it is checked. */
  diagnostics?: Diagnostic[];
  /**
   * The model the reader made of `text` (with `diagnostics`, from `specrun build`): the session
   * runs it without loading the reader. When absent, `text` is read.
   */
  model?: Spec;
}

/** Options of `openSession`: tests may bring their own store. */
export interface OpenSessionOptions {
  store?: RecordStore;
  now?: () => Date;
  /** Called when the acting user changes (the app re-renders with the new session). */
  onSwitch?: (session: Session) => void;
  /** The user to act as first, when the spec has one of that id (the one chosen last time). */
  userId?: string | undefined;
}

/**
 * Reads, checks and compiles an opened spec, opens its place's store and migrates what it holds
 * to the spec as it is now (the session comes before the migration ends: its store waits for it),
 * then compiles its rules and acts as its first user. A spec with
 * errors still opens: the sound parts run. The checker loads only when the spec comes without its
 * diagnostics.
 */
export async function openSession(
  opened: CheckedOpenedSpec,
  options: OpenSessionOptions = {},
): Promise<Session> {
  const { spec, diagnostics: checked } = await readOpened(opened);
  const app = compileApp(spec);
  const opening = options.store ?? new DexieRecordStore(opened.place);
  const now = options.now ?? (() => new Date());
  const iso = () => now().toISOString();
  // The session is there before its store has opened and migrated: the frame and the screen's
  // title show meanwhile, and every read and write waits for the migration (and fails with it).
  // A new place starts with the spec's sample records, written before the first read.
  const seeded = migrateStore(opening, spec, iso()).then(async (report) => ({
    report,
    samples: await seedSamples(opening, spec, now()),
  }));
  const migration = seeded.then(({ report }) => report);
  const samples = seeded.then(({ samples }) => samples);
  migration.catch(() => undefined); // Reported by each read and write that waited for it.
  samples.catch(() => undefined);
  const store = storeAfter(opening, migration);
  const diagnostics = await checked;
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  const users = sampleUsers(spec);
  // Who acts now: read by the rules (`user`) and the write checks below every path of writing.
  const first = users.find((u) => u.id === options.userId) ?? defaultUser(spec);
  const actor: { user: User; access: Access } = {
    user: first,
    access: createAccess(spec, first, { now }),
  };
  // The rules load with their engine when first needed (a write, a form), not before the first
  // screen: reading and listing records needs none of them.
  let book: Promise<RuleBook> | undefined;
  let closed = false;
  const loadRules = (): Promise<RuleBook> =>
    (book ??= import('@specrun/runtime/rules').then(({ RuleBook }) => {
      const rules = new RuleBook(spec, store, { user: () => actor.user, now });
      if (closed) rules.close();
      return rules;
    }));
  const local = new LocalDataSource(spec, store, {
    now: iso,
    checks: [
      async (write) => (await loadRules()).writeCheck(write),
      accessWriteCheck(() => actor.access),
    ],
  });
  const writeTransition = storeTransitionWriter(store, spec.errors);

  const ruleCheck = async (entity: string, action: string, record: StoredRecord) =>
    (await loadRules()).checkAction(entity, record, action);
  // Point 7: when the spec lists calls, screens read and write through them (the mock backend
  // by default), loaded on the first read or write; the rest stays in local storage.
  const calls =
    spec.calls.length === 0 ? undefined : callsHandle({ spec, place: opened.place, store, now });
  const acting = { user: () => actor.user, access: () => actor.access };

  const actAs = (user: User): Session => {
    const access = user === actor.user ? actor.access : createAccess(spec, user, { now });
    actor.user = user;
    actor.access = access;
    const own = new AccessDataSource(local, { access, writeTransition, ruleCheck, now: iso });
    const session: Session = {
      ...base,
      user,
      access,
      source: calls ? lazySource(async () => (await calls.load()).source(acting, own), own) : own,
      switchUser: (id) => {
        const next = users.find((u) => u.id === id);
        if (next && next !== actor.user) options.onSwitch?.(actAs(next));
      },
    };
    return session;
  };
  const base = {
    opened,
    spec,
    diagnostics,
    counts,
    gaps: reportGaps(spec),
    app,
    store,
    migration,
    samples,
    loadRules,
    lifecycles: compileLifecycles(spec),
    local,
    users,
    calls,
    close: () => {
      closed = true;
      leaveCalls?.();
      leaveTarget?.();
      calls?.close();
      void book?.then((rules) => rules.close());
      store.close();
    },
  };
  // A new target for the calls (mock or live) gives a session with a new data source.
  let leaveTarget: (() => void) | undefined;
  const leaveCalls = calls?.subscribe(() => {
    const runtime = calls.current();
    if (!runtime || leaveTarget) return;
    let target = runtime.target();
    leaveTarget = runtime.subscribe(() => {
      if (runtime.target() === target) return; // Only the faults changed: the source reads them.
      target = runtime.target();
      options.onSwitch?.(actAs(actor.user));
    });
  });
  return actAs(first);
}

/**
 * The model of an opened spec and its diagnostics: as the CLI sent them when it did (no reader
 * loaded: `specrun build` sites), else read here, and checked when no diagnostics came with it.
 */
async function readOpened(
  opened: CheckedOpenedSpec,
): Promise<{ spec: Spec; diagnostics: Diagnostic[] | Promise<Diagnostic[]> }> {
  if (opened.model !== undefined && opened.diagnostics !== undefined)
    return { spec: opened.model, diagnostics: opened.diagnostics };
  const { readSpec } = await import('./readSpecText.ts');
  const read = readSpec(opened.text, { format: opened.format });
  return {
    spec: read.spec,
    diagnostics:
      opened.diagnostics ??
      import('./collectDiagnostics.ts').then(({ collectDiagnostics }) =>
        collectDiagnostics(opened.text, read),
      ),
  };
}
