import { describe, expect, it } from 'vitest';
import type { StoreChange } from '../storage/RecordStore.ts';
import { expenseClaims, fakeSend, json, openCalls, wireClaim } from './calls.testing.ts';
import { CallLog } from './CallLog.ts';
import type { CallTarget } from './callSettings.ts';
import { connectCalls, type CallsConnection } from './connectCalls.ts';
import { devCredentials, type HostServer } from './HostServer.ts';

/** A host server whose announcements the test makes with `announce`. */
function fakeHost(baseUrl: string) {
  const listeners = new Set<(change: StoreChange) => void>();
  const host: HostServer = {
    baseUrl,
    credentials: devCredentials,
    changes: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = (change: StoreChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  return { host, announce, listeners };
}

/** The layer's source for u1 over `target`, with the local source of `openCalls`. */
function sourceOver(target: CallTarget, host: HostServer) {
  const { send, sent } = fakeSend(() => json(200, [wireClaim('c1')]));
  const spec = expenseClaims();
  const { local, access, actor } = openCalls({ spec });
  const connection: CallsConnection = {
    target: () => target,
    transportTo: () => send,
    log: new CallLog(),
    host,
  };
  const source = connectCalls(spec, connection).source(local, () => ({ user: actor, access }));
  return { source, sent };
}

describe('connectCalls with a host server', () => {
  it("sends the host's credentials of the acting user and hears the writes it announces", async () => {
    const { host, announce, listeners } = fakeHost('http://127.0.0.1:8080');
    const { source, sent } = sourceOver({ mode: 'live', baseUrl: host.baseUrl }, host);
    await source.list('Claim');
    expect(sent[0]?.url).toBe('http://127.0.0.1:8080/api/claims');
    expect(sent[0]?.headers['x-specrun-user']).toBe('u1');

    const heard: StoreChange[] = [];
    const leave = source.subscribe((change) => heard.push(change));
    announce({ entity: 'Claim', ids: ['c1'] });
    expect(heard).toEqual([{ entity: 'Claim', ids: ['c1'] }]);
    leave();
    expect(listeners.size).toBe(0);
    announce({ entity: 'Claim', ids: ['c2'] });
    expect(heard).toHaveLength(1);
  });

  it('sends no credentials to another live server, and does not hear the host there', async () => {
    const { host, listeners } = fakeHost('http://127.0.0.1:8080');
    const { source, sent } = sourceOver({ mode: 'live', baseUrl: 'https://other.test' }, host);
    await source.list('Claim');
    expect(sent[0]?.url).toBe('https://other.test/api/claims');
    expect(sent[0]?.headers['x-specrun-user']).toBeUndefined();
    source.subscribe(() => undefined);
    expect(listeners.size).toBe(0);
  });
});
