import { describe, expect, it } from 'vitest';
import type { PlaceState } from './sessionCache.ts';
import { watchSpecChanges } from './useSpecChanges.ts';

/** A cache stand-in whose state and look-ups the test drives. */
function fakeCache() {
  const listeners = new Set<() => void>();
  const looked: Array<() => void> = [];
  let state: PlaceState = { status: 'ready', value: undefined };
  return {
    looked,
    setState(next: PlaceState) {
      state = next;
      for (const listener of listeners) listener();
    },
    read: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revalidate: () => new Promise<void>((resolve) => looked.push(resolve)),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('watchSpecChanges', () => {
  it('looks the place up again when the workbench says its spec changed, and only then', () => {
    const cache = fakeCache();
    let send: (data: unknown) => void = () => undefined;
    watchSpecChanges('workbench-a', { cache, listen: (on) => ((send = on), () => undefined) });
    send({ place: 'workbench-b' });
    send('garbage');
    send(null);
    expect(cache.looked).toHaveLength(0);
    send({ place: 'workbench-a' });
    expect(cache.looked).toHaveLength(1);
  });

  it('applies a change heard while opening once opened, and one heard mid-look-up after it', async () => {
    const cache = fakeCache();
    let send: (data: unknown) => void = () => undefined;
    const stop = watchSpecChanges('p', { cache, listen: (on) => ((send = on), () => undefined) });
    cache.setState({ status: 'loading' });
    send({ place: 'p' });
    expect(cache.looked).toHaveLength(0);
    cache.setState({ status: 'ready', value: undefined });
    expect(cache.looked).toHaveLength(1);
    send({ place: 'p' });
    expect(cache.looked).toHaveLength(1);
    cache.looked[0]?.();
    await flush();
    expect(cache.looked).toHaveLength(2);
    stop();
  });
});
