import { createContext, useContext } from 'react';
import type { Session } from '../../shared/session/Session.ts';

/** The running spec's session, provided by the running app's root for every screen below it. */
export const SessionContext = createContext<Session | undefined>(undefined);

/** The session of the running spec; only for components inside the running app. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useSession is used outside the running app: render it below SessionContext.');
  return session;
}
