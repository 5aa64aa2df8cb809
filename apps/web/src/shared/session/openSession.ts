import {
  compileApp,
  DexieRecordStore,
  openSpecApp,
  VISITOR_USER,
  type RecordStore,
} from '@specrun/runtime';
import {
  reportGaps,
  unboundCallsIn,
  type Diagnostic,
  type Severity,
  type Spec,
} from '@specrun/model';
import { callsHandle, type CallsHandle } from '../calls/callsHandle.ts';
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
  /** The user to act as first, when the spec has one of that id (the one chosen last time). */
  userId?: string | undefined;
}

/**
 * Reads, checks and compiles an opened spec and opens its running app over its place's store,
 * which migrates what it holds to the spec as it is now (the session comes before the migration
 * ends: its store waits for it), acting as `userId` or its first user. A spec with errors still
 * opens: the sound parts run. The checker loads only when the spec comes without its diagnostics.
 */
export async function openSession(
  opened: CheckedOpenedSpec,
  options: OpenSessionOptions = {},
): Promise<Session> {
  const ready = openSessionNow(opened, options);
  if (ready !== undefined) return ready;
  const { spec, diagnostics } = await readOpened(opened);
  // The store opens (and migrates) while the checker runs.
  const session = startSession(opened, spec, options);
  return withDiagnostics(session, await diagnostics);
}

/**
 * Opens the session of a spec that came read and checked (its model and diagnostics from
 * `specrun build` or `specrun dev`) in the same task, so that its frame and screen can render at
 * once; `undefined` when the spec still has to be read or checked (`openSession` does that).
 */
export function openSessionNow(
  opened: CheckedOpenedSpec,
  options: OpenSessionOptions = {},
): Session | undefined {
  if (opened.model === undefined || opened.diagnostics === undefined) return undefined;
  return withDiagnostics(startSession(opened, opened.model, options), opened.diagnostics);
}

/** A session without what its diagnostics decide: its app compiled and running over its store. */
type StartedSession = Omit<Session, 'diagnostics' | 'counts' | 'gaps'>;

function startSession(
  opened: CheckedOpenedSpec,
  spec: Spec,
  options: OpenSessionOptions,
): StartedSession {
  const app = compileApp(spec);
  const now = options.now ?? (() => new Date());
  // Point 7: when the spec lists calls, screens read and write through them (the mock backend
  // over the app's store by default), loaded on the first read or write.
  let calls: CallsHandle | undefined;
  const servedBy = opened.origin.kind === 'single' ? opened.origin.servedBy : undefined;
  const running = openSpecApp({
    spec,
    store: options.store ?? new DexieRecordStore(opened.place),
    now,
    userId: options.userId,
    // A server that takes tokens: a visitor, until the calls bring back a sign-in of this tab.
    ...(servedBy?.acting === 'token' ? { user: VISITOR_USER } : {}),
    // Called only for a spec that lists calls: it has its handle by then.
    calls: async () => (await calls!.load()).layer(),
  });
  if (spec.calls.length > 0)
    calls = callsHandle({
      spec,
      place: opened.place,
      store: running.store,
      now,
      ...(servedBy ? { servedBy } : {}),
    });
  return {
    opened,
    spec,
    app,
    running,
    calls,
    close: () => {
      calls?.close();
      running.close();
    },
  };
}

function withDiagnostics(session: StartedSession, diagnostics: Diagnostic[]): Session {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return {
    ...session,
    diagnostics,
    counts,
    gaps: reportGaps(session.spec, unboundCallsIn(session.spec, diagnostics)),
  };
}

/**
 * The model of an opened spec that came without its model or diagnostics, read here, and its
 * diagnostics: as the CLI sent them when it did, else checked here (the checker loads then).
 */
async function readOpened(
  opened: CheckedOpenedSpec,
): Promise<{ spec: Spec; diagnostics: Diagnostic[] | Promise<Diagnostic[]> }> {
  const { readSpecText } = await import('./readSpecText.ts');
  const read = await readSpecText(opened.text, opened.format);
  return {
    spec: read.spec,
    diagnostics:
      opened.diagnostics ??
      import('./collectDiagnostics.ts').then(({ collectDiagnostics }) =>
        collectDiagnostics(opened.text, read),
      ),
  };
}
