import { describe, expect, it, vi } from 'vitest';
import { createResource } from './createResource.ts';

/** A promise whose outcome the test decides. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createResource', () => {
  it('loads once, on first read, and keeps the value', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const resource = createResource(load);
    expect(load).not.toHaveBeenCalled();
    expect(resource.read()).toEqual({ status: 'loading' });
    expect(resource.read()).toBe(resource.read());
    await Promise.resolve();
    expect(resource.read()).toEqual({ status: 'ready', value: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, once, and a read after it does not load again', async () => {
    const load = vi.fn(() => Promise.resolve('early'));
    const resource = createResource(load);
    resource.preload();
    resource.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(resource.read()).toEqual({ status: 'ready', value: 'early' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers when the state changes, and stops when they leave', async () => {
    const pending = deferred<string>();
    const resource = createResource(() => pending.promise);
    const listener = vi.fn();
    const leave = resource.subscribe(listener);
    resource.read();
    pending.resolve('done');
    await pending.promise;
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    resource.reload();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as state, also when load throws instead of rejecting', async () => {
    const rejecting = createResource(() => Promise.reject(new Error('offline')));
    rejecting.read();
    await new Promise((resolve) => setTimeout(resolve));
    expect(rejecting.read()).toMatchObject({ status: 'error', error: { message: 'offline' } });

    const throwing = createResource((): Promise<number> => {
      throw 'not an Error';
    });
    throwing.read();
    await new Promise((resolve) => setTimeout(resolve));
    const state = throwing.read();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error).toBeInstanceOf(Error);
  });

  it('loads again on reload, and ignores the outcome of an attempt it replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const attempts = [first, second];
    const resource = createResource(
      () => attempts.shift()?.promise ?? Promise.reject(new Error('no more')),
    );
    resource.read();
    resource.reload();
    second.resolve('second');
    await second.promise;
    first.resolve('first');
    await first.promise;
    expect(resource.read()).toEqual({ status: 'ready', value: 'second' });
  });
});
