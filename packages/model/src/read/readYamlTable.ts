import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type YAMLError,
} from 'yaml';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { readerDiagnostic, type ReaderCode } from './readerCodes.ts';
import { describeYamlError } from './yamlSyntax.ts';
import { duplicateKeyPhrase } from './duplicateKeyName.ts';
import type { Position } from '../model/Spec.ts';
import { cellText, columnStyle, type NaturalValue } from './yamlForm.ts';
import type { Cell, Row, TableKind } from './rows.ts';

/** A key of a fenced YAML table as written, and where it first appears. */
export interface YamlKey {
  name: string;
  at: Position;
}

/** A fenced YAML block read as a table: its keys in order of appearance, and its rows. */
export interface YamlTable {
  keys: YamlKey[];
  rows: { at: Position; entries: YamlEntry[] }[];
}

/** One key of one row: its value in natural terms (undefined when it has no usable shape). */
export interface YamlEntry {
  key: string;
  at: Position;
  value: NaturalValue | undefined;
  /** Where the value starts (inside quotes), when it has a position. */
  valueAt?: Position;
}

/** What a fenced YAML block is: a table, something else, or text that is not usable YAML. */
export type YamlBlockReading =
  { kind: 'table'; table: YamlTable } | { kind: 'other' } | { kind: 'broken' };

/** The `yaml` parser's errors that have a code of their own (the same as in the YAML form). */
const YAML_ERROR_CODES: Partial<Record<YAMLError['code'], ReaderCode>> = {
  DUPLICATE_KEY: 'yaml-duplicate-key',
  MULTIPLE_DOCS: 'yaml-multiple-documents',
  RESOURCE_EXHAUSTION: 'yaml-too-deep',
};

/** Nesting deeper than this is refused before the YAML parser sees it (a table needs three). */
export const MAX_YAML_DEPTH = 32;
/** Aliases resolved per block at most (alias bombs). */
export const MAX_YAML_ALIASES = 100;

/** Where the block's content starts in the spec: the line after the fence, shifted by its indent. */
export interface YamlOrigin {
  line: number;
  column: number;
}

/**
 * Reads the content of a fenced `yaml` block that stands in for a table: a sequence of mappings,
 * one per row, whose keys are column names. Syntax errors, nesting deeper than `MAX_YAML_DEPTH`
 * and more than `MAX_YAML_ALIASES` aliases give diagnostics, never exceptions.
 */
export function readYamlTable(
  content: string,
  origin: YamlOrigin,
  path: (string | number)[],
  diagnostics: Diagnostic[],
): YamlBlockReading {
  const depth = nestingBound(content);
  if (depth.depth > MAX_YAML_DEPTH) {
    diagnostics.push(
      readerDiagnostic(
        'yaml-too-deep',
        `This YAML block nests deeper than ${MAX_YAML_DEPTH} levels; a table needs three.`,
        place(origin, depth.line, 1),
        path,
      ),
    );
    return { kind: 'broken' };
  }
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(content, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The parser reports its own errors as data; this guards against a stack overflow in it.
    diagnostics.push(
      readerDiagnostic(
        'yaml-syntax',
        `The YAML block cannot be read: ${String(error)}.`,
        place(origin, 1, 1),
        path,
      ),
    );
    return { kind: 'broken' };
  }
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return place(origin, Math.max(line, 1), col);
  };
  if (doc.errors.length > 0) {
    const broken = new Set<number>();
    for (const error of doc.errors.slice(0, 5)) {
      const code = YAML_ERROR_CODES[error.code] ?? 'yaml-syntax';
      if (code === 'yaml-syntax') {
        // One per line: the parser often reports a second one where it lost its way.
        const { message, offset, hint } = describeYamlError(error, doc, content);
        const where = at(offset);
        if (!broken.has(where.line))
          diagnostics.push(readerDiagnostic(code, message, where, path, hint));
        broken.add(where.line);
        continue;
      }
      diagnostics.push(
        readerDiagnostic(code, blockErrorMessage(error, doc), at(error.pos[0]), path),
      );
    }
    return { kind: 'broken' };
  }
  const aliases = { count: 0, at: 0 };
  const resolve = (node: unknown): unknown => {
    if (!isAlias(node)) return node;
    aliases.count += 1;
    aliases.at = node.range?.[0] ?? 0;
    return aliases.count > MAX_YAML_ALIASES ? undefined : node.resolve(doc);
  };
  const tooMany = (): YamlBlockReading => {
    diagnostics.push(
      readerDiagnostic(
        'yaml-alias-limit',
        `This YAML block uses more than ${MAX_YAML_ALIASES} aliases.`,
        at(aliases.at),
        path,
      ),
    );
    return { kind: 'broken' };
  };
  const root = resolve(doc.contents);
  if (!isSeq(root) || root.items.length === 0) return { kind: 'other' };
  const table: YamlTable = { keys: [], rows: [] };
  const known = new Set<string>();
  for (const item of root.items) {
    const map = resolve(item);
    if (aliases.count > MAX_YAML_ALIASES) return tooMany();
    if (!isMap(map)) return { kind: 'other' };
    const row: YamlTable['rows'][number] = { at: at(map.range?.[0] ?? 0), entries: [] };
    for (const pair of map.items) {
      const key = resolve(pair.key);
      if (!isScalar(key) || key.value === null || typeof key.value === 'object')
        return aliases.count > MAX_YAML_ALIASES ? tooMany() : { kind: 'other' };
      const name = String(key.value);
      const keyAt = at(key.range?.[0] ?? 0);
      if (!known.has(name)) {
        known.add(name);
        table.keys.push({ name, at: keyAt });
      }
      row.entries.push({ key: name, at: keyAt, ...naturalValue(resolve(pair.value), resolve, at) });
      if (aliases.count > MAX_YAML_ALIASES) return tooMany();
    }
    table.rows.push(row);
  }
  return { kind: 'table', table };
}

