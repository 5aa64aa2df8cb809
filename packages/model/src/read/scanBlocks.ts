import type { Position } from '../model/Spec.ts';
import {
  EMPTY_ITEM,
  interruptsParagraph,
  isParagraphText,
  LIST_ITEM,
  listContentIndent,
  closingFence,
  SETEXT,
  startsBlock,
  startsContainer,
  THEMATIC,
} from './lineKinds.ts';
import { indentOf, isBlank, type Line, type LineSource } from './sourceLines.ts';
import { isDelimiterRow, splitRow } from './splitRow.ts';
import type { Block } from './Block.ts';
import { isTableStart, scanTable, structuralBlock } from './structuralBlock.ts';

export type { Block } from './Block.ts';

/**
 * Cuts a document into blocks by looking at whole lines: ATX headings, fenced code blocks, HTML
 * comments and GFM pipe tables, with the same boundaries as CommonMark + GFM for top-level blocks
 * (a table ends at a blank line or at any line that starts another block). Lines indented under a
 * list item, and lines of a list item's or quote's paragraph, stay prose. Linear in the text.
 */
export function scanBlocks(lines: LineSource, text: string): Block[] {
  const blocks: Block[] = [];
  forEachBlock(lines, text, (block) => blocks.push(block));
  return blocks;
}

/**
 * Scans the blocks as `scanBlocks` does and hands each to `visit` as soon as it is scanned, so
 * that a reader can let go of each block before the next (a long text's blocks are never all
 * held at once).
 */
export function forEachBlock(lines: LineSource, text: string, visit: (block: Block) => void): void {
  const list: ListState = { indent: -1, tableAt: -1 };
  let i = 0;
  while (i < lines.length) {
    const line = lines.at(i) as Line;
    if (isBlank(line.text)) {
      i += 1;
      continue;
    }
    if (list.indent >= 0 && indentOf(line.text) < list.indent) list.indent = -1;
    if (list.tableAt === i) {
      const table = scanTable(lines, i, { line: line.number, column: indentOf(line.text) + 1 });
      visit(table.block);
      i = table.next;
      continue;
    }
    const structural = list.indent >= 0 ? undefined : structuralBlock(lines, i, text);
    const found = structural ?? scanProse(lines, i, list);
    visit(found.block);
    i = found.next;
  }
}

/** What the scan keeps between blocks: the content indent of the open list item, if any (-1),
 * and the line where a table found inside a paragraph starts. */
interface ListState {
  indent: number;
  tableAt: number;
}

/**
 * Scans a run of prose lines from line `i` to a blank line or a line that starts a block. Inside
 * a list item or a quote no table can start (its lines are the item's lazy continuation); lines
 * indented as deep as the current list item's content belong to it, whatever they hold.
 */
function scanProse(lines: LineSource, i: number, list: ListState): { block: Block; next: number } {
  const line = lines.at(i) as Line;
  const indent = indentOf(line.text);
  const body = line.text.slice(Math.min(indent, 3));
  const at = { line: line.number, column: 1 };
  if (list.indent < 0 && (indent >= 4 || THEMATIC.test(body))) {
    // An indented code block runs over indented lines only; a thematic break is one line.
    let j = i + 1;
    while (indent >= 4 && j < lines.length && indentOf((lines.at(j) as Line).text) >= 4) j += 1;
    const last = lines.at(j - 1) as Line;
    return {
      block: { kind: 'prose', at, start: line.start, end: last.start + last.text.length },
      next: j,
    };
  }
  const inList = list.indent >= 0;
  let container = inList || startsContainer(body, false);
  if (list.indent < 0 && LIST_ITEM.test(body)) list.indent = listContentIndent(body, indent);
  if (EMPTY_ITEM.test(body)) {
    // An empty list item holds no paragraph, so the next line cannot continue it lazily; and
    // after a blank line it is over.
    if (isBlank(lines.at(i + 1)?.text ?? '')) list.indent = -1;
    return {
      block: { kind: 'prose', at, start: line.start, end: line.start + line.text.length },
      next: i + 1,
    };
  }
  let setext: Position | undefined;
  let itemTable = inList
    ? isItemTable(lines, i, list.indent)
    : itemHeadsTable(lines, i, list.indent);
  let itemFence = inList ? closingFence(line.text.slice(Math.min(indent, list.indent))) : undefined;
  let lazy =
    !itemTable &&
    !itemFence &&
    isParagraphText(inList ? line.text.slice(Math.min(indent, list.indent)) : body);
  let j = i + 1;
  for (; j < lines.length; j += 1) {
    const next = lines.at(j) as Line;
    const nextIndent = indentOf(next.text);
    if (isBlank(next.text)) break;
    if (list.indent >= 0 && nextIndent >= list.indent) {
      const inner = next.text.slice(list.indent);
      if (itemFence) {
        if (itemFence.test(inner)) itemFence = undefined;
        continue;
      }
      if (itemTable && !startsBlock(inner)) continue;
      itemTable = isItemTable(lines, j, list.indent);
      itemFence = closingFence(inner);
      lazy = !itemTable && !itemFence && isParagraphText(inner);
      continue;
    }
    if (!lazy) {
      // What the list item holds last is not a paragraph, so this line cannot continue it.
      list.indent = -1;
      break;
    }
    if (nextIndent >= 4) continue;
    const nextBody = next.text.slice(nextIndent);
    if (interruptsParagraph(next.text)) break;
    if (!container && SETEXT.test(nextBody)) {
      setext = { line: line.number, column: indent + 1 };
      j += 1;
      break;
    }
    if (THEMATIC.test(nextBody)) break;
    if (!container && isTableStart(lines, j, true)) {
      list.tableAt = j;
      break;
    }
    if (startsContainer(nextBody, !container)) {
      container = true;
      list.indent = LIST_ITEM.test(nextBody) ? listContentIndent(nextBody, nextIndent) : -1;
      itemTable = itemHeadsTable(lines, j, list.indent);
      lazy = !itemTable;
      if (EMPTY_ITEM.test(nextBody)) {
        if (isBlank(lines.at(j + 1)?.text ?? '')) list.indent = -1;
        j += 1;
        break;
      }
    }
  }
  const last = lines.at(j - 1) as Line;
  const block: Block = { kind: 'prose', at, start: line.start, end: last.start + last.text.length };
  if (setext) block.setext = setext;
  return { block, next: j };
}

/** True when a table starts at line `i` inside a list item whose content is indented by `indent`. */
function isItemTable(lines: LineSource, i: number, indent: number): boolean {
  const delimiter = lines.at(i + 1);
  return delimiter !== undefined && indentOf(delimiter.text) >= indent && isTableStart(lines, i);
}

/** True when the content of a list item's first line is the header row of a table in the item. */
function itemHeadsTable(lines: LineSource, i: number, indent: number): boolean {
  const line = lines.at(i) as Line;
  const delimiter = lines.at(i + 1);
  const marker = LIST_ITEM.exec(line.text.trimStart());
  if (!marker || indent < 0 || !delimiter || indentOf(delimiter.text) < indent) return false;
  const content = { ...line, text: line.text.trimStart().slice(marker[0].length) };
  const inner = { ...delimiter, text: delimiter.text.slice(indent) };
  return (
    content.text !== '' &&
    isDelimiterRow(inner) &&
    splitRow(content).length === splitRow(inner).length
  );
}
