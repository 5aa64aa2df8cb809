import type { Spec, User } from '@specrun/model';
import type { Access } from '../access/Access.ts';
import { CallDataSource, type LocalSource, type RuleCheckingSource } from './CallDataSource.ts';
import type { CallLog } from './CallLog.ts';
import type { CallTarget } from './callSettings.ts';
import { NO_FAULTS, type FaultSettings } from './FaultSettings.ts';
import type { HostServer } from './HostServer.ts';
import type { Transport } from './sendCall.ts';

/**
 * Where a running app's calls go (point 7) and how: the spec's backend, which receives the acting
 * user in a header, or a live server at a base URL.
 */
export interface CallsConnection {
  /** Where the calls go now. */
  target(): CallTarget;
  /** How requests reach `target`: the spec's backend for `mock`, the network for `live`. */
  transportTo(target: CallTarget): Transport;
  /** Where every call is logged. */
  log: CallLog;
  /** The faults injected into every call, read at each call; default none. */
  faults?(): FaultSettings;
  /** Hears a change of target or faults. */
  subscribe?(listener: () => void): () => void;
  /**
   * The server that hosts the app (`specrun serve`), if any: calls to its base URL carry its
   * credentials of the acting user, and its announced writes are heard.
   */
  host?: HostServer | undefined;
}

/** Who acts, read at each call. */
export interface CallsActing {
  user: User;
  access: Access;
}

/** The calls layer of a running app's chain of data sources (`openSpecApp`'s `calls`). */
export interface CallsLayer {
  /**
   * The acting user's source through the spec's calls, to where they go now, and to `own` (their
   * `AccessDataSource`) for what the spec lists no call for.
   */
  source(own: RuleCheckingSource, acting: () => CallsActing): LocalSource;
  /** Hears that the calls go elsewhere: a source made before still sends to the old target. */
  subscribe(listener: () => void): () => void;
}

/** The calls layer of `spec` over a connection: its target, transport, log and faults. */
export function connectCalls(spec: Spec, connection: CallsConnection): CallsLayer {
  return {
    source(own, acting) {
      const target = connection.target();
      const live = target.mode === 'live';
      const { host } = connection;
      const hosted = live && host !== undefined && host.baseUrl === target.baseUrl;
      return new CallDataSource({
        spec,
        baseUrl: live ? target.baseUrl : '',
        mode: live ? 'live' : 'mock',
        send: connection.transportTo(target),
        // The spec's backend learns who acts from a header; a live server, from its own sign-in.
        user: () => (live ? undefined : acting().user),
        ...(hosted && host
          ? {
              credentials: () => host.credentials(acting().user),
              changes: (listener) => host.changes(listener),
            }
          : {}),
        local: own,
        access: () => acting().access,
        log: connection.log,
        faults: () => connection.faults?.() ?? NO_FAULTS,
      });
    },
    subscribe(listener) {
      let target = connection.target();
      return (
        connection.subscribe?.(() => {
          if (connection.target() === target) return; // Only the faults changed: read at each call.
          target = connection.target();
          listener();
        }) ?? (() => undefined)
      );
    },
  };
}
