import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import type { TablePlace, TableReading } from './readTableBlock.ts';
import type { Block } from './scanBlocks.ts';

/**
 * The readers' YAML half: the YAML form's reader and the reader of a Markdown spec's fenced YAML
 * blocks, both parsing with the `yaml` package. The readers are given it (`YAML_READER`), so that
 * a page loads it, the parser with it, only for a text that holds YAML (`loadYamlReader`).
 */
export interface YamlReader {
  /** Reads a spec written in the YAML form (`readYaml`). */
  readYaml(text: string): { spec: Spec; diagnostics: Diagnostic[] };
  /** Reads a fenced YAML block as a table's rows (`readYamlTableBlock`). */
  readYamlTableBlock(block: Block & { kind: 'fence' }, place: TablePlace): TableReading;
}

/** The error a reader throws when it meets YAML and was given no YAML reader. */
export function noYamlReader(what: string): Error {
  return new Error(
    `${what} needs the YAML reader and none was given: pass it (loadYamlReader), or ask ` +
      'needsYamlReader first.',
  );
}
