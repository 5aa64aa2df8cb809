import type { SpecFormat } from '@specrun/model';

/** A spec kept in the workbench: its text as last saved. */
export interface WorkbenchSpec {
  id: string;
  /** The name it is listed under: its title, numbered when another spec has it. */
  name: string;
  /**
   * The title the name was last taken from (at first, the title of the text it was made with); when
   * the text's title changes, the name follows it. Absent in specs kept before names followed titles.
   */
  title?: string;
  format: SpecFormat;
  text: string;
  /** ISO time of the last save. */
  updatedAt: string;
}

/** One saved version of a workbench spec: every save makes one, restoring one makes another. */
export interface SpecVersion {
  /** Given by the database, growing with each save. */
  id?: number;
  specId: string;
  savedAt: string;
  text: string;
  format: SpecFormat;
  /** What made it: "Saved", "Autosaved", "Restored the version of …", "Converted to YAML". */
  note: string;
}
