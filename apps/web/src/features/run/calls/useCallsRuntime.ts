import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import type { CallsHandle } from '../../../shared/calls/callsHandle.ts';
import type { Loadable } from '../../../shared/loading/createResource.ts';

const NOTHING = () => () => undefined;
const NONE = () => undefined;

/** The calls' runtime of a spec, loading it; `undefined` for a spec without calls. */
export function useCallsRuntime(
  handle: CallsHandle | undefined,
): Loadable<CallsRuntime> | undefined {
  const [state, setState] = useState<Loadable<CallsRuntime>>(() => {
    const current = handle?.current();
    return current ? { status: 'ready', value: current } : { status: 'loading' };
  });
  useEffect(() => {
    if (!handle) return;
    let live = true;
    handle.load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [handle]);
  return handle ? state : undefined;
}

/** The calls' runtime once something else loaded it (a screen's first read), without loading it. */
export function useLoadedCalls(handle: CallsHandle | undefined): CallsRuntime | undefined {
  return useSyncExternalStore(handle?.subscribe ?? NOTHING, handle?.current ?? NONE);
}

/** Re-renders on every change of the runtime's target and faults; gives them. */
export function useCallSettings(runtime: CallsRuntime) {
  const target = useSyncExternalStore(
    (listener) => runtime.subscribe(listener),
    () => runtime.target(),
  );
  const faults = useSyncExternalStore(
    (listener) => runtime.subscribe(listener),
    () => runtime.faults(),
  );
  return { target, faults };
}