/**
 * The message of a parser error that has a code of its own, in our words: the parser names
 * neither the key it found twice nor anything but its own API for a second document.
 */
function blockErrorMessage(error: YAMLError, doc: Document.Parsed): string {
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = duplicateKeyPhrase(doc, error.pos[0]);
      return `${key} is given twice in a row of this YAML block; the block is kept as text.`;
    }
    case 'MULTIPLE_DOCS':
      return 'This YAML block holds more than one document ("---"); it is kept as text.';
    default:
      return `YAML: ${error.message.split('\n')[0] ?? error.message}`;
  }
}

/**
 * Turns the rows of a fenced YAML table into `Row`s of a table kind: each value becomes the cell
 * text the Markdown form would hold (a list of names joined by commas, answers by semicolons).
 * A value that is a mapping or a list of lists gives `yaml-bad-value` and no cell.
 */
export function yamlRows(
  table: YamlTable,
  kind: TableKind,
  columns: ReadonlyMap<string, string>,
  path: (string | number)[],
  diagnostics: Diagnostic[],
): Row[] {
  return table.rows.map(({ at, entries }) => {
    const cells: Partial<Record<string, Cell>> = {};
    const unread = new Set<string>();
    for (const { key, at: keyAt, value, valueAt } of entries) {
      const column = columns.get(key);
      if (column === undefined) continue;
      if (value === undefined) {
        unread.add(column);
        diagnostics.push(
          readerDiagnostic(
            'yaml-wrong-shape',
            `The value of "${key}" must be text, a number, yes/no or a list of names.`,
            keyAt,
            path,
          ),
        );
        continue;
      }
      cells[column] = { text: cellText(columnStyle(kind, column), value), at: valueAt ?? keyAt };
    }
    return unread.size > 0 ? { cells, at, unread } : { cells, at };
  });
}

function naturalValue(
  node: unknown,
  resolve: (node: unknown) => unknown,
  at: (offset: number) => Position,
): { value: NaturalValue | undefined; valueAt?: Position } {
  if (node === null || node === undefined) return { value: '' };
  if (isScalar(node)) {
    const value = node.value;
    if (value === null || value === undefined) return { value: '' };
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return { value, ...scalarAt(node, at) };
    }
    return { value: undefined };
  }
  if (isSeq(node)) {
    const values: string[] = [];
    for (const item of node.items) {
      const inner = resolve(item);
      if (!isScalar(inner) || (inner.value !== null && typeof inner.value === 'object'))
        return { value: undefined };
      values.push(String(inner.value ?? ''));
    }
    return { value: values, ...scalarAt(node.items[0], at) };
  }
  return { value: undefined };
}

/** Where a scalar's text starts: its first character, inside the quotes of a quoted scalar. */
function scalarAt(node: unknown, at: (offset: number) => Position): { valueAt?: Position } {
  if (!isScalar(node) || !node.range) return {};
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  return { valueAt: at(node.range[0] + (quoted ? 1 : 0)) };
}

function place(origin: YamlOrigin, line: number, column: number): Position {
  return { line: origin.line + line - 1, column: origin.column + column - 1 };
}

/**
 * A quick upper bound of how deep a YAML text nests: brackets and braces open at once, plus block
 * indentation levels and `- ` entries opened on one line. Strings are not told apart, so the bound
 * may be high; it is only used to refuse absurd nesting before the (recursive) parser sees it.
 */
function nestingBound(content: string): { depth: number; line: number } {
  let worst = { depth: 0, line: 1 };
  const indents: number[] = [];
  let flow = 0;
  let lineNumber = 0;
  for (const line of content.split('\n')) {
    lineNumber += 1;
    const indent = line.length - line.trimStart().length;
    if (line.trim() !== '' && flow === 0) {
      while (indents.length > 0 && (indents[indents.length - 1] as number) >= indent) indents.pop();
      indents.push(indent);
    }
    let entries = 0;
    for (let i = indent; line.startsWith('- ', i) || line.startsWith('? ', i); i += 2) entries += 1;
    let peak = flow;
    for (let i = 0; i < line.length; i += 1) {
      const char = line.charCodeAt(i);
      if (char === 0x5b || char === 0x7b) peak = Math.max(peak, ++flow);
      else if ((char === 0x5d || char === 0x7d) && flow > 0) flow -= 1;
    }
    const depth = indents.length + entries + peak;
    if (depth > worst.depth) worst = { depth, line: lineNumber };
  }
  return worst;
}
