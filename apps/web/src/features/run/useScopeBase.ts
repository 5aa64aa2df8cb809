import { scopeBase, type ScopeBase } from '@specrun/runtime';
import { useMemo } from 'react';
import { useSession } from './SessionContext.ts';

/** What the running spec's expressions see besides a record: constants, the user, now and today. */
export function useScopeBase(): ScopeBase {
  const { spec, user } = useSession();
  // `now` is taken when the screen opens: a list does not change under the user as time passes.
  return useMemo(() => scopeBase(spec, user, new Date()), [spec, user]);
}
