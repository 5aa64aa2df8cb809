import type { RecordStore } from '@specrun/runtime';
import {
  CallLog,
  callSettingsKey,
  connectCalls,
  fetchTransport,
  loadCallMode,
  loadFaults,
  saveCallMode,
  saveFaults,
  type CallsConnection,
  type CallsLayer,
  type CallTarget,
  type FaultSettings,
  type HostServer,
  type Transport,
  unansweredFields,
} from '@specrun/runtime/calls';
import type { SeedOptions, SeedResult } from '@specrun/runtime/backend';
import { mapCalls, type CallMap, type Entity, type Spec } from '@specrun/model';
import { hostServer, type ServedBy } from './hostServer.ts';
import { startMock, type RunningMock } from './startMock.ts';

/** What a spec's calls need from its session. */
export interface CallsRuntimeOptions {
  spec: Spec;
  place: string;
  store: RecordStore;
  now: () => Date;
  /** The server that serves the app (`specrun serve`): the calls go there from the start. */
  servedBy?: ServedBy;
}

/**
 * The calls of one opened spec (point 7): where they go (the mock backend or a live server,
 * remembered per place), the faults injected into them, the call log, and the mock backend,
 * started on the first call. One per place, kept across the acting user's changes: the
 * connection its running app sends the calls through.
 */
export class CallsRuntime implements CallsConnection {
  readonly log = new CallLog();
  readonly host: HostServer | undefined;
  private targetNow: CallTarget;
  private faultsNow: FaultSettings;
  private mock: Promise<RunningMock> | undefined;
  private readonly listeners = new Set<() => void>();
  private map: CallMap | undefined;

  constructor(private readonly options: CallsRuntimeOptions) {
    const { servedBy } = options;
    this.host = servedBy ? hostServer(servedBy) : undefined;
    // A served app calls its server: another target chosen in this place before does not count.
    this.targetNow = servedBy
      ? { mode: 'live', baseUrl: servedBy.baseUrl }
      : loadCallMode(options.place);
    this.faultsNow = loadFaults(options.place);
    // The settings are the spec's, not the tab's: a change made in another tab applies here too.
    if (typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key !== callSettingsKey(this.options.place)) return;
    const target = this.host ? this.targetNow : loadCallMode(this.options.place);
    const changed =
      target.mode !== this.targetNow.mode || target.baseUrl !== this.targetNow.baseUrl;
    if (changed) this.targetNow = target;
    this.faultsNow = loadFaults(this.options.place);
    this.emit();
  };

  /** Where the calls go now. */
  target(): CallTarget {
    return this.targetNow;
  }

  /**
   * The fields of an entity that the server's answer for one of its records leaves out
   * (`Article without favoritedBy`), when the calls go to a live server; none for the mock
   * backend, whose records the app reads whole from the page's own store.
   */
  unanswered(entity: Entity): ReadonlySet<string> {
    if (this.targetNow.mode !== 'live') return new Set();
    return unansweredFields(entity, (this.map ??= mapCalls(this.options.spec)));
  }

  /** The faults injected into every call now. */
  faults(): FaultSettings {
    return this.faultsNow;
  }

  /** Sends the calls elsewhere from now on (remembered for the place). */
  setTarget(target: CallTarget): void {
    this.targetNow = target;
    saveCallMode(this.options.place, target);
    this.emit();
  }

  /** Injects these faults from the next call on (remembered for the place). */
  setFaults(faults: FaultSettings): void {
    this.faultsNow = faults;
    saveFaults(this.options.place, faults);
    this.emit();
  }

  /** Calls `listener` when the target or the faults change. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** How requests reach a target: the page's `fetch` for a live server, else the mock backend. */
  transportTo(target: CallTarget): Transport {
    return target.mode === 'live' ? fetchTransport : this.sendToMock;
  }

  /** The calls layer of the spec's running app, over this connection. */
  layer(): CallsLayer {
    return connectCalls(this.options.spec, this);
  }

  /** The mock backend, started when first needed. */
  startMock(): Promise<RunningMock> {
    const { spec, store, now } = this.options;
    return (this.mock ??= startMock(spec, store, now));
  }

  /** Writes sample records through the mock backend's checks. */
  async seed(options: SeedOptions): Promise<SeedResult> {
    return (await this.startMock()).backend.seed(options);
  }

  /** Stops the mock backend (the store stays the session's). */
  close(): void {
    if (typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
    void this.mock?.then((mock) => mock.close());
  }

  private readonly sendToMock: Transport = async (request) =>
    (await this.startMock()).send(request);

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
