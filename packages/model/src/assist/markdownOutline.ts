import type { PointNumber } from '../model/Spec.ts';
import { recognizeSection } from '../read/recognizeSection.ts';
import { recognizeTable, type TableKind } from '../read/rows.ts';
import { spanFrom, lineText } from './lineAt.ts';
import { isPipeLine, splitTableRow } from './tableRow.ts';

/**
 * The outline of a Markdown spec as the quick fixes need it: its `##` sections with the point
 * each stands for, and the tables in each with their kind. Fenced code and HTML comments are
 * skipped, as the reader skips them. Linear in the text; used when a fix is asked for, not per
 * keystroke.
 */

/** A table of the outline: where it is, its kind and the canonical name of each header column. */
export interface OutlineTable {
  kind: TableKind | undefined;
  columns: (string | undefined)[];
  from: number;
  /** The end of its last row. */
  to: number;
}

/** A `#` or `##` heading and what follows it up to the next `#` or `##` heading. */
export interface OutlineSection {
  level: 1 | 2;
  point: PointNumber | undefined;
  from: number;
  /** The end of the heading's line. */
  headingTo: number;
  /** Where the next `#` or `##` heading starts, or the end of the text. */
  to: number;
  tables: OutlineTable[];
}

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Outlines a Markdown text: its `#`/`##` headings in order, each with the tables under it. */
export function outlineMarkdown(text: string): OutlineSection[] {
  const sections: OutlineSection[] = [];
  let fence: string | undefined;
  let inComment = false;
  let table: OutlineTable | undefined;
  let previousPipe: { from: number; cells: number; text: string } | undefined;
  for (let from = 0; from < text.length || from === 0;) {
    const span = spanFrom(text, from);
    const line = lineText(text, span);
    const current = sections[sections.length - 1];
    if (fence !== undefined) {
      if (line.trimStart().startsWith(fence) && /^[`~]+[ \t]*$/.test(line.trim()))
        fence = undefined;
    } else if (inComment) {
      if (line.includes('-->')) inComment = false;
    } else if (table && isPipeLine(line)) {
      table.to = span.to;
    } else {
      table = undefined;
      const opened = FENCE.exec(line);
      const heading = HEADING.exec(line);
      if (opened) fence = (opened[1] as string).slice(0, 3);
      else if (/^ {0,3}<!--/.test(line)) inComment = !line.includes('-->');
      else if (heading && (heading[1] as string).length <= 2) {
        if (current) current.to = span.from;
        const level = (heading[1] as string).length as 1 | 2;
        const point = level === 2 ? recognizeSection(heading[2] ?? '').point : undefined;
        sections.push({
          level,
          point,
          from: span.from,
          headingTo: span.to,
          to: text.length,
          tables: [],
        });
      } else if (isPipeLine(line) && previousPipe && current) {
        const row = splitTableRow(line, span.from);
        if (row.delimiter && row.cells.length === previousPipe.cells) {
          const headers = splitTableRow(previousPipe.text, previousPipe.from).cells.map(
            (c) => c.text,
          );
          const known = recognizeTable(headers);
          table = {
            kind: known?.kind,
            columns: known?.columns ?? [],
            from: previousPipe.from,
            to: span.to,
          };
          current.tables.push(table);
        }
      }
    }
    previousPipe =
      !table && fence === undefined && !inComment && isPipeLine(line)
        ? { from: span.from, cells: splitTableRow(line, span.from).cells.length, text: line }
        : undefined;
    if (span.next <= from) break;
    from = span.next;
  }
  return sections;
}
