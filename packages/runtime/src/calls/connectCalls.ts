import { DEFAULT_TOKEN_HEADER, parseTokenHeader, type Spec, type User } from '@specrun/model';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import type { Access } from '../access/Access.ts';
import { CallDataSource, type LocalSource, type RuleCheckingSource } from './CallDataSource.ts';
import type { CallLog } from './CallLog.ts';
import type { CallTarget } from './callSettings.ts';
import { NO_FAULTS, type FaultSettings } from './FaultSettings.ts';
import type { HostServer } from './HostServer.ts';
import { VISITOR_USER } from '../access/signedInRoles.ts';
import { keepSignIn, readKeptSignIn, type KeptSignIn } from './keptSignIn.ts';
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
  /**
   * Signing up and in on the live server the calls go to, through the spec's own calls;
   * undefined when they go to the page's backend (the app signs users in on its own store).
   */
  server(): ServerAccounts | undefined;
  /** Hears the live server refuse the kept token (401): it is forgotten, the user signed out. */
  signedOut(listener: () => void): () => void;
}

/**
 * Signing up and in on a live server: the token it answers is kept for the page's life and this
 * tab's (`keepSignIn`), and sent as the spec's token sentence says while its user acts.
 */
export interface ServerAccounts {
  /**
   * Signs up or in through the spec's call, as a visitor (no token sent), and keeps the token;
   * `own` and `acting` as `CallsLayer.source` takes them.
   */
  sign(
    operation: 'signUp' | 'signIn',
    values: ValuesInput,
    own: RuleCheckingSource,
    acting: () => CallsActing,
    samples: readonly User[],
  ): Promise<Outcome<User>>;
  /** Forgets the token. */
  signOut(): void;
  /** The user signed in on this server earlier in this tab (a reload), if any. */
  kept(): User | undefined;
}

/** The calls layer of `spec` over a connection: its target, transport, log and faults. */
export function connectCalls(spec: Spec, connection: CallsConnection): CallsLayer {
  const ended = new Set<() => void>();
  let kept: { baseUrl: string; signIn: KeptSignIn | undefined } | undefined;
  const keptFor = (baseUrl: string): KeptSignIn | undefined => {
    if (kept?.baseUrl !== baseUrl) kept = { baseUrl, signIn: readKeptSignIn(baseUrl) };
    return kept.signIn;
  };
  const keep = (baseUrl: string, signIn: KeptSignIn | undefined): void => {
    kept = { baseUrl, signIn };
    keepSignIn(baseUrl, signIn);
  };
  const written = spec.wire?.token && parseTokenHeader(spec.wire.token.text);
  const { header, scheme } = written?.ok ? written.value : DEFAULT_TOKEN_HEADER;
  const make = (own: RuleCheckingSource, acting: () => CallsActing): CallDataSource => {
    const target = connection.target();
    const live = target.mode === 'live';
    const { host } = connection;
    const hosted = live && host !== undefined && host.baseUrl === target.baseUrl;
    // The token of the user signed in on the server, while that user acts.
    const token = (): string | undefined => {
      const signIn = live ? keptFor(target.baseUrl) : undefined;
      return signIn !== undefined && signIn.user.id === acting().user.id ? signIn.token : undefined;
    };
    return new CallDataSource({
      spec,
      baseUrl: live ? target.baseUrl : '',
      mode: live ? 'live' : 'mock',
      send: connection.transportTo(target),
      // The spec's backend learns who acts from a header; a live server, from its own sign-in.
      user: () => (live ? undefined : acting().user),
      ...(live
        ? {
            credentials: () => {
              const held = token();
              if (held !== undefined)
                return { [header]: scheme === '' ? held : `${scheme} ${held}` };
              return hosted && host ? host.credentials(acting().user) : {};
            },
            unauthenticated: () => {
              if (token() === undefined) return;
              keep(target.baseUrl, undefined);
              for (const listener of [...ended]) listener();
            },
          }
        : {}),
      ...(hosted && host ? { changes: (listener) => host.changes(listener) } : {}),
      local: own,
      access: () => acting().access,
      log: connection.log,
      faults: () => connection.faults?.() ?? NO_FAULTS,
    });
  };
  return {
    source: make,
    server() {
      const target = connection.target();
      if (target.mode !== 'live') return undefined;
      return {
        async sign(operation, values, own, acting, samples) {
          const visitor = (): CallsActing => ({ user: VISITOR_USER, access: acting().access });
          const signed = await make(own, visitor).signByCall(operation, values, samples);
          if (!signed.ok) return signed;
          keep(target.baseUrl, signed.value);
          return { ok: true, value: signed.value.user };
        },
        signOut: () => keep(target.baseUrl, undefined),
        kept: () => keptFor(target.baseUrl)?.user,
      };
    },
    signedOut(listener) {
      ended.add(listener);
      return () => {
        ended.delete(listener);
      };
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
