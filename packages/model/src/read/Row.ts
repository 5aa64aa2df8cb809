import type { Position } from '../model/Spec.ts';

/** The kinds of table the format knows, named after what their rows are. */
export type TableKind =
  | 'audience'
  | 'screens'
  | 'behaviours'
  | 'fields'
  | 'samples'
  | 'transitions'
  | 'rules'
  | 'permissions'
  | 'users'
  | 'calls'
  | 'errors'
  | 'constants';

/** One cell: its text as written (`\|` already unescaped) and where that text starts. */
export interface Cell {
  text: string;
  at: Position;
}

/** One row of a table, its cells keyed by canonical column name; `at` is where the row starts. */
export interface Row {
  cells: Partial<Record<string, Cell>>;
  at: Position;
  /**
   * Columns whose YAML value had a shape no cell can hold (a mapping), already reported as such:
   * a cell the row needs there is not also reported as empty.
   */
  unread?: ReadonlySet<string>;
}
