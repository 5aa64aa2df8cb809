import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import { fitLists } from './fitLists.ts';
import { readMarkdown } from './readMarkdown.ts';
import { noYamlReader, type YamlReader } from './YamlReader.ts';

/** The two forms a spec may be written in. */
export type SpecFormat = 'markdown' | 'yaml';

/** Options of `readSpec`. */
export interface ReadSpecOptions {
  /** The form of the text; by default it is told from the text (`detectFormat`). */
  format?: SpecFormat;
  /**
   * The YAML reader, to read the YAML form and a Markdown spec's fenced YAML blocks with. The
   * package's `readSpec` passes it; the reader entry point's reads YAML only when given it.
   */
  yaml?: YamlReader;
}

/**
 * Tells the form of a spec from its text: YAML when its first line that is not blank, a comment
 * or a document marker is a mapping key (`specification:`, `product:`…), Markdown otherwise.
 */
export function detectFormat(text: string): SpecFormat {
  for (const line of text.split('\n', 200)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#!') || trimmed === '---' || trimmed === '%YAML 1.2')
      continue;
    if (trimmed.startsWith('#')) {
      // "# Specification: …" is a Markdown title; "# a comment" before YAML keys is YAML.
      if (/^#\s/.test(trimmed) && /^#\s+specification\s*:/i.test(trimmed)) return 'markdown';
      if (/^#{1,6}\s/.test(trimmed) && !/^#\s/.test(trimmed)) return 'markdown';
      continue;
    }
    return /^[A-Za-z_][\w-]*\s*:(\s|$)/.test(trimmed) ? 'yaml' : 'markdown';
  }
  return 'markdown';
}

/**
 * Reads a spec in either form. Never throws for what the text holds; throws when the text needs a
 * YAML reader (`needsYamlReader`) and `options.yaml` gives none.
 */
export function readSpec(
  text: string,
  options: ReadSpecOptions = {},
): { spec: Spec; diagnostics: Diagnostic[]; format: SpecFormat } {
  const format = options.format ?? detectFormat(text);
  const { yaml } = options;
  if (format === 'markdown') return fitted(readMarkdown(text, yaml), format);
  if (yaml === undefined) throw noYamlReader('A spec in the YAML form');
  return fitted(yaml.readYaml(text), format);
}

function fitted(
  read: { spec: Spec; diagnostics: Diagnostic[] },
  format: SpecFormat,
): { spec: Spec; diagnostics: Diagnostic[]; format: SpecFormat } {
  return { spec: fitLists(read.spec), diagnostics: read.diagnostics, format };
}
