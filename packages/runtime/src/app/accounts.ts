import type { Spec, User } from '@specrun/model';
import type { RuleCheckingSource } from '../calls/CallDataSource.ts';
import type { CallsActing, CallsLayer, ServerAccounts } from '../calls/connectCalls.ts';
import type { ValuesInput } from '../data/DataSource.ts';
import type { Outcome } from '../data/DataSource.ts';
import type { DataChain } from '../data/openDataChain.ts';
import { VISITOR_USER } from '../access/signedInRoles.ts';

/** What the server's refusal of a kept token tells the user, beside Sign in. */
export const SIGNED_OUT_NOTICE =
  'The server no longer takes your sign-in (it expired or is unknown): sign in again.';

/** Where a sign-up or sign-in goes (`Accounts.sign`). */
export interface SignVia {
  /** The live server the calls go to, which signs people in through the spec's calls. */
  server: ServerAccounts | undefined;
  /** The acting user's own source and who acts, as `CallsLayer.source` takes them. */
  own: RuleCheckingSource;
  acting: () => CallsActing;
  /** The fields the sign-in call sends; default every field given. */
  signInFields: readonly string[] | undefined;
}
import { Signing } from '../backend/signing.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';

/**
 * Signing up and in within the running app: on a live server through the spec's own calls
 * (`ServerAccounts`, which keep its token), else on the app's own store, with the records,
 * password hashes and checks the spec's backend uses in the page, without a token (the app acts
 * as the user it signed in). Loaded on the first sign-up, sign-in or password written, with its
 * hashing code, or with the calls of a spec that signs people in.
 */
export class Accounts {
  private readonly signing: Signing;

  constructor(
    spec: Spec,
    store: RecordStore,
    private readonly chain: DataChain,
  ) {
    this.signing = new Signing(spec, store, {});
  }

  /** Replaces, in place, each password a write sends with its hash. */
  hashPasswords(record: StoredRecord, previous: StoredRecord | undefined): Promise<void> {
    return this.signing.hashPasswords(record, previous);
  }

  /** Stores the sample users as User records, once, so that references to them resolve. */
  storeSampleUsers(now: string): Promise<void> {
    return this.signing.ensureSampleUsers(this.chain.users, now);
  }

  /** Signs up or in on the live server `via` names, else on the app's own store. */
  sign(operation: 'signUp' | 'signIn', values: ValuesInput, via: SignVia): Promise<Outcome<User>> {
    if (via.server)
      return via.server.sign(operation, values, via.own, via.acting, this.chain.users);
    return operation === 'signUp' ? this.signUp(values) : this.signIn(values, via.signInFields);
  }

  /**
   * Follows what the calls' live server says of sign-ins: the user it signed in earlier in this
   * tab acts again while a visitor acts (a reload), and a refused token signs the user out with
   * `SIGNED_OUT_NOTICE`. Returns how to stop.
   */
  followServer(
    layer: CallsLayer,
    acting: () => User,
    act: (user: User, notice?: string) => void,
  ): () => void {
    const kept = acting().id === '' ? layer.server()?.kept() : undefined;
    if (kept) act(kept);
    return layer.signedOut(() => act(VISITOR_USER, SIGNED_OUT_NOTICE));
  }

  /** Creates the User as a signed-out visitor may (point 6), and gives the user it makes. */
  async signUp(values: ValuesInput): Promise<Outcome<User>> {
    const visitor = this.chain.makeActor(VISITOR_USER);
    const created = await visitor.source.create('User', values);
    if (!created.ok) return created;
    return { ok: true, value: this.signing.userOf(created.value, this.chain.users) };
  }

  /** The user whose details these are (`fields`: what the sign-in call sends), if any. */
  async signIn(
    values: Readonly<Record<string, unknown>>,
    fields: readonly string[] | undefined,
  ): Promise<Outcome<User>> {
    const found = await this.signing.signIn(values, fields);
    if (!found.ok) return found;
    return { ok: true, value: this.signing.userOf(found.record, this.chain.users) };
  }
}
