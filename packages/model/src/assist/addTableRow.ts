import { POINTS, type PointNumber } from '../model/Spec.ts';
import type { SpecFormat } from '../read/readSpec.ts';
import { TABLE_KINDS, type TableKind } from '../read/rows.ts';
import { insertSectionText } from './addSection.ts';
import { outlineMarkdown } from './markdownOutline.ts';
import {
  alignLines,
  appendRow,
  escapeCell,
  type TableEdit,
  type TextEdit,
} from './markdownTable.ts';
import { sectionHeading, tableHeader } from './sectionTemplates.ts';
import { childIndent, mappingKeys } from './yamlOutline.ts';

/**
 * Adds one row to a point's table, wherever the text stands: at the end of the section's table of
 * that kind, in a new table at the end of the section, or in a new section placed in point order.
 * Works on both forms; the result's selection is on the value of `focus` (the row's end in YAML when
 * that value is empty).
 */

/** A row to add: the point, the table kind, the cells by canonical column, the column to select. */
export interface NewRow {
  point: PointNumber;
  kind: TableKind;
  /** The key of the row list in the point's YAML mapping (`errors`, `constants`…). */
  yamlList: string;
  values: Readonly<Record<string, string>>;
  focus: string;
}

/** The edits adding `row` to the text, or undefined when the text has no place this can follow. */
export function addTableRow(text: string, format: SpecFormat, row: NewRow): TableEdit | undefined {
  return format === 'yaml' ? addYamlRow(text, row) : addMarkdownRow(text, row);
}

function addMarkdownRow(text: string, row: NewRow): TableEdit | undefined {
  const columns = TABLE_KINDS[row.kind].columns;
  const section = outlineMarkdown(text).find((s) => s.level === 2 && s.point === row.point);
  const table = section && [...section.tables].reverse().find((t) => t.kind === row.kind);
  if (table) {
    const cells = table.columns.map((c) => (c === undefined ? '' : (row.values[c] ?? '')));
    return appendRow(text, table.from, cells, Math.max(0, table.columns.indexOf(row.focus)));
  }
  const lines = [
    ...tableHeader(row.kind).split('\n'),
    `| ${columns.map((c) => escapeCell(row.values[c] ?? '')).join(' | ')} |`,
  ];
  const aligned = alignLines(lines);
  const focusAt = aligned.contentStarts[2]?.[Math.max(0, columns.indexOf(row.focus))] ?? 0;
  // The focused value is selected, so that typing replaces a placeholder such as a constant's 0.
  const focusLength = escapeCell(row.values[row.focus] ?? '').length;
  const select = (at: number) => ({ anchor: at, head: at + focusLength });
  if (section) {
    let end = section.to;
    while (end > section.headingTo && /\s/.test(text.charAt(end - 1))) end -= 1;
    const insert = `\n\n${aligned.text}${end === text.length ? '\n' : ''}`;
    return { changes: [{ from: end, to: end, insert }], selection: select(end + 2 + focusAt) };
  }
  const body = `${sectionHeading(row.point)}\n\n${aligned.text}\n`;
  const { edit, bodyAt } = insertSectionText(text, 'markdown', row.point, body);
  const at = bodyAt + sectionHeading(row.point).length + 2 + focusAt;
  return { changes: [edit], selection: select(at) };
}

/** The row as YAML lines, the first one a list item: `- code: X` then `  status: 422`. */
function yamlItem(row: NewRow, indent: number): YamlItem {
  const pad = ' '.repeat(indent);
  let text = '';
  let focusAt: number | undefined;
  let focusLength = 0;
  for (const column of TABLE_KINDS[row.kind].columns) {
    const value = row.values[column] ?? '';
    if (value === '') continue;
    text += `${text === '' ? `${pad}- ` : `\n${pad}  `}${column}: `;
    if (column === row.focus) focusAt = text.length;
    text += yamlScalar(value);
    if (column === row.focus) focusLength = text.length - (focusAt ?? 0);
  }
  return { text, focusAt, focusLength };
}

