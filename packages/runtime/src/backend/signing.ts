import {
  DEFAULT_TOKEN_HEADER,
  parseTokenHeader,
  type Entity,
  type Spec,
  type TokenHeader,
  type User,
} from '@specrun/model';
import { pbkdf2Passwords, type PasswordHasher } from '../auth/passwordHash.ts';
import { TokenSigner } from '../auth/tokens.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';

import { SIGNED_IN } from '../access/signedInRoles.ts';
import type { CallRequest } from './CallExchange.ts';

/** Options of signing users in, for `MockBackend`. */
export interface SigningOptions {
  /** The key tokens are signed with; default 32 random bytes, new with each backend. */
  tokenSecret?: Uint8Array;
  /** How long a token is good for, in milliseconds; default seven days. */
  tokenLifetimeMs?: number;
  /** PBKDF2 iterations of new password hashes; default 600,000. */
  passwordIterations?: number;
  /** How passwords are hashed and verified; default PBKDF2 (`pbkdf2Passwords`). */
  passwords?: PasswordHasher;
}

/** Who a request's token names: nobody (no token), a user, or a token that names nobody. */
export type Bearer =
  { kind: 'none' } | { kind: 'user'; userId: string; token: string } | { kind: 'invalid' };

/**
 * Users as a spec that declares `User` has them (docs/access.md, "Users"): stored records, the
 * sample users of point 6 first; tokens that name them; passwords kept as hashes.
 */
export class Signing {
  readonly header: TokenHeader;
  readonly signer: TokenSigner;
  private readonly passwords: PasswordHasher;
  private readonly entity: Entity | undefined;
  private seeded: Promise<void> | undefined;

  constructor(
    private readonly spec: Spec,
    private readonly store: RecordStore,
    options: SigningOptions,
  ) {
    const written = spec.wire?.token && parseTokenHeader(spec.wire.token.text);
    this.header = written?.ok ? written.value : DEFAULT_TOKEN_HEADER;
    this.signer = new TokenSigner(options.tokenSecret, options.tokenLifetimeMs);
    this.passwords = options.passwords ?? pbkdf2Passwords(options.passwordIterations);
    this.entity = spec.entities.find((e) => e.name === 'User');
  }

  /** True when the spec keeps users as records (it declares `User`). */
  get storesUsers(): boolean {
    return this.entity !== undefined;
  }

  /** The password fields of `User`: never answered, stored as hashes. */
  passwordFields(entity: Entity): string[] {
    return entity.fields.filter((f) => f.type.kind === 'password').map((f) => f.name);
  }

  /** Stores point 6's sample users as User records, once, before the first request. */
  ensureSampleUsers(users: readonly User[], now: string): Promise<void> {
    this.seeded ??= (async () => {
      const entity = this.entity;
      if (entity === undefined) return;
      const nameField =
        entity.fields.find((f) => f.name === 'name') ??
        entity.fields.find((f) => f.unique && f.type.kind === 'text');
      for (const user of users) {
        if ((await this.store.get('User', user.id)) !== undefined) continue;
        const values = nameField === undefined ? {} : { [nameField.name]: user.name };
        await this.store.put({
          entity: 'User',
          id: user.id,
          values,
          aside: {},
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
      }
    })();
    return this.seeded;
  }

  /**
   * The user a request's token names (`Authorization: Token <token>`), if it carries one: a
   * stored User, or in a spec that keeps no users, one of the sample users `samples`.
   */
  async bearer(request: CallRequest, now: Date, samples: readonly User[]): Promise<Bearer> {
    const value = request.header(this.header.header);
    if (value === null || value.trim() === '') return { kind: 'none' };
    const scheme = this.header.scheme;
    const text = value.trim();
    const token =
      scheme === ''
        ? text
        : text.toLowerCase().startsWith(`${scheme.toLowerCase()} `)
          ? text.slice(scheme.length + 1).trim()
          : undefined;
    if (token === undefined || token === '') return { kind: 'invalid' };
    const verified = await this.signer.verify(token, now);
    if (!verified.ok) return { kind: 'invalid' };
    const known = this.storesUsers
      ? (await this.store.get('User', verified.userId)) !== undefined
      : samples.some((user) => user.id === verified.userId);
    if (!known) return { kind: 'invalid' };
    return { kind: 'user', userId: verified.userId, token };
  }

  /** The user a stored User record is, with the roles of a sample user of its id and `signed in`. */
  userOf(record: StoredRecord, samples: readonly User[]): User {
    const sample = samples.find((u) => u.id === record.id);
    const nameField = this.entity?.fields.find((f) => f.unique && f.type.kind === 'text');
    const name = String(record.values['name'] ?? record.values[nameField?.name ?? ''] ?? record.id);
    const roles = [...(sample?.roles ?? [])];
    if (!roles.includes(SIGNED_IN)) roles.push(SIGNED_IN);
    return { id: record.id, name: sample?.name ?? name, roles };
  }

  /** Replaces, in place, each password a write sends with its hash (a stored hash stays). */
  async hashPasswords(record: StoredRecord, previous: StoredRecord | undefined): Promise<void> {
    const entity = this.spec.entities.find((e) => e.name === record.entity);
    if (entity === undefined) return;
    for (const name of this.passwordFields(entity)) {
      const value = record.values[name];
      // What is stored already is a hash (an update keeps what it does not send).
      if (typeof value !== 'string' || value === previous?.values[name]) continue;
      record.values[name] = await this.passwords.hash(value);
    }
  }

  /**
   * The user whose fields hold what a sign-in sends besides the password (`email`), if the
   * password is theirs; SIGN_IN_FAILED (about the `credentials`) otherwise, REQUIRED for a
   * field sent empty.
   */
  async signIn(
    values: Readonly<Record<string, unknown>>,
    fields: readonly string[] | undefined,
  ): Promise<{ ok: true; record: StoredRecord } | { ok: false; errors: AppError[] }> {
    const entity = this.entity;
    const catalogue = this.spec.errors;
    if (entity === undefined) return { ok: false, errors: [appError('NOT_FOUND', catalogue)] };
    const passwords = this.passwordFields(entity);
    const sent = fields ?? Object.keys(values);
    const blank = sent.filter((name) => typeof values[name] !== 'string' || values[name] === '');
    if (blank.length > 0)
      return {
        ok: false,
        errors: blank.map((field) => appError('REQUIRED', catalogue, { field }, field)),
      };
    const failed = {
      ok: false as const,
      errors: [{ ...appError('SIGN_IN_FAILED', catalogue), subject: 'credentials' }],
    };
    const identifying = sent.filter((name) => !passwords.includes(name));
    if (identifying.length === 0 || passwords.length === 0) return failed;
    // A database finds the user through the index of the identifying field (`unique(email)`).
    const wanted = Object.fromEntries(identifying.map((name) => [name, String(values[name])]));
    const candidates = this.store.listWhere
      ? await this.store.listWhere('User', wanted)
      : await this.store.list('User');
    const record = candidates.find((r) =>
      identifying.every((name) => r.values[name] === values[name]),
    );
    if (record === undefined) return failed;
    for (const name of passwords.filter((p) => sent.includes(p)))
      if (!(await this.passwords.verify(String(values[name]), record.values[name]))) return failed;
    return { ok: true, record };
  }
}
