/**
 * Reads the files that a document's `$ref`s name, by a path relative to the root document's
 * folder (`spec/Pet.yaml`, `../common/Error.yaml`, already joined and normalised). The command
 * line reads them from disk; the web app from the files the user dropped. `undefined` when there
 * is no such file.
 */
export interface DocumentFiles {
  read(path: string): Promise<string | undefined>;
}

/** Files for a document given alone: every other file is missing. */
export const NO_FILES: DocumentFiles = { read: () => Promise.resolve(undefined) };

/** Files held in memory, by their path relative to the root document's folder. */
export function filesFromMap(files: ReadonlyMap<string, string>): DocumentFiles {
  return { read: (path) => Promise.resolve(files.get(path)) };
}
