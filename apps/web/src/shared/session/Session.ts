import type {
  Access,
  CompiledApp,
  CompiledLifecycle,
  LocalDataSource,
  MigrationReport,
  RecordStore,
  RuleBook,
  SamplesNote,
} from '@specrun/runtime';
import type { Diagnostic, Gap, Severity, Spec, User } from '@specrun/model';
import type { LocalSource } from '@specrun/runtime/calls';
import type { CallsHandle } from '../calls/callsHandle.ts';
import type { OpenedSpec } from './OpenedSpec.ts';

/** Everything a running spec needs, opened once per place and shared by its screens. */
export interface Session {
  opened: OpenedSpec;
  spec: Spec;
  /** The reader's and checker's diagnostics, in source order. */
  diagnostics: Diagnostic[];
  counts: Record<Severity, number>;
  gaps: Gap[];
  app: CompiledApp;
  store: RecordStore;
  /**
   * What opening the store under this spec did (resolves once it is migrated): the records it
   * changed, and the records of entities the spec no longer has, kept as they are.
   */
  migration: Promise<MigrationReport>;
  /** What starting the place with the spec's sample records did (resolves after `migration`). */
  samples: Promise<SamplesNote>;
  /**
   * Point 3's constraints and point 5's rules, compiled once when first needed (a write, a form)
   * and checked on every write.
   */
  loadRules: () => Promise<RuleBook>;
  /** The lifecycles of point 4, by entity. */
  lifecycles: ReadonlyMap<string, CompiledLifecycle>;
  /** The records as stored, every write checked against the rules and the acting user's rights. */
  local: LocalDataSource;
  /** The spec's sample users; one user holding every role when it names none. */
  users: User[];
  /** Who the app acts as now. */
  user: User;
  /** What `user` may see and do (point 6, and point 4 for actions). */
  access: Access;
  /**
   * Where screens read and write, as `user` may: through the spec's calls when it lists any
   * (`calls`), else `local`; lifecycle actions included.
   */
  source: LocalSource;
  /** Point 7's calls: where they go, their log, the mock backend; absent when the spec lists none. */
  calls: CallsHandle | undefined;
  /** Acts as another of `users` from now on. */
  switchUser: (id: string) => void;
  /** Releases the store and the rules' indexes. */
  close: () => void;
}
