import { positionAt } from '@specrun/model';

/** Where a text read from a file first shows binary data, and what the file is when it can tell. */
export interface BinaryAt {
  /** 1-based, as an editor counts them. */
  line: number;
  column: number;
  /** What the file's first bytes say it is ("a PNG image"), when they are a known signature. */
  kind?: string;
}

// The first bytes of files people pick by mistake, as they read once decoded as UTF-8 (a byte
// that is not UTF-8 reads as U+FFFD).
const SIGNATURES: readonly [string, string][] = [
  ['\uFFFDPNG\r\n\x1A\n', 'a PNG image'],
  ['\uFFFD\uFFFD\uFFFD', 'a JPEG image'],
  // The byte order mark of UTF-16 ("Unicode text" in spreadsheets), after the JPEG's: both begin so.
  ['\uFFFD\uFFFD', 'UTF-16 text; save it as UTF-8'],
  ['GIF87a', 'a GIF image'],
  ['GIF89a', 'a GIF image'],
  ['%PDF-', 'a PDF document'],
  ['PK\x03\x04', 'a ZIP archive (an .xlsx, .docx or .zip file)'],
  ['\x1F\uFFFD', 'a gzip archive'],
];

// Control characters that neither CSV nor JSON text holds: NUL and the others besides tab, line
// feed, vertical tab, form feed and carriage return. A text in another encoding (Latin-1) is not
// binary: its odd bytes read as U+FFFD, which is not counted here.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\x00-\x08\x0E-\x1F]/;

/**
 * Finds binary data in a file's text: a known file signature at its start, or the first control
 * character no CSV or JSON text holds. Returns undefined for text.
 */
export function findBinary(text: string): BinaryAt | undefined {
  for (const [signature, kind] of SIGNATURES)
    if (text.startsWith(signature)) return { line: 1, column: 1, kind };
  const at = text.search(CONTROL);
  return at < 0 ? undefined : positionAt(text, at);
}

/** Says where binary data was found: "the file holds binary data (a PNG image) from line 1, column 1". */
export function describeBinary(binary: BinaryAt): string {
  const kind = binary.kind ? ` (${binary.kind})` : '';
  return `the file holds binary data${kind}, from line ${binary.line}, column ${binary.column}`;
}
