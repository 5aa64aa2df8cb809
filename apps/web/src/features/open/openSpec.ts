import type { OpenedSpec } from '../../shared/session/OpenedSpec.ts';
import { filePlace, urlPlace } from './placeOf.ts';
import { fetchSpecText } from './fetchSpecText.ts';
import { importOpenApiInWorker } from '../../shared/openapi/importOpenApiInWorker.ts';
import { isOpenApiFile, MAX_OPENAPI_BYTES } from '../../shared/openapi/openApiFiles.ts';
import { checkSpecSize, decodeSpecText, readSpecFile } from './readSpecFile.ts';

/** A spec opened and kept under its place, or what kept it from opening. */
export type OpenOutcome = { ok: true; place: string } | { ok: false; message: string };

/**
 * Opens files picked or dropped as a spec: one file, of a spec's kind, as text. It is kept in the
 * library under its file's place (the place of an earlier version of the same file, whose records
 * the running app then migrates). A spec with errors opens too: the running app shows them. An
 * OpenAPI document (`.json`, or YAML naming `openapi:`) is imported as a spec first, in a worker,
 * each step told to `onStep`, and the import's report is kept with the spec.
 */
export async function openSpecFiles(
  files: readonly File[],
  onStep: (label: string) => void = () => {},
): Promise<OpenOutcome> {
  const [file] = files;
  if (!file) return { ok: false, message: 'No file came with the drop: drop a spec file.' };
  if (files.length > 1)
    return {
      ok: false,
      message: `${files.length} files came at once: open one spec file at a time.`,
    };
  const openApi = /\.(json|ya?ml)$/i.test(file.name) && file.size <= MAX_OPENAPI_BYTES;
  const tooLarge = openApi ? undefined : checkSpecSize(`"${file.name}"`, file.size);
  if (tooLarge) return { ok: false, message: tooLarge };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: `"${file.name}" could not be read: is it a folder?` };
  }
  if (openApi) {
    const decoded = decodeSpecText(`"${file.name}"`, bytes, MAX_OPENAPI_BYTES);
    if (decoded.ok && isOpenApiFile(file.name, decoded.text)) {
      const imported = await importOpenApiInWorker(file.name, decoded.text, { onStep });
      if (!imported.ok) return imported;
      return keep({
        place: filePlace(file.name),
        text: imported.markdown,
        format: 'markdown',
        origin: { kind: 'file', fileName: file.name },
        openedAt: new Date().toISOString(),
        importReport: imported.report,
      });
    }
  }
  const read = readSpecFile(file.name, bytes);
  if (!read.ok) return read;
  return keep({
    place: filePlace(file.name),
    text: read.text,
    format: read.format,
    origin: { kind: 'file', fileName: file.name },
    openedAt: new Date().toISOString(),
  });
}

/** Opens the spec at a URL of this site (already checked to be one) and keeps it under its place. */
export async function openSpecUrl(url: URL): Promise<OpenOutcome> {
  const read = await fetchSpecText(url);
  if (!read.ok) return read;
  return keep({
    place: urlPlace(url),
    text: read.text,
    format: read.format,
    origin: { kind: 'url', url: url.pathname + url.search },
    openedAt: new Date().toISOString(),
  });
}

async function keep(opened: OpenedSpec): Promise<OpenOutcome> {
  try {
    // Loaded when needed: the library (and IndexedDB's wrapper) stays out of the start page's code.
    const { saveOpenedSpec } = await import('../../shared/session/specLibrary.ts');
    await saveOpenedSpec(opened);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The spec could not be kept in this browser: ${detail}` };
  }
  return { ok: true, place: opened.place };
}
