// Test set-up shared by the rules' tests: the reference spec, read from examples/, with a memory
// store, a rule book and a local data source that checks every write with it.
import { readMarkdown, type Spec, type User } from '@specrun/model';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { RuleBook, type RuleBookOptions } from './RuleBook.ts';

const examples = import.meta.glob<string>('../../../../examples/expense-claims.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The reference spec as the Markdown reader reads it. */
export function expenseClaims(): Spec {
  const text = Object.values(examples)[0];
  if (text === undefined) throw new Error('examples/expense-claims.md is missing');
  return readMarkdown(text).spec;
}

/** The clock of every test: 22 November 2026, 10:00 UTC. */
export const NOW = new Date('2026-11-22T10:00:00Z');

/** A running app's data layer over one store, acting as `userId`. */
export interface TestApp {
  spec: Spec;
  store: MemoryRecordStore;
  book: RuleBook;
  source: LocalDataSource;
  /** Switches the acting user. */
  actAs(id: string): void;
}

/** Opens the reference spec (or `spec`) on `store` (a new one by default), acting as u1. */
export function openApp(
  options: { spec?: Spec; store?: MemoryRecordStore; book?: RuleBookOptions } = {},
): TestApp {
  const spec = options.spec ?? expenseClaims();
  const store = options.store ?? new MemoryRecordStore();
  let user: User | undefined = spec.users[0];
  const book = new RuleBook(spec, store, { user: () => user, now: () => NOW, ...options.book });
  let ids = 0;
  const prefix = Math.random().toString(36).slice(2, 6);
  const source = new LocalDataSource(spec, store, {
    now: () => NOW.toISOString(),
    newId: () => `${prefix}-${++ids}`,
    guards: [book.writeGuard],
  });
  return {
    spec,
    store,
    book,
    source,
    actAs: (id) => {
      user = spec.users.find((u) => u.id === id);
    },
  };
}

/** A stored claim with sensible values, for filling a store directly. */
export function storedClaim(
  id: string,
  values: Partial<StoredRecord['values']> = {},
): StoredRecord {
  return {
    entity: 'Claim',
    id,
    values: {
      title: `Claim ${id}`,
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u1',
      status: 'draft',
      ...values,
    },
    aside: {},
    version: 1,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  };
}

/** The stored category k1, "Travel". */
export const TRAVEL: StoredRecord = {
  entity: 'Category',
  id: 'k1',
  values: { name: 'Travel', active: true },
  aside: {},
  version: 1,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
};
