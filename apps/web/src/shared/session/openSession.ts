import {
  compileApp,
  DexieRecordStore,
  LocalDataSource,
  migrateStore,
  type RecordStore,
} from '@specrun/runtime';
import {
  checkSpec,
  readSpec,
  reportGaps,
  type Severity,
  type Spec,
  type User,
} from '@specrun/spec';
import type { OpenedSpec } from './OpenedSpec.ts';
import type { Session } from './Session.ts';

/** Options of `openSession`: tests may bring their own store. */
export interface OpenSessionOptions {
  store?: RecordStore;
  now?: () => Date;
}

/** The users a spec acts with: its sample users, or one user with every role it names. */
export function usersOf(spec: Spec): User[] {
  if (spec.users.length > 0) return spec.users;
  const roles = new Set<string>();
  for (const p of spec.permissions) for (const r of p.roles) if (r !== 'all') roles.add(r);
  return [{ id: 'user', name: 'You', roles: [...roles] }];
}

/**
 * Reads, checks and compiles an opened spec, opens its place's store and migrates what it holds
 * to the spec as it is now. A spec with errors still opens: the sound parts run.
 */
export async function openSession(
  opened: OpenedSpec,
  options: OpenSessionOptions = {},
): Promise<Session> {
  const read = readSpec(opened.text, { format: opened.format });
  const spec = read.spec;
  const diagnostics = [...read.diagnostics, ...checkSpec(spec)].sort(
    (a, b) => a.at.line - b.at.line || a.at.column - b.at.column,
  );
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  const store = options.store ?? new DexieRecordStore(opened.place);
  const now = options.now ?? (() => new Date());
  const migration = await migrateStore(store, spec, now().toISOString());
  const users = usersOf(spec);
  return {
    opened,
    spec,
    diagnostics,
    counts,
    gaps: reportGaps(spec),
    app: compileApp(spec),
    store,
    source: new LocalDataSource(spec, store, { now: () => now().toISOString() }),
    migration,
    users,
    user: users[0],
  };
}
