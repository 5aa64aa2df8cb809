import type { SourceLocator } from './SourceLocator.ts';

/** One file of an OpenAPI document (the root, or a file its `$ref`s name), read. */
export interface SourceFile {
  /** Its path relative to the root document's folder; the root's own name for the root. */
  name: string;
  /** The values read; `undefined` once let go (`reread` reads them again, when it is given). */
  value: unknown;
  syntax: 'json' | 'yaml';
  locator: SourceLocator;
  /** Reads the file's text to the same values again (`ParsedSource`). */
  reread?: () => unknown;
}
