import { lineText, spanFrom } from './lineAt.ts';

/**
 * The outline of a spec in the YAML form as the quick fixes need it: the keys of its top-level
 * mapping (and, one level down, of a section's mapping), each with the lines its value spans.
 * Line-based, linear in the text; a document this cannot follow (flow style, anchors on sections)
 * simply yields no place to insert.
 */

/** A key of a block mapping and the extent of its value. */
export interface YamlKeyLine {
  key: string;
  indent: number;
  /** The start of the key's line. */
  from: number;
  /** The end of the key's line. */
  lineTo: number;
  /** The value written on the key's line, without a trailing comment; '' when none. */
  inline: string;
  /** Where the inline value starts. */
  inlineFrom: number;
  /** The end of the last non-blank line of its value (the key's line end when it has no more lines). */
  to: number;
}

const KEY = /^( *)([A-Za-z_][\w -]*?|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)[ \t]*(.*)$/;

/** The value part of a line after `key:`, without a trailing ` # comment` outside quotes. */
function withoutComment(value: string): string {
  if (value.startsWith('#')) return '';
  if (value.startsWith('"') || value.startsWith("'")) return value.trimEnd();
  const comment = value.search(/[ \t]#/);
  return (comment < 0 ? value : value.slice(0, comment)).trimEnd();
}

/**
 * The keys of the block mapping whose keys are indented `indent` spaces, between `from` and `to`
 * (offsets at line starts). Lines indented deeper belong to the key above them; comments and blank
 * lines are skipped.
 */
export function mappingKeys(
  text: string,
  indent: number,
  from = 0,
  to = text.length,
): YamlKeyLine[] {
  const keys: YamlKeyLine[] = [];
  for (let at = from; at < to;) {
    const span = spanFrom(text, at);
    const line = lineText(text, span);
    const trimmed = line.trimStart();
    const depth = line.length - trimmed.length;
    const last = keys[keys.length - 1];
    if (trimmed === '' || trimmed.startsWith('#')) {
      // Blank lines and comments neither end nor extend a value.
    } else if (depth > indent || (depth === indent && trimmed.startsWith('- ') && last)) {
      if (last) last.to = span.to;
    } else if (depth === indent) {
      const match = KEY.exec(line);
      if (match) {
        const raw = match[3] ?? '';
        keys.push({
          key: (match[2] as string).replace(/^["']|["']$/g, ''),
          indent,
          from: span.from,
          lineTo: span.to,
          inline: withoutComment(raw),
          inlineFrom: span.to - raw.length,
          to: span.to,
        });
      } else if (trimmed === '---' && keys.length === 0) {
        // A document marker before the first key.
      } else break;
    } else break;
    if (span.next <= at) break;
    at = span.next;
  }
  return keys;
}

/** The indentation of the first non-blank, non-comment line after `from` and before `to`, if any. */
export function childIndent(text: string, from: number, to: number): number | undefined {
  for (let at = from; at < to;) {
    const span = spanFrom(text, at);
    const line = lineText(text, span);
    const trimmed = line.trimStart();
    if (trimmed !== '' && !trimmed.startsWith('#')) return line.length - trimmed.length;
    if (span.next <= at) break;
    at = span.next;
  }
  return undefined;
}
