import type { Diagnostic, Gap, Severity, Spec, SpecFormat } from '@specrun/model';

/** A spec that ships in `examples/`, read, checked and reported on. */
export interface Example {
  /** The file name without folder and extension, made safe for a URL: `expense-claims`. */
  slug: string;
  fileName: string;
  text: string;
  format: SpecFormat;
  spec: Spec;
  /** The spec's name, or the file's when the spec has none. */
  name: string;
  /** The reader's and the checker's diagnostics, in source order. */
  diagnostics: Diagnostic[];
  counts: Record<Severity, number>;
  /** Always nine, in point order. */
  gaps: Gap[];
  /** The gap of point 1, what the product does and for whom: the first of `gaps`. */
  purpose: Gap;
}

/** The example whose URL uses `slug`, if any. */
export function findExample(examples: readonly Example[], slug: string): Example | undefined {
  return examples.find((example) => example.slug === slug);
}
