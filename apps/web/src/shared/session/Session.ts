import type { CompiledApp, DataSource, MigrationReport, RecordStore } from '@specrun/runtime';
import type { Diagnostic, Gap, Severity, Spec, User } from '@specrun/spec';
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
  source: DataSource;
  /** What opening the store under this spec migrated. */
  migration: MigrationReport;
  /** The spec's sample users; one user holding every role when it names none (issue 5 adds a switcher). */
  users: User[];
  user: User | undefined;
}
