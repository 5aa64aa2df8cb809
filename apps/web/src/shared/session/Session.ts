import type { CompiledApp, SpecApp } from '@specrun/runtime';
import type { Diagnostic, Gap, Severity, Spec } from '@specrun/model';
import type { CallsHandle } from '../calls/callsHandle.ts';
import type { OpenedSpec } from './OpenedSpec.ts';

/**
 * A spec opened in the web app, once per place and shared by its screens: what the page knows of
 * it (its text and place, diagnostics, gap report, screens) and its running app, which the
 * runtime owns (users, records, who acts; read by screens through `useSession`).
 */
export interface Session {
  opened: OpenedSpec;
  spec: Spec;
  /** The reader's and checker's diagnostics, in source order. */
  diagnostics: Diagnostic[];
  counts: Record<Severity, number>;
  gaps: Gap[];
  app: CompiledApp;
  /** The spec's running app: its store, rules, lifecycles, sample users and who acts now. */
  running: SpecApp;
  /** Point 7's calls: where they go, their log, the mock backend; absent when the spec lists none. */
  calls: CallsHandle | undefined;
  /** Releases the calls, the store and the rules' indexes. */
  close: () => void;
}
