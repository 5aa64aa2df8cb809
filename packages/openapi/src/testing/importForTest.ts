import { expect } from 'vitest';
import { importOpenApi, type ImportOptions, type ImportResult } from '../import/importOpenApi.ts';

/**
 * Imports a document for a test, without the validator unless asked (it costs a fixed few hundred
 * milliseconds), and checks what every import must give: the written spec reads back and checks
 * with no errors, and each diagnostic has a line and column from 1.
 */
export async function importForTest(
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const result = await importOpenApi(text, { validate: false, ...options });
  for (const d of result.diagnostics) {
    expect(d.at.line).toBeGreaterThanOrEqual(1);
    expect(d.at.column).toBeGreaterThanOrEqual(1);
  }
  if (result.ok) expect(result.check.filter((d) => d.severity === 'error')).toEqual([]);
  return result;
}

/** The diagnostics of a result as `code line:column` strings, for compact assertions. */
export function placed(result: ImportResult, code?: string): string[] {
  return result.diagnostics
    .filter((d) => code === undefined || d.code === code)
    .map((d) => `${d.code} ${d.file}:${d.at.line}:${d.at.column}`);
}
