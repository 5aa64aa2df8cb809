/**
 * Text from an OpenAPI document put into a spec's prose or cells. It is the document's own text,
 * but Markdown that the spec's reader would take for structure (a heading, a table, a fence, a
 * comment, the sentences of point 3 and 4) must stay text: prose is quoted, cells are one line.
 */

/** Lines the spec's reader would take for structure: headings, tables, fences, comments, the sentences of points 3 and 4. */
const STRUCTURE =
  /^ {0,3}(#|\||```|~~~|<!--|=+\s*$|-{2,}\s*$|initial state\s*:|the list of\b)|^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/i;

/**
 * A description as prose: as written when no line of it could read as structure, else as a block
 * quote (each line behind `> `), inside which nothing does.
 */
export function proseBlock(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return '';
  const lines = trimmed.split('\n');
  if (!lines.some((line) => STRUCTURE.test(line))) return lines.map((l) => l.trimEnd()).join('\n');
  return quoteBlock(trimmed);
}

/** A description as a block quote: each line behind `> `, so that nothing in it reads as structure. */
export function quoteBlock(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return '';
  return trimmed
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line.trimEnd()}`))
    .join('\n');
}

/** Text on one line, spaces collapsed, at most `max` characters (cut at a word, with `…`). */
export function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.lastIndexOf(' ', max - 1);
  return `${line.slice(0, cut > max / 2 ? cut : max - 1)}…`;
}

/**
 * A catalogue message from a description: one line, with `{name}` written `(name)` so that it is
 * not read as a placeholder of a constant.
 */
export function messageText(text: string): string {
  return oneLine(text).replace(/\{([A-Za-z_]\w*)\}/g, '($1)');
}

/** A name or value in backticks for prose; a backtick inside is dropped. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, '')}\``;
}

/** A bullet list, or nothing. */
export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}
