import type { SpecFormat } from './readSpec.ts';

/** The extensions of the files Specrun reads as specs, lower case: Markdown first, then YAML. */
export const SPEC_FILE_EXTENSIONS = ['.md', '.markdown', '.yaml', '.yml'] as const;

/** The form a file's name says (`.md`, `.markdown`, `.yaml`, `.yml`, any case), or `undefined`. */
export function formatOfFileName(name: string): SpecFormat | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  return undefined;
}

/** A spec file's name without the extension of its form: `claims.v2.yml` → `claims.v2`. */
export function stemOfSpecFileName(fileName: string): string {
  return fileName.replace(/\.(md|markdown|ya?ml)$/i, '');
}
