import { decodeSpecBytes } from '@specrun/model';
import { describeBadBytes } from '../../../shared/session/describeBadBytes.ts';
import type { OpenApiReport } from '../../../shared/openapi/OpenApiReport.ts';
import { importOpenApiInWorker } from '../../../shared/openapi/importOpenApiInWorker.ts';
import {
  isOpenApiFile,
  MAX_OPENAPI_BYTES,
  type OpenApiOutcome,
} from '../../../shared/openapi/openApiFiles.ts';

/**
 * Imports a picked file as an OpenAPI document when it is one (`.json`, or YAML naming
 * `openapi:`), in a worker, each step told to `onStep`; `undefined` for any other file, which is
 * read as a spec.
 */
export async function openOpenApiFile(
  file: File,
  onStep: (label: string) => void,
): Promise<OpenApiOutcome | undefined> {
  if (!/\.(json|ya?ml)$/i.test(file.name)) return undefined;
  if (file.size > MAX_OPENAPI_BYTES)
    return {
      ok: false,
      message: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: too large to import.`,
    };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return {
      ok: false,
      message: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const decoded = decodeSpecBytes(bytes);
  const bad = describeBadBytes(file.name, decoded);
  if (bad !== undefined)
    return /\.json$/i.test(file.name) ? { ok: false, message: bad } : undefined;
  if (!isOpenApiFile(file.name, decoded.text)) return undefined;
  return importOpenApiInWorker(file.name, decoded.text, { onStep });
}

const reports = new Map<string, OpenApiReport>();

/** Keeps the report of the import a workbench spec was made of, for this page's life. */
export function keepImportReport(specId: string, report: OpenApiReport): void {
  reports.set(specId, report);
}

/** The report of the import a workbench spec was made of in this page, if any. */
export function importReportOf(specId: string): OpenApiReport | undefined {
  return reports.get(specId);
}
