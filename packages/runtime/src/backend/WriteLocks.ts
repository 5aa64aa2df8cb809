import type { Spec } from '@specrun/model';
import { compileRules } from '../rules/compileRules.ts';
import type { RecordStore } from '../storage/RecordStore.ts';

/**
 * For each entity, the locks a write to it takes: the entities whose records a rule of its counts
 * or reads whole (`size(Claim.filter(…)) < MAX`), and itself when some rule counts its records.
 * Unique values need none: the database holds them.
 */
export function countLocks(spec: Spec): ReadonlyMap<string, readonly string[]> {
  const counted = new Map<string, Set<string>>();
  for (const [entity, rules] of compileRules(spec).rules) {
    for (const rule of rules) {
      const plan = rule.plan;
      if (plan === undefined) continue;
      for (const name of [...plan.lists, ...plan.counts.map((c) => c.entity)]) {
        const keys = counted.get(entity) ?? new Set<string>();
        keys.add(name);
        counted.set(entity, keys);
        const own = counted.get(name) ?? new Set<string>();
        own.add(name);
        counted.set(name, own);
      }
    }
  }
  return new Map([...counted].map(([entity, keys]) => [entity, [...keys].sort()]));
}

/**
 * Keeps the writes whose rules count records one at a time, per counted entity: in this process
 * by a queue per lock, and across processes by the store's `exclusive` (PostgreSQL's advisory
 * locks), so that two requests never both pass a count that lets one more record through. Other
 * writes run side by side. The locks are taken in one order (by name), so two writes never wait
 * for each other.
 */
export class WriteLocks {
  private locks: ReadonlyMap<string, readonly string[]> | undefined;
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly spec: Spec,
    private readonly store: RecordStore,
  ) {}

  /** Runs a write to `entity` under the locks its rules need; at once when they need none. */
  async run<T>(entity: string, work: () => Promise<T>): Promise<T> {
    const keys = (this.locks ??= countLocks(this.spec)).get(entity) ?? [];
    if (keys.length === 0) return work();
    const releases: (() => void)[] = [];
    try {
      for (const key of keys) releases.push(await this.acquire(key));
      return this.store.exclusive ? await this.store.exclusive(keys, work) : await work();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  /** Waits for the work under `key` before this one; resolves to what lets the next one go. */
  private async acquire(key: string): Promise<() => void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => done);
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
