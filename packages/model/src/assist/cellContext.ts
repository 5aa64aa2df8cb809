import type { SpecFormat } from '../read/readSpec.ts';
import { recognizeTable, TABLE_KINDS, type TableKind } from '../read/rows.ts';
import { clampOffset, lineAt, lineBefore, lineText, spanFrom, type LineSpan } from './lineAt.ts';
import { findTableAt } from './markdownTable.ts';
import { cellIndexAt, MAX_ROW_LENGTH, type TableRow } from './tableRow.ts';

/**
 * Where the cursor is in a spec's structure: which table kind and column (a Markdown table cell,
 * or a row's key in the YAML form), the cell's text, the other cells of its row, and the entity
 * heading a point 3 or 4 table stands under. Looks only at the lines around the cursor.
 */

/** The cell (or YAML value) at the cursor. */
export interface CellContext {
  kind: TableKind;
  /** The canonical column; undefined for a header the kind does not know. */
  column: string | undefined;
  /** Where the cell's text starts and ends (trimmed). */
  from: number;
  to: number;
  /** The other cells of the row by canonical column, as written. */
  row: Readonly<Record<string, string>>;
  /** The `###` heading (Markdown) or `entity:` (YAML) of the entity or lifecycle the table is in. */
  entity: string | undefined;
  /** True on a table's header or delimiter row. */
  header: boolean;
}

/** How far up the lines are searched for a heading or a parent key. */
const LOOK_UP_LINES = 2000;

const YAML_LISTS: Record<string, TableKind> = {
  audience: 'audience',
  routes: 'screens',
  fields: 'fields',
  transitions: 'transitions',
  rules: 'rules',
  permissions: 'permissions',
  users: 'users',
  calls: 'calls',
  errors: 'errors',
  constants: 'constants',
};

/** The cell at `offset`, or undefined outside a table (or a row of the YAML form). */
export function cellContextAt(
  text: string,
  offset: number,
  format: SpecFormat,
): CellContext | undefined {
  const at = clampOffset(text, offset);
  return format === 'yaml' ? yamlCellAt(text, at) : markdownCellAt(text, at);
}

function markdownCellAt(text: string, at: number): CellContext | undefined {
  const table = findTableAt(text, at);
  if (!table) return undefined;
  const header = table.rows[0] as TableRow;
  const known = recognizeTable(header.cells.map((c) => c.text));
  if (!known) return undefined;
  const index = table.rows.findIndex((r) => at >= r.from && at <= r.to);
  const row = table.rows[index] as TableRow;
  const cellIndex = Math.max(0, cellIndexAt(row, at));
  const cell = row.cells[cellIndex];
  const values: Record<string, string> = {};
  row.cells.forEach((c, i) => {
    const column = known.columns[i];
    if (column !== undefined) values[column] = c.text;
  });
  return {
    kind: known.kind,
    column: known.columns[cellIndex],
    from: cell?.contentFrom ?? at,
    to: cell?.contentTo ?? at,
    row: values,
    entity: headingAbove(text, table.from),
    header: index < 2,
  };
}

/** The name of the `###` heading above `from`, stopping at a `#` or `##` heading. */
function headingAbove(text: string, from: number): string | undefined {
  let line: LineSpan | undefined = lineAt(text, from);
  for (let n = 0; line && n < LOOK_UP_LINES; n += 1, line = lineBefore(text, line)) {
    const content = lineText(text, line);
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(content);
    if (heading) return (heading[1] as string).length === 3 ? (heading[2] as string) : undefined;
  }
  return undefined;
}

/** A `key: value` line of a YAML mapping, maybe the first of a list item (`- key: value`). */
const YAML_KEY = /^( *)(- +)?([A-Za-z_][\w ]*?)[ \t]*:(?:[ \t]+|$)(.*)$/;

interface YamlLine {
  keyColumn: number;
  dash: boolean;
  key: string;
  valueFrom: number;
  value: string;
}

