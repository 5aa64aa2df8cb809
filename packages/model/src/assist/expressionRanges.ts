import type { SpecFormat } from '../read/readSpec.ts';
import { recognizeTable } from '../read/rows.ts';
import { clampOffset, lineAt, lineText, spanFrom } from './lineAt.ts';
import { findTableAt, type MarkdownTable } from './markdownTable.ts';
import { MAX_ROW_LENGTH, type TableRow } from './tableRow.ts';

/**
 * Where the expressions are in a stretch of a spec, for highlighting them as CEL: the `rule`,
 * `when` (guard, if) cells and the filter of a screen's `Entity where <expr>`, in Markdown tables
 * and in the YAML form. Looks at the lines from `from` to `to` and the tables they are in.
 */

/** A range of text that holds a CEL expression. */
export interface ExpressionRange {
  from: number;
  to: number;
}

const EXPRESSION_COLUMNS = new Set(['rules.rule', 'transitions.when', 'permissions.when']);
const YAML_EXPRESSION = /^( *(?:- +)?)(rule|expression|condition|when|guard|if)[ \t]*:[ \t]+(.*)$/;
const YAML_SHOWS = /^( *(?:- +)?)(shows?)[ \t]*:[ \t]+(.*)$/;
const WHERE = /^(["']?)\w+\s+where\s+/;

/** The expression ranges on the lines that `from` to `to` touch. Never throws. */
export function expressionRanges(
  text: string,
  from: number,
  to: number,
  format: SpecFormat,
): ExpressionRange[] {
  const ranges: ExpressionRange[] = [];
  const end = clampOffset(text, to);
  let table: { table: MarkdownTable; columns: (string | undefined)[] } | undefined;
  for (let line = lineAt(text, from); ; line = spanFrom(text, line.next)) {
    const content = line.to - line.from > MAX_ROW_LENGTH ? '' : lineText(text, line);
    if (format === 'yaml') yamlRanges(content, line.from, ranges);
    else if (content.includes('|')) {
      if (!table || line.from > table.table.to || line.from < table.table.from) {
        const found = findTableAt(text, line.from);
        const known = found && recognizeTable((found.rows[0] as TableRow).cells.map((c) => c.text));
        table =
          found && known
            ? { table: found, columns: known.columns.map((c) => c && `${known.kind}.${c}`) }
            : undefined;
      }
      if (table) markdownRanges(table, line.from, ranges);
    }
    if (line.next >= end || line.next <= line.from || line.next >= text.length) break;
  }
  return ranges;
}

function markdownRanges(
  found: { table: MarkdownTable; columns: (string | undefined)[] },
  lineFrom: number,
  ranges: ExpressionRange[],
): void {
  const index = found.table.rows.findIndex((r) => r.from === lineFrom);
  if (index < 2) return;
  const row = found.table.rows[index] as TableRow;
  row.cells.forEach((cell, i) => {
    const column = found.columns[i];
    if (column === undefined || cell.text === '') return;
    if (EXPRESSION_COLUMNS.has(column)) ranges.push({ from: cell.contentFrom, to: cell.contentTo });
    else if (column === 'screens.shows') {
      const where = WHERE.exec(cell.text);
      if (where) ranges.push({ from: cell.contentFrom + where[0].length, to: cell.contentTo });
    }
  });
}

function yamlRanges(content: string, lineFrom: number, ranges: ExpressionRange[]): void {
  const expression = YAML_EXPRESSION.exec(content);
  const shows = expression ? undefined : YAML_SHOWS.exec(content);
  const match = expression ?? shows;
  if (!match) return;
  let value = (match[3] as string).replace(/[ \t]+#.*$/, '').trimEnd();
  let start = lineFrom + content.length - (match[3] as string).length;
  if (/^[|>]/.test(value)) return;
  if (shows) {
    const where = WHERE.exec(value);
    if (!where) return;
    start += where[0].length;
    value = (where[1] ?? '') + value.slice(where[0].length);
    if (where[1]) start -= 1;
  }
  const quote = value.charAt(0);
  if ((quote === '"' || quote === "'") && value.length > 1 && value.endsWith(quote)) {
    ranges.push({ from: start + 1, to: start + value.length - 1 });
  } else if (value !== '') ranges.push({ from: start, to: start + value.length });
}
