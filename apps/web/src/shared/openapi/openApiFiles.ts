import type { ImportResult, ImportStep } from '@specrun/openapi';
import type { OpenApiReport } from './OpenApiReport.ts';

/** The largest OpenAPI document opened: real ones reach a few megabytes. */
export const MAX_OPENAPI_BYTES = 16 * 1024 * 1024;

/** What each step of an import is called while it runs. */
export const IMPORT_STEPS: Record<ImportStep, string> = {
  reading: 'Reading the OpenAPI document…',
  validating: 'Validating the document…',
  converting: 'Converting Swagger 2.0 to OpenAPI 3…',
  mapping: 'Mapping schemas and operations onto the nine points…',
  writing: 'Writing the spec…',
  checking: 'Checking the spec…',
};

/**
 * True when a file is an OpenAPI document rather than a spec: a `.json` file, or YAML whose top
 * level names `openapi:` or `swagger:`.
 */
export function isOpenApiFile(name: string, text: string): boolean {
  if (/\.json$/i.test(name)) return true;
  return /\.ya?ml$/i.test(name) && /^(openapi|swagger)\s*:/m.test(text);
}

/** An import's outcome as the page shows it: the spec and the report, or why there is none. */
export type OpenApiOutcome =
  { ok: true; markdown: string; report: OpenApiReport } | { ok: false; message: string };

/**
 * Turns what `importOpenApi` gave into what the page keeps: the spec's Markdown and the report
 * of the import, each diagnostic at its file, line and column; a document that made no spec
 * gives its first error, saying where.
 */
export function outcomeOf(name: string, result: ImportResult): OpenApiOutcome {
  if (!result.ok) {
    const first = result.diagnostics.find((d) => d.severity === 'error');
    const where =
      first === undefined
        ? ''
        : ` (${first.file === name ? '' : `${first.file}, `}line ${first.at.line}, column ${first.at.column})`;
    return {
      ok: false,
      message: `"${name}" could not be imported as OpenAPI${where}${first ? `: ${first.message}` : '.'}`,
    };
  }
  const diagnostics = result.diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...(d.hint === undefined ? {} : { hint: d.hint }),
    file: d.file,
    line: d.at.line,
    column: d.at.column,
  }));
  return {
    ok: true,
    markdown: result.markdown,
    report: {
      fileName: name,
      version: result.version ?? '',
      validated: !diagnostics.some((d) => d.code === 'not-validated'),
      diagnostics,
    },
  };
}