function readYamlLine(text: string, line: LineSpan): YamlLine | undefined {
  const content = lineText(text, line);
  if (content.length > MAX_ROW_LENGTH) return undefined;
  const match = YAML_KEY.exec(content);
  if (!match) return undefined;
  const keyColumn = (match[1] as string).length + (match[2]?.length ?? 0);
  const value = match[4] ?? '';
  return {
    keyColumn,
    dash: match[2] !== undefined,
    key: match[3] as string,
    valueFrom: line.from + content.length - value.length,
    value,
  };
}

function yamlCellAt(text: string, at: number): CellContext | undefined {
  const here = lineAt(text, at);
  const current = readYamlLine(text, here);
  if (!current || at < current.valueFrom) return undefined;
  // Walk up to the item's first line (`- key: …`), then past its sibling items to the list's key.
  let itemStart: LineSpan | undefined = current.dash ? here : undefined;
  let dashColumn = current.keyColumn - 2;
  let listKey: YamlLine | undefined;
  let line = lineBefore(text, here);
  for (let n = 0; line && n < LOOK_UP_LINES && !listKey; n += 1, line = lineBefore(text, line)) {
    const content = lineText(text, line);
    const trimmed = content.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indent = content.length - trimmed.length;
    const parsed = readYamlLine(text, line);
    if (!itemStart) {
      if (parsed?.dash && parsed.keyColumn === current.keyColumn) {
        itemStart = line;
        dashColumn = parsed.keyColumn - 2;
      } else if (indent < current.keyColumn) return undefined;
      continue;
    }
    if (indent > dashColumn || (indent === dashColumn && trimmed.startsWith('-'))) continue;
    if (parsed && !parsed.dash && parsed.value.trim() === '') listKey = parsed;
    else return undefined;
  }
  if (!itemStart) return undefined;
  const kind = listKey ? YAML_LISTS[listKey.key] : undefined;
  if (!kind || !listKey) return undefined;
  const row = yamlItemValues(text, itemStart, current.keyColumn, kind);
  const value = current.value.replace(/[ \t]+#.*$/, '').trimEnd();
  return {
    kind,
    column: canonicalColumn(kind, current.key),
    from: current.valueFrom,
    to: current.valueFrom + value.length,
    row,
    entity:
      kind === 'transitions' || kind === 'fields'
        ? yamlEntityAbove(text, listKey, here)
        : undefined,
    header: false,
  };
}

function canonicalColumn(kind: TableKind, key: string): string | undefined {
  const info = TABLE_KINDS[kind];
  const name = key.trim().toLowerCase();
  return info.columns.includes(name) ? name : info.aliases[name];
}

/** The values of one list item's keys, from its first line down while lines stay inside it. */
function yamlItemValues(
  text: string,
  start: LineSpan,
  column: number,
  kind: TableKind,
): Record<string, string> {
  const values: Record<string, string> = {};
  let line: LineSpan | undefined = start;
  for (let n = 0; line && n < 200; n += 1) {
    const parsed = readYamlLine(text, line);
    if (parsed && n > 0 && parsed.dash) break;
    if (parsed && parsed.keyColumn < column && n > 0) break;
    if (parsed && parsed.keyColumn === column) {
      const key = canonicalColumn(kind, parsed.key);
      if (key) values[key] = parsed.value.replace(/^["']|["']$/g, '').trim();
    }
    if (line.next <= line.from || line.next >= text.length) break;
    line = spanFrom(text, line.next);
  }
  return values;
}

/** The `entity:` of the mapping that holds the list key (a lifecycle or an entity). */
function yamlEntityAbove(text: string, listKey: YamlLine, from: LineSpan): string | undefined {
  let line: LineSpan | undefined = from;
  for (let n = 0; line && n < LOOK_UP_LINES; n += 1, line = lineBefore(text, line)) {
    const parsed = readYamlLine(text, line);
    if (parsed && parsed.keyColumn === listKey.keyColumn && parsed.key === 'entity')
      return parsed.value.trim();
    const content = lineText(text, line);
    const indent = content.length - content.trimStart().length;
    if (content.trim() !== '' && indent < listKey.keyColumn - 2) return undefined;
  }
  return undefined;
}
