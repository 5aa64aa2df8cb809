import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';
import { readerDiagnostic } from './readerCodes.ts';
import { normalizeSource, positionAt } from './sourceLines.ts';

// `spec` compiles without a platform's types (STYLE.md); every browser and Node has TextDecoder.
declare const TextDecoder: new (
  label: SpecEncoding,
  options?: { fatal?: boolean },
) => { decode(input: Uint8Array): string };

/** The encodings `decodeSpecBytes` reads. */
export type SpecEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** A spec file's bytes as text (`decodeSpecBytes`). */
export interface DecodedSpec {
  /** The text, without its byte-order mark; bytes not valid in the encoding are U+FFFD. */
  text: string;
  encoding: SpecEncoding;
  /** `invalid-encoding` at the first bytes not valid in the encoding, or nothing. */
  diagnostics: Diagnostic[];
}

/** How many bytes at the start of a file without a byte-order mark tell UTF-16 from UTF-8. */
const SNIFFED_BYTES = 1024;

/**
 * Decodes a spec file's bytes (docs/format.md, "Encodings"): UTF-16 after a UTF-16 byte-order
 * mark (FF FE, FE FF), or without one when every other byte of its start is 0; UTF-8 otherwise.
 * The platform's decoder drops the byte-order mark and reads bytes not valid in the encoding as
 * U+FFFD, as browsers do; the first U+FFFD of such a text is reported (`invalid-encoding`) at its
 * line and column. Never throws.
 */
export function decodeSpecBytes(bytes: Uint8Array): DecodedSpec {
  const encoding = markedEncoding(bytes) ?? sniffUtf16(bytes) ?? 'utf-8';
  const text = new TextDecoder(encoding).decode(bytes);
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return { text, encoding, diagnostics: [] };
  } catch {
    const at = endOf(text.slice(0, Math.max(0, text.indexOf('\uFFFD'))));
    const name = encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
    return { text, encoding, diagnostics: [invalidEncoding(name, at)] };
  }
}

/** The UTF-16 its byte-order mark says a file is in. */
function markedEncoding(bytes: Uint8Array): SpecEncoding | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * The UTF-16 a file without a byte-order mark is clearly in: an even number of bytes, no NUL
 * character at its start, and nine in ten of its first characters one byte and a 0 (ASCII and
 * Latin-1 text, as a spec's headings and tables are).
 */
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length < 4 || bytes.length % 2 !== 0) return undefined;
  const end = Math.min(bytes.length, SNIFFED_BYTES);
  let little = 0;
  let big = 0;
  for (let i = 0; i < end; i += 2) {
    const even = bytes[i] as number;
    const odd = bytes[i + 1] as number;
    if (even === 0 && odd === 0) return undefined;
    if (odd === 0) little += 1;
    else if (even === 0) big += 1;
  }
  const characters = end / 2;
  if (little * 10 >= characters * 9) return 'utf-16le';
  if (big * 10 >= characters * 9) return 'utf-16be';
  return undefined;
}

/** The position just after a text, in lines and columns as the readers count them. */
function endOf(text: string): Position {
  const normalized = normalizeSource(text).text;
  return positionAt(normalized, normalized.length);
}

function invalidEncoding(encoding: 'UTF-8' | 'UTF-16', at: Position): Diagnostic {
  return readerDiagnostic(
    'invalid-encoding',
    `The bytes here are not valid ${encoding}; they, and any others further on, are read as U+FFFD (\uFFFD).`,
    at,
    [],
    encoding === 'UTF-8'
      ? 'Save the file as UTF-8: it may be in another encoding, such as Windows-1252.'
      : 'Save the file again as UTF-8 or UTF-16.',
  );
}
