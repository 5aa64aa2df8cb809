import type { Spec, User } from '@specrun/model';
import type { ValuesInput } from '../data/DataSource.ts';
import type { Outcome } from '../data/DataSource.ts';
import type { DataChain } from '../data/openDataChain.ts';
import { VISITOR_USER } from '../access/signedInRoles.ts';
import { Signing } from '../backend/signing.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';

/**
 * Signing up and in within the running app, on its own store: the records, password hashes and
 * checks the spec's backend uses in the page, without a token (the app acts as the user it
 * signed in). Loaded on the first sign-up, sign-in or password written, with its hashing code.
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
