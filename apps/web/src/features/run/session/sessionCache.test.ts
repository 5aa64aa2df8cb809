import { describe, expect, it, vi } from 'vitest';
import type { OpenedSpec } from '../../../shared/session/OpenedSpec.ts';
import type { Session } from '../../../shared/session/Session.ts';
import { createSessionCache, type PlaceState } from './sessionCache.ts';

const spec = (place: string, text: string, openedAt = ''): OpenedSpec => ({
  place,
  text,
  format: 'markdown',
  origin: { kind: 'file', fileName: `${place}.md` },
  openedAt,
});

/** A stand-in session: only what the cache touches. */
function fakeSession(opened: OpenedSpec): Session {
  return { opened, store: {}, close: vi.fn() } as unknown as Session;
}

/** Waits until the place's state is no longer loading. */
async function settled(read: () => PlaceState): Promise<PlaceState> {
  for (let i = 0; i < 50 && read().status === 'loading'; i++)
    await new Promise((resolve) => setTimeout(resolve));
  return read();
}

describe('the session cache', () => {
  it('opens a place once and gives every reader the same session', async () => {
    const library = new Map([['a', spec('a', '# Specification: A')]]);
    const open = vi.fn((opened: OpenedSpec) => Promise.resolve(fakeSession(opened)));
    const cache = createSessionCache({ resolve: (p) => Promise.resolve(library.get(p)), open });
    expect(cache.read('a')).toEqual({ status: 'loading' });
    const state = await settled(() => cache.read('a'));
    expect(state.status === 'ready' && state.value?.opened.text).toBe('# Specification: A');
    expect(cache.read('a')).toBe(state);
    await cache.revalidate('a');
    expect(cache.read('a')).toBe(state);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says an unknown place is unknown, and keeps a failure as state until reloaded', async () => {
    let fail = true;
    const cache = createSessionCache({
      resolve: (p) => Promise.resolve(p === 'b' ? spec('b', 'x') : undefined),
      open: (opened) =>
        fail ? Promise.reject(new Error('disk full')) : Promise.resolve(fakeSession(opened)),
    });
    expect(await settled(() => cache.read('nowhere'))).toEqual({
      status: 'ready',
      value: undefined,
    });
    expect(await settled(() => cache.read('b'))).toMatchObject({
      status: 'error',
      error: { message: 'disk full' },
    });
    fail = false;
    cache.reload('b');
    expect(cache.read('b').status).toBe('loading');
    expect((await settled(() => cache.read('b'))).status).toBe('ready');
  });

  it('opens a place anew when its spec was opened again, and closes the old store', async () => {
    const library = new Map([['a', spec('a', 'first', '1')]]);
    const cache = createSessionCache({
      resolve: (p) => Promise.resolve(library.get(p)),
      open: (opened) => Promise.resolve(fakeSession(opened)),
    });
    const first = await settled(() => cache.read('a'));
    const listener = vi.fn();
    cache.subscribe(listener);
    library.set('a', spec('a', 'second', '2'));
    await cache.revalidate('a');
    const second = await settled(() => cache.read('a'));
    expect(second.status === 'ready' && second.value?.opened.text).toBe('second');
    expect(first.status === 'ready' && first.value?.close).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
  });

  it('opens a place whose spec is at hand in the same read, and the others the usual way', async () => {
    const own = spec('own', '# Specification: Own');
    const resolve = vi.fn((p: string) => Promise.resolve(p === 'b' ? spec('b', 'B') : undefined));
    const open = vi.fn((opened: OpenedSpec) => Promise.resolve(fakeSession(opened)));
    const cache = createSessionCache({
      resolve,
      open,
      openNow: (p) => (p === 'own' ? fakeSession(own) : undefined),
    });
    const first = cache.read('own');
    expect(first.status === 'ready' && first.value?.opened).toBe(own);
    expect(cache.read('own')).toBe(first);
    expect(cache.read('b')).toEqual({ status: 'loading' });
    expect((await settled(() => cache.read('b'))).status).toBe('ready');
    expect(open).toHaveBeenCalledTimes(1);
    expect(resolve).not.toHaveBeenCalledWith('own');
  });

  it('keeps a failure to open at once as the state, and opens the place again on reload', async () => {
    let fail = true;
    const cache = createSessionCache({
      resolve: (p) => Promise.resolve(spec(p, 'x')),
      open: (opened) => Promise.resolve(fakeSession(opened)),
      openNow: (p) => {
        if (fail) throw new Error('store refused');
        return fakeSession(spec(p, 'now'));
      },
    });
    expect(cache.read('c')).toMatchObject({ status: 'error', error: { message: 'store refused' } });
    fail = false;
    cache.reload('c');
    const state = await settled(() => cache.read('c'));
    expect(state.status === 'ready' && state.value?.opened.text).toBe('x');
  });
});
