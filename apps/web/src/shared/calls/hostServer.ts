import type { StoreChange } from '@specrun/runtime';
import { devCredentials, type HostServer } from '@specrun/runtime/calls';

/**
 * The server that serves the app and answers its calls (`specrun serve`), as `specrun.json`
 * names it: its base URL, its event stream, and how it learns who acts.
 */
export interface ServedBy {
  baseUrl: string;
  /** Its event stream: `records` after each write, with the entity and the ids written. */
  events: string;
  /** The development header naming the acting sample user (`--dev`), or a token of sign-in. */
  acting: 'dev-header' | 'token';
}

/** The part of `EventSource` this module uses; tests bring their own. */
export interface EventFeed {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/**
 * The host server of the app's calls over its event stream: the stream is opened with the first
 * listener and closed with the last; each `records` event reaches every listener as a change of
 * its entity, and when the stream opens again after a break (the server restarted), every list
 * is read again, as writes may have been missed. Under `token`, it adds no header: the calls send
 * the token the spec's own sign-in answered (`connectCalls`).
 */
export function hostServer(
  served: ServedBy,
  open: (url: string) => EventFeed = (url) => new EventSource(url),
): HostServer {
  const listeners = new Set<(change: StoreChange) => void>();
  let feed: EventFeed | undefined;
  const emit = (change: StoreChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  const connect = (): EventFeed => {
    const made = open(served.events);
    let opened = 0;
    made.addEventListener('open', () => {
      opened += 1;
      if (opened > 1) emit({});
    });
    made.addEventListener('records', (event) => {
      const change = changeOf(event.data);
      if (change) emit(change);
    });
    return made;
  };
  return {
    baseUrl: served.baseUrl,
    credentials: (user) => (served.acting === 'dev-header' ? devCredentials(user) : {}),
    changes: (listener) => {
      listeners.add(listener);
      feed ??= connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        feed?.close();
        feed = undefined;
      };
    },
  };
}

/** The change a `records` event names, or undefined for data that names none. */
function changeOf(data: unknown): StoreChange | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { entity, ids } = parsed as { entity?: unknown; ids?: unknown };
  if (typeof entity !== 'string') return undefined;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string')
    ? { entity, ids: ids as string[] }
    : { entity };
}
