import type { Position } from './Position.ts';

/**
 * Point 3: a sample record of an entity, from a table under its heading whose columns are its
 * fields (and `id`). A new place of the running app starts with the spec's sample records.
 */
export interface SampleRecord {
  /** The record's id, from the table's `id` column; the app makes one when it is absent. */
  id?: string;
  /** Each field's cell as written, by field name; empty cells are left out. */
  values: Record<string, string>;
  at?: Position;
}
