import { startTransition, useEffect, useState } from 'react';

/**
 * An external store's current value, as `useSyncExternalStore` gives it, except that a change
 * renders as a transition: React renders it in slices between which the page stays responsive,
 * instead of in one task. For stores whose change swaps a large part of the page (a spec opened:
 * its whole app appears), where one task would block the page for tens of milliseconds on a
 * phone. The screen shows the previous value until the new one is rendered.
 */
export function useStoreInTransition<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [seen, setSeen] = useState(() => ({ getSnapshot, value: getSnapshot() }));
  let value = seen.value;
  if (seen.getSnapshot !== getSnapshot) {
    // Another store (a new place): its value now, not the last one of the store before.
    value = getSnapshot();
    setSeen({ getSnapshot, value });
  }
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setSeen((previous) => {
          const next = getSnapshot();
          return previous.getSnapshot === getSnapshot && Object.is(previous.value, next)
            ? previous
            : { getSnapshot, value: next };
        }),
      );
    const unsubscribe = subscribe(update);
    // The store may have changed between the render and this subscription.
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
