import type { SpecFormat } from '@specrun/model';

/** The file types the workbench opens: specs, and OpenAPI documents to import. */
export const SPEC_FILE_TYPES =
  '.md,.markdown,.yaml,.yml,.json,text/markdown,application/yaml,text/yaml,application/json';

/** The largest file the workbench opens, in bytes: the analysis reads at most 2 million characters. */
export const MAX_SPEC_FILE_BYTES = 8 * 1024 * 1024;

/** A file name for a spec: its name made safe, with the extension of its form. */
export function fileNameFor(name: string, format: SpecFormat): string {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 80) || 'spec';
  return `${stem}.${format === 'yaml' ? 'yaml' : 'md'}`;
}

/** Saves a text as a file through the browser's download. */
export function downloadText(text: string, fileName: string, format: SpecFormat): void {
  const type = format === 'yaml' ? 'application/yaml' : 'text/markdown';
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
