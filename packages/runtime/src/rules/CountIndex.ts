import type { Entity } from '@specrun/model';
import type { ParseResult } from '@marcbachmann/cel-js';
import { celRecord, keyOf } from './celValues.ts';

/** A record as an index sees it: its id and values. */
export interface IndexedRecord {
  id: string;
  values: Readonly<Record<string, unknown>>;
}

/**
 * Counts the records of one entity by a key made of some of their fields, over the records a
 * predicate keeps: `size(Claim.filter(c, c.owner == user.id && c.status in [...]))` counts by
 * `owner` the claims in draft or submitted. Kept up to date one record at a time, so a lookup
 * costs the same for ten records or a hundred thousand. `unique(field)` is a count by one field.
 */
export class CountIndex {
  private readonly byKey = new Map<string, number>();
  private readonly keyOfRecord = new Map<string, string>();

  constructor(
    private readonly entity: Entity,
    private readonly fields: readonly string[],
    private readonly keep?: (record: IndexedRecord) => boolean,
  ) {}

  /** The key of a combination of field values, as `lookup` takes it. */
  static keyOf(values: readonly unknown[]): string {
    return values.length === 1 ? keyOf(values[0]) : values.map(keyOf).join('\u0001');
  }

  /** Adds a record (replacing what was counted for its id before). */
  put(record: IndexedRecord): void {
    this.remove(record.id);
    if (this.keep && !this.keep(record)) return;
    const values = celRecord(this.entity, record.values, record.id);
    const key = CountIndex.keyOf(this.fields.map((f) => values[f]));
    this.keyOfRecord.set(record.id, key);
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
  }

  /** Takes a record out. */
  remove(id: string): void {
    const key = this.keyOfRecord.get(id);
    if (key === undefined) return;
    this.keyOfRecord.delete(id);
    const count = (this.byKey.get(key) ?? 1) - 1;
    if (count === 0) this.byKey.delete(key);
    else this.byKey.set(key, count);
  }

  /** How many records have this key, not counting the record `except` (the one being checked). */
  lookup(key: string, except?: string): number {
    const count = this.byKey.get(key) ?? 0;
    return except !== undefined && this.keyOfRecord.get(except) === key ? count - 1 : count;
  }

  /** Empties the index. */
  clear(): void {
    this.byKey.clear();
    this.keyOfRecord.clear();
  }
}

/**
 * The predicate of a count: a compiled CEL expression about the element (`c`) and constants.
 * A record it cannot be evaluated on is not counted (another record's bad value does not make
 * every check fail).
 */
export function elementPredicate(
  compiled: ParseResult,
  entity: Entity,
  element: string,
  constants: Readonly<Record<string, unknown>>,
): (record: IndexedRecord) => boolean {
  return (record) => {
    const scope: Record<string, unknown> = Object.assign({}, constants);
    scope[element] = celRecord(entity, record.values, record.id);
    try {
      return compiled(scope) === true;
    } catch {
      return false;
    }
  };
}
