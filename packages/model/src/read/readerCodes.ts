import { diagnostic, type Diagnostic, type Severity } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';

/**
 * The diagnostic codes of decoding a spec file, of the Markdown reader and of the row builder it
 * shares with the YAML reader, with their severity and what each means (docs/format.md lists the
 * same).
 */
export const READER_CODES = {
  'binary-input': ['error', 'The text contains NUL characters: it is probably not a text file.'],
  'invalid-encoding': [
    'warning',
    'Bytes of the file are not valid UTF-8 (or UTF-16); they are read as U+FFFD.',
  ],
  'missing-title': [
    'error',
    'There is no `# Specification: <name>` heading, or its name is empty.',
  ],
  'title-without-prefix': [
    'warning',
    'The title heading does not start with "Specification:"; its text is read as the name.',
  ],
  'text-before-title': [
    'warning',
    'Text comes before the title; it is kept at the start of the intro.',
  ],
  'extra-title': ['warning', 'A second level-1 heading; it is kept as text where it stands.'],
  'unknown-section': [
    'warning',
    'A `##` heading names none of the nine points; it and its content are kept as text of the section before it.',
  ],
  'section-number-mismatch': [
    'warning',
    "A section's number and its words name different points; the number wins.",
  ],
  'section-out-of-order': ['warning', 'A section comes after a section of a later point.'],
  'duplicate-section': [
    'warning',
    'A point has a second section; its content is merged into the first.',
  ],
  'setext-heading': [
    'warning',
    'A heading underlined with `===` or `---` is not read as a section; use `#` headings.',
  ],
  'unclosed-fence': [
    'warning',
    'A code fence is never closed; it runs to the end of the text and is kept as text.',
  ],
  'unclosed-comment': [
    'warning',
    'An HTML comment is never closed; it hides the rest of the text.',
  ],
  'unknown-table': [
    'warning',
    'A table (or YAML block) whose columns name no table kind; it is kept as text.',
  ],
  'table-not-allowed': [
    'warning',
    'A table of a kind that does not belong where it stands; it is kept as text.',
  ],
  'unknown-column': [
    'warning',
    "A column that the table's kind does not have; its cells are not read.",
  ],
  'short-row': [
    'warning',
    'A row has fewer cells than the header, and lacks a cell of a column the table reads; the missing cells are read as empty.',
  ],
  'extra-cells': ['warning', 'A row has more cells than the header; the extra cells are not read.'],
  'mismatched-delimiter-row': [
    'warning',
    'A header row over a delimiter row (`| --- |`) with a different number of cells: not a table, read as text.',
  ],
  'missing-delimiter-row': [
    'warning',
    'A line of prose reads as the header row of a table kind but has no delimiter row (`| --- |`) under it: not a table, read as text.',
  ],
  'missing-cell': ['error', 'A cell that the row cannot do without is empty.'],
  'empty-heading': [
    'warning',
    'A `###` heading in point 3 or 4 names no entity; it is kept as text.',
  ],
  'invalid-name': [
    'error',
    'A name that a table or heading declares (entity, field, state, action, role, error code, constant) is not a valid name.',
  ],
  'unknown-field-type': [
    'error',
    'A field type cannot be read; the field keeps its type as written.',
  ],
  'invalid-required': [
    'error',
    'A "required" cell is not yes or no; the field is read as not required.',
  ],
  'bad-query': [
    'error',
    'A query parameter written after "?" in a call path cannot be read (`?tag=tagList&limit`).',
  ],
  'bad-note': [
    'error',
    "A phrase of a field's notes lacks its value (`set on create:` with no expression after it).",
  ],
  'bad-path': ['error', 'A call path does not start with "/".'],

  'bad-method': ['error', 'A call method is not an HTTP method.'],
  'bad-payload': [
    'error',
    'A "sends" cell is not an entity or a list of one (`Claim`, `Claim[]`).',
  ],
  'bad-answer': [
    'error',
    'An answer of a call cannot be read (`200 Claim; 404 NOT_FOUND; 422 validation errors`).',
  ],
  'bad-status': ['error', 'An error status is not a three-digit HTTP status.'],
  'duplicate-initial-state': [
    'warning',
    'A lifecycle says its initial state twice; the first one counts.',
  ],
  'bad-wire-sentence': [
    'error',
    'How point 7 says errors are answered, or the token is sent, cannot be read.',
  ],
  'duplicate-wire-sentence': [
    'warning',
    'Point 7 says twice how errors are answered, or how the token is sent; the first counts.',
  ],
  'duplicate-list-display': [
    'warning',
    'An entity says how its list shows twice; the first one counts.',
  ],
  'yaml-syntax': ['error', 'A fenced YAML block is not valid YAML; it is kept as text.'],
  'yaml-duplicate-key': [
    'error',
    'A row of a fenced YAML block names a key twice; the block is kept as text.',
  ],
  'yaml-multiple-documents': [
    'error',
    'A fenced YAML block holds more than one document (`---`); it is kept as text.',
  ],
  'yaml-too-deep': ['error', 'A fenced YAML block nests too deeply; it is kept as text.'],
  'yaml-alias-limit': [
    'error',
    'A fenced YAML block uses too many aliases (an alias bomb); it is kept as text.',
  ],
  'yaml-wrong-shape': [
    'error',
    'A value in a fenced YAML table is a mapping or a nested list; it is not read.',
  ],
} as const satisfies Record<string, readonly [Severity, string]>;

/** A diagnostic code of the Markdown reader. */
export type ReaderCode = keyof typeof READER_CODES;

/** Builds a reader diagnostic with the severity its code has in `READER_CODES`. */
export function readerDiagnostic(
  code: ReaderCode,
  message: string,
  at: Position,
  path: (string | number)[],
  hint?: string,
): Diagnostic {
  return diagnostic(code, READER_CODES[code][0], message, at, path, hint);
}
