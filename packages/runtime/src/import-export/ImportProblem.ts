import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * One thing wrong with an import: the row (1-based, as a person counts them: a CSV's header is
 * row 1), the field, and in a whole-data import the entity. Row 0 means the file as a whole.
 */
export interface ImportProblem {
  row: number;
  field?: string;
  entity?: string;
  message: string;
}

/**
 * A record an import read. `update` is set on a row of new data that has an id (not on an
 * exported row restored with its version): when a record of that id is stored, the row updates
 * it rather than replace it, and must give every field (`LocalDataSource.importRecords`);
 * `omitted` names the fields its row left out, whose stored values such an update would erase.
 */
export interface ImportedRecord extends StoredRecord {
  update?: { omitted: string[] };
}

/**
 * Records ready to write (with `keptAside`, how many values of restored records were kept aside
 * because the spec changed since they were exported), or the problems found: the first
 * `MAX_IMPORT_PROBLEMS` of them, and `count`, how many there are in all. An import with any
 * problem writes nothing.
 */
export type ImportResult =
  | { ok: true; records: ImportedRecord[]; keptAside?: number }
  | { ok: false; problems: ImportProblem[]; count: number };

/** What an import needs besides the text. */
export interface ImportContext {
  entity: Entity;
  /**
   * The file's name: problems with the file as a whole name it, and a file whose name does not
   * end in the form read (a .txt read as CSV) must prove itself by its content. Without it, the
   * text is taken to be the form read.
   */
  fileName?: string;
  /** The time new records are stamped with (ISO). */
  now: string;
  newId: () => string;
  /** The initial state of the entity's lifecycle, which new records get (as on create). */
  initialState?: string;
  /**
   * Ids that references of new records may point at, by entity (`User`: the users' ids), besides
   * the ids in the file itself. Without it, references are not checked.
   */
  known?: Readonly<Record<string, readonly string[]>>;
  /** Called while rows are read, every `PROGRESS_EVERY` rows and at the end. */
  onProgress?: (done: number, total: number) => void;
}

/** An import lists at most this many problems, and counts the rest. */
export const MAX_IMPORT_PROBLEMS = 100;

/** How many rows are read between two progress reports. */
export const PROGRESS_EVERY = 2000;

/**
 * The message of a value that breaks a field constraint of point 3, ending in its built-in code as
 * every error the app shows does (`errorText`): `title is required. (REQUIRED)`.
 */
export function withCode(message: string, code: string): string {
  return `${message} (${code})`;
}

/** The failed result of a problem with the file as a whole. */
export function fileProblem(message: string): ImportResult {
  return { ok: false, problems: [{ row: 0, message }], count: 1 };
}
