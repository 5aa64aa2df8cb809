import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What a component made by `lazyComponent` takes besides its own props. */
export interface LazyProps {
  /** Shown until the component's code has loaded; nothing when absent. */
  fallback?: ReactNode;
}

/** A component whose code loads apart, with a way to start loading it before it renders. */
export type LazyComponent<P> = ((props: P & LazyProps) => ReactNode) & {
  /** Starts loading the code (once; again after a failure). Never rejects. */
  preload(): Promise<void>;
  /** Whether the code has loaded: the component then renders at once, without its fallback. */
  isLoaded(): boolean;
};

/**
 * A component whose code loads when it first mounts (or on `preload`), showing its `fallback`
 * meanwhile, and itself as soon as the code is there. React's `lazy` in a `Suspense` does the
 * same but holds back what a suspended boundary reveals until 300 ms after its fallback showed
 * (Suspense throttling): each screen of the running app came 0.3 s late on a fast connection.
 * Nothing here suspends. A failed load is thrown to the nearest error boundary, and loaded anew
 * when the component mounts again (a retry).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let failed: Error | undefined;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
        pending = undefined;
      },
    ));

  function Lazy({ fallback, ...props }: P & LazyProps): ReactNode {
    const [outcome, setOutcome] = useState<{ failure?: Error }>();
    // Whether this render had the code: the load may end between a render without it and this
    // effect, which then still renders again.
    const shown = loaded !== undefined;
    // The code starts loading as the component first renders, as React's `lazy` does, not once
    // the whole tree it is part of has committed: a screen's code then comes while its frame
    // renders. Loading is started once, so a render that is thrown away costs nothing.
    if (!shown && failed === undefined) void preload();
    useEffect(() => {
      if (shown) return undefined;
      let mounted = true;
      void preload().then(() => {
        if (!mounted) return;
        // As a transition: a screen that arrives renders in slices between which the page paints
        // and answers input, not in one long task (a list's frame took 80 ms so on a phone).
        startTransition(() =>
          setOutcome(loaded === undefined ? { failure: failed ?? new Error('Not loaded.') } : {}),
        );
      });
      return () => {
        mounted = false;
      };
    }, [shown]);
    if (outcome?.failure !== undefined) throw outcome.failure;
    if (loaded === undefined) return fallback ?? null;
    const Component = loaded;
    return <Component {...(props as P)} />;
  }

  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}
