import type { ImportStep } from '@specrun/openapi';

/** The largest OpenAPI document opened: real ones reach a few megabytes. */
export const MAX_OPENAPI_BYTES = 16 * 1024 * 1024;

/** What each step of an import is called while it runs. */
export const IMPORT_STEPS: Record<ImportStep, string> = {
  reading: 'Reading the OpenAPI document…',
  converting: 'Converting Swagger 2.0 to OpenAPI 3…',
  mapping: 'Mapping schemas and operations onto the nine points…',
  writing: 'Writing the spec…',
  validating: 'Validating the document…',
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

/**
 * Imports an OpenAPI document as a nine-point spec in Markdown, in this browser (the importer is
 * loaded on first use). A document that cannot be imported gives the first error with its line.
 */
export async function importOpenApiFile(
  name: string,
  text: string,
  onStep: (label: string) => void,
): Promise<{ ok: true; markdown: string } | { ok: false; message: string }> {
  const { importOpenApi } = await import('@specrun/openapi');
  // The validator's findings are the command line's to print: the spec is what the page shows.
  const result = await importOpenApi(text, {
    name,
    validate: false,
    onProgress: (step) => onStep(IMPORT_STEPS[step]),
  });
  if (result.ok) return { ok: true, markdown: result.markdown };
  const first = result.diagnostics.find((d) => d.severity === 'error');
  return {
    ok: false,
    message: `"${name}" could not be imported as OpenAPI${first ? ` (line ${first.at.line}, column ${first.at.column}): ${first.message}` : '.'}`,
  };
}
