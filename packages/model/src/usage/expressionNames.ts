/** A name an expression reads, with its offset in the expression's text. */
export interface NameInExpression {
  name: string;
  offset: number;
}

/** Words of the language that are not names. */
const KEYWORDS = new Set(['in', 'true', 'false', 'null']);

const TOKEN = /("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?)|([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The top-level names an expression reads (`MAX_AMOUNT`, `record`, `user`), in order: not the
 * fields selected after a dot (`record.amount` gives `record` only) and nothing inside a string
 * literal. A lexical scan, so that it works on an expression the CEL parser refuses as well.
 */
export function expressionNames(source: string): NameInExpression[] {
  const names: NameInExpression[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match !== null; match = TOKEN.exec(source)) {
    const name = match[2];
    if (name === undefined || KEYWORDS.has(name) || isSelected(source, match.index)) continue;
    names.push({ name, offset: match.index });
  }
  return names;
}

/** Whether the name at `offset` follows a dot (spaces between them allowed). */
function isSelected(source: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && (source[i] === ' ' || source[i] === '\t')) i -= 1;
  return source[i] === '.' && !/\d/.test(source[i - 1] ?? '');
}
