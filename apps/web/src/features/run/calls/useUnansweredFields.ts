import type { Entity } from '@specrun/model';
import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../SessionContext.ts';
import { useLoadedCalls } from './useCallsRuntime.ts';

const NONE: ReadonlySet<string> = new Set();
const NOTHING = () => () => undefined;

/**
 * The fields of an entity that a live server's answer for one record leaves out, so that a screen
 * says so instead of showing them empty; none when the calls go to the mock backend or the spec
 * has none. Follows the calls' target.
 */
export function useUnansweredFields(entity: Entity): ReadonlySet<string> {
  const { calls } = useSession();
  const runtime = useLoadedCalls(calls);
  const target = useSyncExternalStore(
    runtime ? (listener) => runtime.subscribe(listener) : NOTHING,
    () => runtime?.target(),
  );
  return useMemo(
    () => (runtime && target ? runtime.unanswered(entity) : NONE),
    [runtime, target, entity],
  );
}
