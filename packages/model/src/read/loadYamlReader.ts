import type { SpecFormat } from './readSpec.ts';
import { detectFormat } from './readSpec.ts';
import type { YamlReader } from './YamlReader.ts';

/**
 * A fence that may open a YAML block: three backticks or tildes and `yaml` or `yml`, anywhere in
 * a line. Looser than the reader's own rule (a fence's info string), so that a block the reader
 * reads as YAML is never missed; a line it matches by chance only loads the parser for nothing.
 */
const YAML_FENCE = /(?:```|~~~)[ \t]*ya?ml/i;

/**
 * Whether reading the text needs the YAML reader: a spec in the YAML form, or a Markdown spec
 * that may hold a fenced YAML block. A Markdown spec without one reads without it.
 */
export function needsYamlReader(text: string, format: SpecFormat = detectFormat(text)): boolean {
  return format === 'yaml' || YAML_FENCE.test(text);
}

/**
 * Loads the readers' YAML half and the `yaml` package it parses with, apart from the code that
 * imports this: a page's bundle makes them a chunk of their own.
 */
export async function loadYamlReader(): Promise<YamlReader> {
  return (await import('./yamlPackageReader.ts')).YAML_READER;
}
