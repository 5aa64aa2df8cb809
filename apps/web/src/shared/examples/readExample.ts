import { formatOfFileName, readAndCheckSpec, reportGaps, type Severity } from '@specrun/model';
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

/** Reads, checks and reports on one example file. Never throws: a bad text gives diagnostics. */
export function readExample(fileName: string, text: string): Example {
  const base = fileName.split('/').pop() ?? fileName;
  const read = readAndCheckSpec(text, { format: formatOfFileName(base) ?? 'markdown' });
  const diagnostics = read.diagnostics;
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  const slug = slugOf(base);
  const gaps = reportGaps(read.spec);
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
