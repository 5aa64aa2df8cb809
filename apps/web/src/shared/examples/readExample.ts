import {
  formatOfFileName,
  reportGaps,
  unboundCalls,
  type Severity,
  type SpecFormat,
} from '@specrun/model';
import { readAndCheckSpec, type YamlReader } from '@specrun/model/reader';
import type { Example } from './Example.ts';

/** Turns a file name or path into the slug its URL uses: `examples/Expense Claims.md` → `expense-claims`. */
export function slugOf(fileName: string): string {
  const base = fileName.split('/').pop() ?? fileName;
  const stem = base.replace(/\.[^.]*$/, '');
  const slug = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'example' : slug;
}

/** The form an example file is read in, from its name: Markdown unless it says YAML. */
export function formatOfExample(fileName: string): SpecFormat {
  return formatOfFileName(fileName.split('/').pop() ?? fileName) ?? 'markdown';
}

/**
 * Reads, checks and reports on one example file, its YAML with the YAML reader given (needed for the
 * YAML form and fenced YAML blocks: `needsYamlReader`). Never throws: a bad text gives diagnostics.
 */
export function readExample(fileName: string, text: string, yaml?: YamlReader): Example {
  const base = fileName.split('/').pop() ?? fileName;
  const format = formatOfExample(base);
  const read = readAndCheckSpec(text, yaml === undefined ? { format } : { format, yaml });
  const diagnostics = read.diagnostics;
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  const slug = slugOf(base);
  const gaps = reportGaps(read.spec, unboundCalls(read.spec));
  const purpose = gaps[0];
  if (purpose?.point !== 1)
    throw new Error('reportGaps must return the nine points in order, point 1 first.');
  return {
    slug,
    fileName: base,
    text,
    format: read.format,
    spec: read.spec,
    name: read.spec.name.trim() === '' ? base : read.spec.name.trim(),
    diagnostics,
    counts,
    gaps,
    purpose,
  };
}