interface YamlItem {
  text: string;
  focusAt: number | undefined;
  focusLength: number;
}

/** The edit with the selection on the item's focused value, `base` being where the item starts. */
function selectItem(edit: TextEdit, base: number, item: YamlItem): TableEdit {
  const anchor = base + (item.focusAt ?? item.text.length);
  return { changes: [edit], selection: { anchor, head: anchor + item.focusLength } };
}

/** A value as a YAML scalar: plain when that reads back the same, else double-quoted. */
function yamlScalar(value: string): string {
  if (/^[A-Za-z0-9_][\w .,/()-]*$/.test(value) && !/[ ]$/.test(value)) return value;
  return JSON.stringify(value);
}

function addYamlRow(text: string, row: NewRow): TableEdit | undefined {
  const key = POINTS[row.point - 1]?.key ?? '';
  const section = mappingKeys(text, 0).find((k) => k.key === key);
  const list = `${row.yamlList}:`;
  const place = (from: number, before: string, indent: number, after = ''): TableEdit => {
    const item = yamlItem(row, indent);
    const insert = `${before}${item.text}${after}`;
    return selectItem({ from, to: from, insert }, from + before.length, item);
  };
  if (!section) {
    const item = yamlItem(row, 4);
    const body = `${key}:\n  ${list}\n${item.text}\n`;
    const { edit, bodyAt } = insertSectionText(text, 'yaml', row.point, body);
    return selectItem(edit, bodyAt + key.length + list.length + 5, item);
  }
  if (section.inline === '' && section.to === section.lineTo) {
    return place(section.lineTo, `\n  ${list}\n`, 4);
  }
  if (section.inline === '')
    return addToSectionMapping(text, section.lineTo, section.to, row, place);
  if (/^[[{&*!]/.test(section.inline)) return undefined;
  // A section of prose only: its text moves under `text:` and the list comes after it.
  const prose = text
    .slice(section.inlineFrom, section.to)
    .split('\n')
    .map((line, i) => (i === 0 || line.trim() === '' ? line : `  ${line}`))
    .join('\n');
  const before = `\n  text: ${prose}\n  ${list}\n`;
  const item = yamlItem(row, 4);
  const edit = {
    from: section.inlineFrom - (text.charAt(section.inlineFrom - 1) === ' ' ? 1 : 0),
    to: section.to,
    insert: `${before}${item.text}`,
  };
  return selectItem(edit, edit.from + before.length, item);
}

type Place = (from: number, before: string, indent: number, after?: string) => TableEdit;

function addToSectionMapping(text: string, lineTo: number, to: number, row: NewRow, place: Place) {
  const start = lineTo + 1;
  const indent = childIndent(text, start, to + 1);
  if (indent === undefined || indent === 0) return undefined;
  const children = mappingKeys(text, indent, start, to + 1);
  if (children.length === 0) return undefined;
  const list = children.find((k) => k.key === row.yamlList);
  const pad = ' '.repeat(indent);
  if (!list) {
    const last = children[children.length - 1];
    return place(last ? last.to : to, `\n${pad}${row.yamlList}:\n`, indent + 2);
  }
  if (list.inline === '[]') {
    const from = list.inlineFrom - (text.charAt(list.inlineFrom - 1) === ' ' ? 1 : 0);
    const item = yamlItem(row, indent + 2);
    const edit = { from, to: list.lineTo, insert: `\n${item.text}` };
    return selectItem(edit, from + 1, item);
  }
  if (list.inline !== '') return undefined;
  if (list.to === list.lineTo) return place(list.lineTo, '\n', indent + 2);
  const itemIndent = childIndent(text, list.lineTo + 1, list.to + 1) ?? indent + 2;
  return place(list.to, '\n', itemIndent);
}
