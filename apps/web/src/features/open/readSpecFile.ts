import { decodeSpecBytes, formatOfFileName, type SpecFormat } from '@specrun/model';
import { describeBadBytes } from '../../shared/session/describeBadBytes.ts';

/** The largest spec Specrun opens: specs are text of a few kilobytes, so 1 MB is generous. */
export const MAX_SPEC_BYTES = 1024 * 1024;

/** A spec's text and form, or what is wrong with the file in words a user can act on. */
export type SpecText =
  { ok: true; text: string; format: SpecFormat } | { ok: false; message: string };

/** Describes a size in bytes for a person: `812 bytes`, `3.4 MB`. */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What is wrong with a file's size for a spec, or `undefined` when it may be one. */
export function checkSpecSize(
  what: string,
  bytes: number,
  max: number = MAX_SPEC_BYTES,
): string | undefined {
  return bytes > max
    ? `${what} is ${describeSize(bytes)}; a spec may be at most ${describeSize(max)}.`
    : undefined;
}

/**
 * Reads a spec's bytes as text, UTF-8 or UTF-16 as `specrun check` reads them (`decodeSpecBytes`;
 * a byte-order mark is dropped). Bytes that hold NUL characters are binary data, and bytes not
 * valid in their encoding text in another encoding: no spec, and never shown.
 */
export function decodeSpecText(
  what: string,
  bytes: Uint8Array,
  max: number = MAX_SPEC_BYTES,
): { ok: true; text: string } | { ok: false; message: string } {
  const tooLarge = checkSpecSize(what, bytes.byteLength, max);
  if (tooLarge) return { ok: false, message: tooLarge };
  const decoded = decodeSpecBytes(bytes);
  if (decoded.text.includes('\u0000'))
    return {
      ok: false,
      message: `${what} holds binary data, not text: a spec is a Markdown or YAML text file.`,
    };
  const bad = describeBadBytes(what, decoded);
  return bad === undefined ? { ok: true, text: decoded.text } : { ok: false, message: bad };
}

/** Checks a file picked or dropped as a spec and reads its text; never throws. */
export function readSpecFile(name: string, bytes: Uint8Array): SpecText {
  const what = `"${name}"`;
  const format = formatOfFileName(name);
  if (format === undefined)
    return {
      ok: false,
      message: `${what} is not a spec file: Specrun opens Markdown (.md) and YAML (.yaml, .yml) files, and OpenAPI documents (.json, .yaml).`,
    };
  const decoded = decodeSpecText(what, bytes);
  return decoded.ok ? { ok: true, text: decoded.text, format } : decoded;
}
