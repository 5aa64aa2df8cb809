import { isBlank, type Line, type LineSource } from './sourceLines.ts';

// The HTML blocks of CommonMark (section 4.6), told apart by how they start: 1 raw text
// elements, 2 comments, 3 processing instructions, 4 declarations, 5 CDATA, 6 block-level tags,
// 7 any other complete tag alone on its line. Kinds 1 to 5 end at their closing marker, 6 and 7
// at a blank line; kind 7 cannot interrupt a paragraph.

const RAW = /^<(?:script|pre|style|textarea)(?:[ \t>]|$)/i;
const BLOCK_TAG = new RegExp(
  '^</?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|' +
    'details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|' +
    'head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|' +
    'option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)' +
    '(?:[ \\t>]|/>|$)',
  'i',
);
const ATTRIBUTE = String.raw`[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^ \t"'=<>\x60]+|'[^']*'|"[^"]*"))?`;
const OPEN_TAG = new RegExp(String.raw`^<[A-Za-z][A-Za-z0-9-]*(?:${ATTRIBUTE})*[ \t]*/?>[ \t]*$`);
const CLOSE_TAG = /^<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>[ \t]*$/;
const ENDS: Record<number, RegExp> = {
  1: /<\/(?:script|pre|style|textarea)>/i,
  2: /-->/,
  3: /\?>/,
  4: />/,
  5: /\]\]>/,
};

/**
 * The kind (1–7) of HTML block that a line starts, given the line without its indentation, or 0.
 * Kind 7 is only looked for in lines of reasonable length (a tag alone on a line is short).
 */
export function htmlBlockKind(body: string): number {
  if (body.charCodeAt(0) !== 0x3c /* < */) return 0;
  if (RAW.test(body)) return 1;
  if (body.startsWith('<!--')) return 2;
  if (body.startsWith('<?')) return 3;
  if (/^<![A-Za-z]/.test(body)) return 4;
  if (body.startsWith('<![CDATA[')) return 5;
  if (BLOCK_TAG.test(body)) return 6;
  if (body.length < 2000 && (OPEN_TAG.test(body) || CLOSE_TAG.test(body))) return 7;
  return 0;
}

/**
 * The index of the last line of an HTML block of the given kind that starts at line `i`: the line
 * holding its end marker (kinds 1–5; the marker may be on the first line, after the opening), or
 * the line before a blank line (kinds 6 and 7); the last line of the text when it never ends
 * (then `closed` is false).
 */
export function htmlBlockEnd(
  lines: LineSource,
  i: number,
  kind: number,
): { last: number; closed: boolean } {
  const end = ENDS[kind];
  const first = lines.at(i) as Line;
  if (end) {
    const opening = first.text.indexOf('<') + (kind === 2 ? 4 : kind === 5 ? 9 : 2);
    if (end.test(first.text.slice(opening))) return { last: i, closed: true };
    for (let j = i + 1; j < lines.length; j += 1) {
      if (end.test((lines.at(j) as Line).text)) return { last: j, closed: true };
    }
    return { last: lines.length - 1, closed: false };
  }
  let j = i;
  while (j + 1 < lines.length && !isBlank((lines.at(j + 1) as Line).text)) j += 1;
  return { last: j, closed: true };
}
