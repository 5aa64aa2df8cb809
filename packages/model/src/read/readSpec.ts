import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import { readMarkdown } from './readMarkdown.ts';
import { readYaml } from './readYaml.ts';

/** The two forms a spec may be written in. */
export type SpecFormat = 'markdown' | 'yaml';

/** Options of `readSpec`. */
export interface ReadSpecOptions {
  /** The form of the text; by default it is told from the text (`detectFormat`). */
  format?: SpecFormat;
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

/** Reads a spec in either form; never throws. */
export function readSpec(
  text: string,
  options: ReadSpecOptions = {},
): { spec: Spec; diagnostics: Diagnostic[]; format: SpecFormat } {
  const format = options.format ?? detectFormat(text);
  const read = format === 'yaml' ? readYaml(text) : readMarkdown(text);
  return { ...read, format };
}
