import type { StoreChange } from '@specrun/runtime';
import { describe, expect, it } from 'vitest';
import { hostServer, type EventFeed } from './hostServer.ts';

/** A fake event stream: the test fires its events. */
class FakeFeed implements EventFeed {
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, data?: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close(): void {
    this.closed = true;
  }
}

const SERVED = { baseUrl: 'http://127.0.0.1:8080', events: 'http://127.0.0.1:8080/specrun-events' };
const ADA = { id: 'u1', name: 'Ada', roles: ['employee'] };

function open() {
  const feeds: FakeFeed[] = [];
  const opened: string[] = [];
  const make = (url: string) => {
    opened.push(url);
    const feed = new FakeFeed();
    feeds.push(feed);
    return feed;
  };
  return { feeds, opened, make };
}

describe('hostServer', () => {
  it('opens the stream with the first listener, passes its writes on, and closes it with the last', () => {
    const { feeds, opened, make } = open();
    const host = hostServer({ ...SERVED, acting: 'dev-header' }, make);
    expect(opened).toEqual([]);
    const heard: StoreChange[] = [];
    const leaveA = host.changes((change) => heard.push(change));
    const leaveB = host.changes(() => undefined);
    expect(opened).toEqual([SERVED.events]);
    const feed = feeds[0]!;
    feed.fire('open');
    feed.fire('records', JSON.stringify({ entity: 'Claim', ids: ['c1'] }));
    feed.fire('records', JSON.stringify({ entity: 'Claim' }));
    // Data that names no entity is no change.
    feed.fire('records', 'not json');
    feed.fire('records', JSON.stringify({ ids: ['c1'] }));
    expect(heard).toEqual([{ entity: 'Claim', ids: ['c1'] }, { entity: 'Claim' }]);
    // Open again after a break: writes may have been missed, so everything is read again.
    feed.fire('open');
    expect(heard.at(-1)).toEqual({});
    leaveA();
    expect(feed.closed).toBe(false);
    leaveB();
    expect(feed.closed).toBe(true);
    host.changes(() => undefined);
    expect(opened).toHaveLength(2);
  });

  it('names the acting user in the development header, and sends no token it does not have', () => {
    const { make } = open();
    expect(hostServer({ ...SERVED, acting: 'dev-header' }, make).credentials(ADA)).toEqual({
      'x-specrun-user': 'u1',
    });
    expect(hostServer({ ...SERVED, acting: 'token' }, make).credentials(ADA)).toEqual({});
  });
});
