import type { SpecApp, SpecAppState } from '@specrun/runtime';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Session } from '../../shared/session/Session.ts';

/** The running spec's session, provided by the running app's root for every screen below it. */
export const SessionContext = createContext<Session | undefined>(undefined);

/**
 * A session as a screen reads it: the spec's, its running app's (users, lifecycles, store, rules),
 * and who acts now, with what they may do and where they read and write.
 */
export type RunSession = SpecApp & Session & SpecAppState;

/**
 * The session of the running spec, re-rendering its reader when the acting user changes or the
 * calls go elsewhere; only for components inside the running app.
 */
export function useSession(): RunSession {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useSession is used outside the running app: render it below SessionContext.');
  const { running } = session;
  const acting = useSyncExternalStore(running.subscribe, running.getSnapshot);
  // The session's own `spec` and `close` win over the running app's.
  return useMemo(() => ({ ...running, ...session, ...acting }), [running, session, acting]);
}
