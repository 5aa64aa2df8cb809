import { readSpec, type Spec } from '@specrun/model';
import { expect } from 'vitest';
import { importOpenApi, type ImportOptions, type ImportResult } from '../import/importOpenApi.ts';

/** An import's result with its spec read back from the Markdown, as a test reads it. */
export type ImportedForTest = ImportResult & { spec?: Spec };

/**
 * Imports a document for a test, without the validator unless asked (it costs a fixed few hundred
 * milliseconds), and checks what every import must give: the written spec reads back and checks
 * with no errors, its summary counts what it holds, and each diagnostic has a line and column
 * from 1. The spec read back from the Markdown comes with the result.
 */
export async function importForTest(
  text: string,
  options: ImportOptions = {},
): Promise<ImportedForTest> {
  const result = await importOpenApi(text, { validate: false, ...options });
  for (const d of result.diagnostics) {
    expect(d.at.line).toBeGreaterThanOrEqual(1);
    expect(d.at.column).toBeGreaterThanOrEqual(1);
  }
  if (!result.ok) return result;
  expect(result.check.filter((d) => d.severity === 'error')).toEqual([]);
  const spec = readSpec(result.markdown, { format: 'markdown' }).spec;
  expect(result.summary).toEqual({
    name: spec.name,
    entities: spec.entities.length,
    calls: spec.calls.length,
    rules: spec.rules.length,
    errors: spec.errors.length,
  });
  return { ...result, spec };
}

/** The diagnostics of a result as `code line:column` strings, for compact assertions. */
export function placed(result: ImportResult, code?: string): string[] {
  return result.diagnostics
    .filter((d) => code === undefined || d.code === code)
    .map((d) => `${d.code} ${d.file}:${d.at.line}:${d.at.column}`);
}
