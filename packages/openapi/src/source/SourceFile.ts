import type { SourceLocator } from './SourceLocator.ts';

/** One file of an OpenAPI document (the root, or a file its `$ref`s name), read. */
export interface SourceFile {
  /** Its path relative to the root document's folder; the root's own name for the root. */
  name: string;
  value: unknown;
  syntax: 'json' | 'yaml';
  locator: SourceLocator;
}
