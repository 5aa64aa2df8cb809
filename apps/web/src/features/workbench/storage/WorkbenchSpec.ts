import type { SpecFormat } from '@specrun/spec';

/** A spec kept in the workbench: its text as last saved. */
export interface WorkbenchSpec {
  id: string;
  /** The name it is listed under, given when it was made. */
  name: string;
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
