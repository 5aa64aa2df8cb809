import { describeBinary, findBinary } from './findBinary.ts';

/** The two forms of an entity's records in a file. */
export type RecordsFormat = 'json' | 'csv';

const ENDINGS: Record<RecordsFormat, RegExp> = { csv: /\.csv$/i, json: /\.json$/i };

/**
 * The form of an entity's records in a file: by its name's ending (`.csv`, `.json`), else by its
 * first characters (`[` or `{` is JSON). A file read by its content must then prove itself: see
 * `claimsFormat`.
 */
export function recordsFormatOf(fileName: string, head: string): RecordsFormat {
  if (ENDINGS.csv.test(fileName)) return 'csv';
  if (ENDINGS.json.test(fileName)) return 'json';
  return /^\s*[[{]/.test(head) ? 'json' : 'csv';
}

/** True when the file's name says it holds `format`, or when there is no name to go by (''). */
export function claimsFormat(fileName: string | undefined, format: RecordsFormat): boolean {
  return !fileName || ENDINGS[format].test(fileName);
}

/**
 * The message of a file that cannot be read as `format`, for `reason`: "x.json is not valid JSON:
 * …" when its name claims the form, and, for a file of another name (a .txt, a .png), that it is
 * neither CSV nor JSON.
 */
export function notTheFormat(
  fileName: string | undefined,
  format: RecordsFormat,
  reason: string,
): string {
  const name = fileName || 'The file';
  if (claimsFormat(fileName, format))
    return `${name} is not valid ${format === 'csv' ? 'CSV' : 'JSON'}: ${reason}.`;
  return `${name} is neither CSV nor JSON: ${reason}. Import reads records from a .csv or a .json file.`;
}

/** The problem of a file that holds binary data, if it does (a PNG, a PDF, a NUL byte). */
export function binaryProblem(
  text: string,
  fileName: string | undefined,
  format: RecordsFormat,
): string | undefined {
  const binary = findBinary(text);
  return binary && notTheFormat(fileName, format, describeBinary(binary));
}

/**
 * Parses a file's JSON, or says why it cannot: binary data is named by its place rather than
 * quoted, since the parser's own message would quote its raw bytes.
 */
export function parseJsonFile(
  text: string,
  fileName: string | undefined,
): { ok: true; data: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const binary = binaryProblem(text, fileName, 'json');
    if (binary) return { ok: false, message: binary };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: notTheFormat(fileName, 'json', reason) };
  }
}
