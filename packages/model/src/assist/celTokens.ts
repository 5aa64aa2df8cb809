/**
 * A small tokenizer of CEL for highlighting and completion: it never fails (what it cannot read
 * becomes `invalid`) and gives up on expressions longer than `MAX_EXPRESSION` characters.
 */

/** What a token is, as far as highlighting is concerned. */
export type CelTokenType =
  | 'string'
  | 'number'
  | 'keyword'
  | 'builtin'
  | 'constant'
  | 'function'
  | 'property'
  | 'name'
  | 'operator'
  | 'punctuation'
  | 'invalid';

/** One token: its type and its range in the tokenized text. */
export interface CelToken {
  type: CelTokenType;
  from: number;
  to: number;
}

/** Expressions longer than this are not tokenized. */
export const MAX_EXPRESSION = 4000;

const KEYWORDS = new Set(['true', 'false', 'null', 'in']);
const BUILTINS = new Set(['record', 'user', 'now', 'today']);
const OPERATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '\\|\\|',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
];

/** Tokenizes `source` (from `from` to `to`, default all of it); offsets are those of `source`. */
export function tokenizeCel(source: string, from = 0, to = source.length): CelToken[] {
  if (to - from > MAX_EXPRESSION || from < 0 || to > source.length) return [];
  const tokens: CelToken[] = [];
  let i = from;
  while (i < to) {
    const char = source.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const start = i;
    if (char === '"' || char === "'") {
      i = stringEnd(source, i, to);
      tokens.push({ type: 'string', from: start, to: i });
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(source.charAt(i + 1)))) {
      const match = /^(?:0x[0-9a-fA-F]+|[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)[uU]?/.exec(
        source.slice(i, Math.min(to, i + 64)),
      );
      i += Math.max(1, match?.[0].length ?? 1);
      tokens.push({ type: 'number', from: start, to: i });
    } else if (/[A-Za-z_]/.test(char)) {
      while (i < to && /\w/.test(source.charAt(i))) i += 1;
      tokens.push({ type: nameType(source, start, i, to, tokens), from: start, to: i });
    } else {
      const operator = OPERATORS.find((op) => source.startsWith(op, i) && i + op.length <= to);
      if (operator) {
        i += operator.length;
        tokens.push({ type: 'operator', from: start, to: i });
      } else {
        i += 1;
        tokens.push({
          type: /[()[\]{},.]/.test(char) ? 'punctuation' : 'invalid',
          from: start,
          to: i,
        });
      }
    }
  }
  return tokens;
}

function stringEnd(source: string, start: number, to: number): number {
  const quote = source.charAt(start);
  const triple = source.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  let i = start + close.length;
  while (i < to) {
    if (source.charAt(i) === '\\') i += 2;
    else if (source.startsWith(close, i)) return i + close.length;
    else i += 1;
  }
  return to;
}

function nameType(
  source: string,
  from: number,
  to: number,
  end: number,
  before: CelToken[],
): CelTokenType {
  const name = source.slice(from, to);
  const previous = before[before.length - 1];
  if (previous && previous.type === 'punctuation' && source.charAt(previous.from) === '.')
    return 'property';
  let next = to;
  while (next < end && /\s/.test(source.charAt(next))) next += 1;
  if (source.charAt(next) === '(') return 'function';
  if (KEYWORDS.has(name)) return 'keyword';
  if (BUILTINS.has(name)) return 'builtin';
  if (/^[A-Z][A-Z0-9_]*$/.test(name) && name.length > 1) return 'constant';
  return 'name';
}
