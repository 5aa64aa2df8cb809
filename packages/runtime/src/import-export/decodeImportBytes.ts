import { decodeSpecBytes } from '@specrun/model';
import { binaryProblem, type RecordsFormat } from './fileFormat.ts';

/** A file's text, or why it cannot be read as text. */
export type DecodedFile = { ok: true; text: string } | { ok: false; message: string };

/**
 * Reads the bytes of a file to import as text: UTF-8 (after its byte-order mark, if any), or UTF-16
 * after a UTF-16 byte-order mark (a spreadsheet's "Unicode text") or when its start is clearly
 * UTF-16, as a spec file is read. Bytes not valid in the encoding are not read as U+FFFD, which
 * would change the values imported without a word: the file is refused, naming the line and
 * column of the first of them (a Latin-1 `café` saved by an old spreadsheet). A binary file (an
 * image, an archive) is refused as binary, as its text would be.
 */
export function decodeImportBytes(
  bytes: Uint8Array,
  fileName: string | undefined,
  format: RecordsFormat,
): DecodedFile {
  const { text, encoding, diagnostics } = decodeSpecBytes(bytes);
  const invalid = diagnostics[0];
  if (!invalid) return { ok: true, text };
  const binary = binaryProblem(text, fileName, format);
  if (binary) return { ok: false, message: binary };
  const name = fileName || 'The file';
  const { line, column } = invalid.at;
  if (encoding !== 'utf-8')
    return {
      ok: false,
      message: `${name} is not valid UTF-16: the bytes at line ${line}, column ${column} are not UTF-16, so its text cannot be read as it is. Save it as UTF-8 and import it again.`,
    };
  return {
    ok: false,
    message: `${name} is not UTF-8 text: the bytes at line ${line}, column ${column} are not valid UTF-8, so its text cannot be read as it is (it may be in another encoding, such as Latin-1 or Windows-1252). Save it as UTF-8 ("CSV UTF-8" in a spreadsheet) and import it again.`,
  };
}
