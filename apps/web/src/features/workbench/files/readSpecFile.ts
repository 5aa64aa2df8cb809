import { decodeSpecBytes, detectFormat, type SpecFormat } from '@specrun/model';
import { describeBadBytes } from '../../../shared/session/describeBadBytes.ts';
import { formatOfFileName } from '@specrun/model';
import { MAX_SPEC_FILE_BYTES } from './specFiles.ts';

/** A spec file read, or why it was not. */
export type ReadFile =
  { ok: true; text: string; format: SpecFormat; fileName: string } | { ok: false; reason: string };

/**
 * Reads a chosen file as a spec's text, UTF-8 or UTF-16 as `specrun check` reads it (a file with
 * bytes not valid in its encoding is not opened), its form from its extension (or its first lines).
 */
export async function readSpecFile(file: File): Promise<ReadFile> {
  if (file.size > MAX_SPEC_FILE_BYTES)
    return {
      ok: false,
      reason: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: too large to be a spec.`,
    };
  try {
    const decoded = decodeSpecBytes(new Uint8Array(await file.arrayBuffer()));
    const bad = describeBadBytes(file.name, decoded);
    if (bad !== undefined) return { ok: false, reason: bad };
    const { text } = decoded;
    // Only the first lines are looked at: the form of a huge file is told at once.
    const format = formatOfFileName(file.name) ?? detectFormat(text.slice(0, 20_000));
    return { ok: true, text, format, fileName: file.name };
  } catch (error) {
    return {
      ok: false,
      reason: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
