import type { Position } from '../model/Spec.ts';
import { htmlBlockEnd, htmlBlockKind } from './htmlBlock.ts';
import {
  ATX,
  closerOf,
  FENCE,
  startsBlock,
  startsContainer,
  THEMATIC,
  withoutClosingHashes,
} from './lineKinds.ts';
import type { Block } from './Block.ts';
import { indentOf, isBlank, LineRange, type Line, type LineSource } from './sourceLines.ts';
import { findCells, isDelimiterRow, splitRow } from './splitRow.ts';

// The blocks of a document that the format reads, each scanned from its first line to its last:
// headings, fenced code blocks, HTML blocks (comments are blocks of their own; other HTML is
// prose) and pipe tables.

/** The heading, fence, HTML block or table that starts at line `i`, if one does. */
export function structuralBlock(
  lines: LineSource,
  i: number,
  text: string,
): { block: Block; next: number } | undefined {
  const line = lines.at(i) as Line;
  const indent = indentOf(line.text);
  if (indent > 3) return undefined;
  const body = line.text.slice(indent);
  const at = { line: line.number, column: indent + 1 };
  const lineEnd = line.start + line.text.length;
  const atx = ATX.exec(body);
  if (atx?.[1]) {
    const level = atx[1].length;
    const content = withoutClosingHashes(body.slice(atx[0].length)).trim();
    return {
      block: { kind: 'heading', level, text: content, at, start: line.start, end: lineEnd },
      next: i + 1,
    };
  }
  const fence = FENCE.exec(body);
  if (fence?.[1] && !(fence[1].startsWith('`') && (fence[2] ?? '').includes('`'))) {
    return scanFence(lines, i, indent, fence[1], (fence[2] ?? '').trim(), text);
  }
  const html = htmlBlockKind(body);
  if (html === 2) return scanComment(lines, i, at);
  if (html > 0) {
    const last = lines.at(htmlBlockEnd(lines, i, html).last) as Line;
    return {
      block: {
        kind: 'prose',
        at: { line: line.number, column: 1 },
        start: line.start,
        end: last.start + last.text.length,
      },
      next: last.number,
    };
  }
  if (isTableStart(lines, i)) return scanTable(lines, i, at);
  return undefined;
}

function scanFence(
  lines: LineSource,
  i: number,
  indent: number,
  marker: string,
  info: string,
  text: string,
): { block: Block; next: number } {
  const open = lines.at(i) as Line;
  const closing = closerOf(marker);
  const content: string[] = [];
  let j = i + 1;
  let closed = false;
  for (; j < lines.length; j += 1) {
    const line = lines.at(j) as Line;
    if (closing.test(line.text)) {
      closed = true;
      break;
    }
    content.push(stripIndent(line.text, indent));
  }
  const last = lines.at(Math.min(j, lines.length - 1)) as Line;
  const end = closed || j > i + 1 ? last.start + last.text.length : open.start + open.text.length;
  const block: Block = {
    kind: 'fence',
    info,
    content: content.join('\n'),
    contentLine: open.number + 1,
    closed,
    at: { line: open.number, column: indent + 1 },
    start: open.start,
    end: Math.min(end, text.length),
  };
  return { block, next: closed ? j + 1 : j };
}

/** Removes up to `indent` columns of leading spaces and tabs (a tab reaches the next multiple of 4). */
function stripIndent(text: string, indent: number): string {
  let column = 0;
  let i = 0;
  while (i < text.length && column < indent) {
    const char = text[i];
    if (char === ' ') column += 1;
    else if (char === '\t') column += 4 - (column % 4);
    else break;
    i += 1;
  }
  return ' '.repeat(Math.max(0, column - indent)) + text.slice(i);
}

function scanComment(lines: LineSource, i: number, at: Position): { block: Block; next: number } {
  const first = lines.at(i) as Line;
  const { last, closed } = htmlBlockEnd(lines, i, 2);
  const end = (lines.at(last) as Line).start + (lines.at(last) as Line).text.length;
  return { block: { kind: 'comment', closed, at, start: first.start, end }, next: last + 1 };
}

/**
 * True when line `i` is a table's header row: the next line is a delimiter row with as many
 * cells. Inside a paragraph (`inParagraph`), a line that cannot interrupt it as a list item is
 * paragraph text and may be a header.
 */
export function isTableStart(lines: LineSource, i: number, inParagraph = false): boolean {
  const header = lines.at(i) as Line;
  const delimiter = lines.at(i + 1);
  if (!delimiter || indentOf(header.text) > 3 || !isDelimiterRow(delimiter)) return false;
  const body = header.text.trimStart();
  if (startsContainer(body, inParagraph) || THEMATIC.test(body) || htmlBlockKind(body) > 0)
    return false;
  const spans: number[] = [];
  const count = findCells(header.text, spans);
  return count > 0 && count === findCells(delimiter.text, spans);
}

/** Scans a pipe table from its header row (line `i`) to its last row. */
export function scanTable(
  lines: LineSource,
  i: number,
  at: Position,
): { block: Block; next: number } {
  const headerLine = lines.at(i) as Line;
  let j = i + 2;
  for (; j < lines.length; j += 1) {
    const line = lines.at(j) as Line;
    if (isBlank(line.text) || indentOf(line.text) >= 4 || startsBlock(line.text)) break;
  }
  const last = lines.at(j - 1) as Line;
  const block: Block = {
    kind: 'table',
    header: splitRow(headerLine),
    rows: new LineRange(lines, i + 2, j),
    at,
    start: headerLine.start,
    end: last.start + last.text.length,
  };
  return { block, next: j };
}
