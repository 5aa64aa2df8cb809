import type { User } from '@specrun/model';
import type { StoreChange } from '../storage/RecordStore.ts';
import { USER_HEADER } from './wireHeaders.ts';

/**
 * The server that hosts the running app and answers its calls (`specrun serve`): how it learns
 * who acts, and the writes it announces, its clients' and other processes' alike, so that every
 * page showing a record reads it again (docs/serve.md).
 */
export interface HostServer {
  /** Its base URL (the page's origin); calls to this base URL are its. */
  baseUrl: string;
  /**
   * The headers that tell it who acts when no user signed in on it: the development header
   * naming the acting sample user (`devCredentials`), or none. A token its sign-in answered is
   * sent instead while its user acts (`connectCalls`).
   */
  credentials(user: User): Readonly<Record<string, string>>;
  /** Hears each write it announces, as the entity and the ids of the records written. */
  changes(listener: (change: StoreChange) => void): () => void;
}

/**
 * The credentials of a server run with `--dev`: the acting sample user's id in `x-specrun-user`,
 * as the mock backend in the page takes it.
 */
export function devCredentials(user: User): Readonly<Record<string, string>> {
  return { [USER_HEADER]: user.id };
}
