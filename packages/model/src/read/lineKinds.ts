import { htmlBlockKind } from './htmlBlock.ts';
import { indentOf } from './sourceLines.ts';

// What a single line of Markdown can start, as CommonMark defines it: the tests the block scanner
// makes line by line.

/** An ATX heading's opening: one to six `#` and a space or the end of the line. */
export const ATX = /^(#{1,6})(?:[ \t]+|$)/;

/** A code fence's opening line: three or more backticks or tildes, then the info string. */
export const FENCE = /^(`{3,}|~{3,})(.*)$/;

/** A list item's marker and the spaces after it. */
export const LIST_ITEM = /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$)/;

/** A list item with nothing after its marker. */
export const EMPTY_ITEM = /^(?:[-+*]|\d{1,9}[.)])[ \t]*$/;

/** A thematic break: three or more `*`, `-` or `_`, spaces allowed between them. */
export const THEMATIC = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/** A setext heading's underline. */
export const SETEXT = /^(?:=+|-+)[ \t]*$/;

/** A line that opens a code fence. */
export const FENCE_START = /^(?:`{3,}[^`]*|~{3,}.*)$/;

/** An ATX heading's content without its optional closing sequence of `#` (` ## 3. Screens ##`). */
export function withoutClosingHashes(content: string): string {
  let end = content.length;
  while (end > 0 && (content[end - 1] === ' ' || content[end - 1] === '\t')) end -= 1;
  let hashes = end;
  while (hashes > 0 && content[hashes - 1] === '#') hashes -= 1;
  if (hashes === end) return content;
  return hashes === 0 || content[hashes - 1] === ' ' || content[hashes - 1] === '\t'
    ? content.slice(0, hashes)
    : content;
}

/** The closing line of a fence opened by `marker` (three or more backticks or tildes). */
export function closerOf(marker: string): RegExp {
  const key = `${marker[0] ?? '`'}${marker.length}`;
  let closer = CLOSERS.get(key);
  if (!closer) {
    closer = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    if (CLOSERS.size < 64) CLOSERS.set(key, closer);
  }
  return closer;
}

const CLOSERS = new Map<string, RegExp>();

/** The closing line of the fence that a line opens, or undefined when it opens none. */
export function closingFence(text: string): RegExp | undefined {
  if (indentOf(text) > 3) return undefined;
  const fence = FENCE.exec(text.trimStart());
  if (!fence?.[1] || (fence[1].startsWith('`') && (fence[2] ?? '').includes('`'))) return undefined;
  return closerOf(fence[1]);
}

/** True when a line (within its container) opens a block that is not a paragraph. */
export function opensBlock(text: string): boolean {
  if (indentOf(text) > 3) return false;
  const body = text.trimStart();
  return ATX.test(body) || FENCE_START.test(body) || THEMATIC.test(body) || htmlBlockKind(body) > 0;
}

/** True when a line would start or continue a paragraph (in a list item: its lazy lines follow). */
export function isParagraphText(text: string): boolean {
  const body = text.trimStart();
  if (EMPTY_ITEM.test(body)) return false;
  const content = LIST_ITEM.exec(body);
  return !opensBlock(content ? body.slice(content[0].length) : text);
}

/**
 * True when a line (without its indentation) opens a list item or a quote. Interrupting a
 * paragraph, a list item must have content, and an ordered one must start at 1.
 */
export function startsContainer(body: string, interrupting: boolean): boolean {
  if (body.startsWith('>')) return true;
  const item = /^(?:[-+*]|(\d{1,9})[.)])(?:([ \t]+)(.?)|$)/.exec(body);
  if (!item || THEMATIC.test(body)) return false;
  if (!interrupting) return true;
  return (
    item[3] !== undefined && item[3] !== '' && (item[1] === undefined || Number(item[1]) === 1)
  );
}

/** True when a line starts a block that interrupts a paragraph: a heading, a fence or HTML. */
export function interruptsParagraph(text: string): boolean {
  if (indentOf(text) > 3) return false;
  const body = text.trimStart();
  if (ATX.test(body) || FENCE_START.test(body)) return true;
  const html = htmlBlockKind(body);
  return html > 0 && html < 7;
}

/** True when a line (indented less than four) starts a block that ends a table. */
export function startsBlock(text: string): boolean {
  const body = text.trimStart();
  if (ATX.test(body) || FENCE_START.test(body) || body.startsWith('>')) return true;
  if (htmlBlockKind(body) > 0 || THEMATIC.test(body)) return true;
  return LIST_ITEM.test(body);
}

/** The column where a list item's content starts, which its continuation lines must reach. */
export function listContentIndent(body: string, indent: number): number {
  const marker = /^(?:[-+*]|\d{1,9}[.)])/.exec(body)?.[0] ?? '';
  const spaces = indentOf(body.slice(marker.length));
  return indent + marker.length + (spaces >= 1 && spaces <= 4 ? spaces : 1);
}
