import { isCollection, isScalar, visit, type Document, type Node, type YAMLError } from 'yaml';

/**
 * The YAML parser's syntax errors in our words (`yaml-syntax`), for the YAML form and for fenced
 * YAML blocks: what is wrong, where it starts, and the parser's own words kept short.
 */

/** A syntax error as a reader reports it: its message, a hint, and the offset it starts at. */
export interface YamlSyntaxProblem {
  message: string;
  hint?: string;
  offset: number;
}

/** The longest part of the parser's message that a diagnostic quotes. */
const MAX_DETAIL = 80;

interface Kind {
  test: (error: YAMLError) => boolean;
  words: string;
  hint?: string;
  /** Where the problem starts: the opening of what is not closed, the first mark of a line. */
  start?: 'flow' | 'quote' | 'indent';
}

const KINDS: readonly Kind[] = [
  {
    test: (e) => /^Flow sequence/.test(e.message),
    words: 'the list opened with "[" here is not closed with "]"',
    hint: 'close the list, or quote the value if the "[" is part of the text',
    start: 'flow',
  },
  {
    test: (e) => /^Flow map/.test(e.message),
    words: 'the mapping opened with "{" here is not closed with "}"',
    hint: 'close the mapping, or quote the value if the "{" is part of the text',
    start: 'flow',
  },
  {
    test: (e) => /closing .?quote/i.test(e.message),
    words: 'the quoted text that starts here has no closing quote',
    hint: 'end the text with the quote it starts with',
    start: 'quote',
  },
  {
    // `answers: [200 Claim[], 404 NOT_FOUND]`: the "[]" of a list payload opens a list.
    test: (e) => /^Missing , or : between flow/.test(e.message),
    words: 'a value inside "[ ]" or "{ }" holds a mark of its own, such as "[", "{" or ","',
    hint: 'quote the value, as in ["200 Claim[]", 404 NOT_FOUND]',
  },
  {
    test: (e) => e.code === 'TAB_AS_INDENT',
    words: 'a tab indents this line; YAML indents with spaces only',
    hint: 'replace the tab with spaces',
    // The parser points at the tab itself, which is what the hint asks to replace.
  },
  {
    test: (e) =>
      e.code === 'BAD_INDENT' || /without - indicator|same column|indented/.test(e.message),
    words: 'this line is not indented like the other lines of its list or mapping',
    hint: 'indent the keys of one mapping to the same column',
    start: 'indent',
  },
  {
    test: (e) => e.code === 'BLOCK_AS_IMPLICIT_KEY' || e.code === 'MULTILINE_IMPLICIT_KEY',
    words: 'a value here runs into a "key:"',
    hint: 'quote a value that holds ": ", and indent a key no deeper than the keys beside it',
  },
  {
    test: (e) => e.code === 'BAD_DQ_ESCAPE',
    words: 'the double-quoted text has an escape YAML does not know',
    hint: 'write a backslash as "\\\\", or use single quotes',
  },
  {
    test: (e) => e.code === 'BAD_SCALAR_START',
    words: 'a value cannot start with this mark unless it is quoted',
    hint: 'quote the value',
  },
];

/** The parser's message, its first sentence only and at most `MAX_DETAIL` characters. */
function detailOf(error: YAMLError): string {
  const first = (error.message.split('\n')[0] ?? '').trim().replace(/[.:]$/, '');
  return first.length > MAX_DETAIL ? `${first.slice(0, MAX_DETAIL - 1)}…` : first;
}

/**
 * Describes one of the parser's errors: in our words, with the parser's kept short, at the place
 * the problem starts (an unclosed `[` or quote where it opens, a badly indented line at its first
 * mark) rather than where the parser gave up. `doc` and `text` are what the parser read.
 */
export function describeYamlError(
  error: YAMLError,
  doc: Document.Parsed | undefined,
  text: string,
): YamlSyntaxProblem {
  const kind = KINDS.find((k) => k.test(error));
  const words = kind?.words ?? 'the text is not valid YAML';
  const message = `This is not valid YAML: ${words} (parser: "${detailOf(error)}").`;
  const offset = startOf(kind?.start, error.pos[0], doc, text);
  const problem: YamlSyntaxProblem = { message, offset };
  if (kind?.hint !== undefined) problem.hint = kind.hint;
  return problem;
}

function startOf(
  start: Kind['start'],
  offset: number,
  doc: Document.Parsed | undefined,
  text: string,
): number {
  if (start === 'indent') {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const mark = /\S/.exec(text.slice(offset, offset + 200));
    const before = text.slice(lineStart, offset);
    return before.trim() === '' && mark ? offset + mark.index : offset;
  }
  if (start === undefined || doc === undefined) return offset;
  const opening = innermostOpening(doc, offset, start);
  return opening ?? offset;
}

/**
 * The start of the innermost flow collection (or quoted scalar) that runs up to `offset`: the
 * one the parser found unclosed there.
 */
function innermostOpening(
  doc: Document.Parsed,
  offset: number,
  kind: 'flow' | 'quote',
): number | undefined {
  let found: number | undefined;
  visit(doc, (_key, node) => {
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    const range = n.range;
    if (!range) return;
    const fits =
      kind === 'flow'
        ? isCollection(n) && n.flow === true
        : isScalar(n) && (n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE');
    if (
      fits &&
      range[0] < offset &&
      offset <= range[2] &&
      (found === undefined || range[0] > found)
    )
      found = range[0];
  });
  return found;
}
