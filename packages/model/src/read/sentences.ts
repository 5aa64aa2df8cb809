import { isIdentifier } from '../grammar/cells.ts';
import { splitList } from '../grammar/fieldType.ts';

/** A sentence the format gives meaning to, found at the start of a paragraph. */
interface Sentence {
  /** Where the sentence's value starts in the paragraph (the state's name, the noun). */
  offset: number;
  /** The paragraph without the sentence (and the spaces after it); empty when nothing is left. */
  rest: string;
}

/** "Initial state: draft." at the start of a paragraph. */
export interface InitialStateSentence extends Sentence {
  state: string;
}

/** "The list of claims shows title, amount and status, newest first." at the start of a paragraph. */
export interface ListDisplaySentence extends Sentence {
  noun: string;
  columns: string[];
  order?: string;
}

const INITIAL = /^initial state:[ \t]*/i;
const LIST = /^the list of /i;

/**
 * Reads "Initial state: <name>." when a paragraph starts with it; the name may be wrapped in
 * backticks or emphasis, the full stop may be left out at the end of the paragraph.
 */
export function readInitialState(paragraph: string): InitialStateSentence | undefined {
  const prefix = INITIAL.exec(paragraph);
  if (!prefix) return undefined;
  const name = /^([`*_]*)([^\s.`*_]+)\1/.exec(paragraph.slice(prefix[0].length));
  if (!name?.[2]) return undefined;
  const end = sentenceEnd(paragraph, prefix[0].length + name[0].length);
  if (end === undefined) return undefined;
  return {
    state: name[2],
    offset: prefix[0].length + (name[1]?.length ?? 0),
    rest: paragraph.slice(end).trimStart(),
  };
}

/**
 * Reads "The list of <noun> shows <a, b and c>[, <order>]." when a paragraph starts with it. The
 * order is the part after the last comma when it is not a name or names joined by "and" (so an
 * order has at least two words: "newest first", "by amount").
 */
export function readListDisplay(paragraph: string): ListDisplaySentence | undefined {
  const prefix = LIST.exec(paragraph);
  if (!prefix) return undefined;
  const shows = paragraph.indexOf(' shows ', prefix[0].length);
  if (shows < 0) return undefined;
  const stop = findStop(paragraph, shows + 7);
  const noun = paragraph.slice(prefix[0].length, shows).trim();
  if (noun === '' || noun.includes('\n')) return undefined;
  const body = paragraph.slice(shows + 7, stop);
  const cut = body.lastIndexOf(',');
  const last = body.slice(cut + 1).trim();
  const sentence: ListDisplaySentence = {
    noun,
    columns: [],
    offset: prefix[0].length,
    rest: paragraph.slice(Math.min(stop + 1, paragraph.length)).trimStart(),
  };
  if (cut >= 0 && !splitList(last).every(isIdentifier)) {
    sentence.columns = splitList(body.slice(0, cut));
    sentence.order = last;
  } else sentence.columns = splitList(body);
  // "The list of claims shows ." names no column: prose, as the YAML form refuses an empty `shows`.
  return sentence.columns.length > 0 ? sentence : undefined;
}

/** The offset just after a sentence's full stop at `from` (or the paragraph's end), if it ends there. */
function sentenceEnd(paragraph: string, from: number): number | undefined {
  let i = from;
  while (paragraph[i] === ' ' || paragraph[i] === '\t') i += 1;
  if (i >= paragraph.length) return i;
  if (paragraph[i] !== '.') return undefined;
  const after = paragraph[i + 1];
  return after === undefined || /\s/.test(after) ? i + 1 : undefined;
}

/** The offset of the full stop ending the sentence that runs from `from`, or the paragraph's end. */
function findStop(paragraph: string, from: number): number {
  for (let i = paragraph.indexOf('.', from); i >= 0; i = paragraph.indexOf('.', i + 1)) {
    const after = paragraph[i + 1];
    if (after === undefined || /\s/.test(after)) return i;
  }
  return paragraph.length;
}

/** "Errors are answered as `{…}`." or "The token is sent as `…`." at the start of a paragraph. */
export interface WireSentence extends Sentence {
  which: 'errorShape' | 'token' | 'unknownQuery';
  /** The value as written, without backticks. */
  text: string;
}

const WIRE = [
  { which: 'errorShape', prefix: /^errors are answered as[ \t]+/i },
  { which: 'token', prefix: /^(?:the )?token is sent as[ \t]+/i },
  { which: 'unknownQuery', prefix: /^unknown query parameters are[ \t]+/i },
] as const;

/**
 * Reads a sentence of point 7 about the wire when a paragraph starts with it: "Errors are
 * answered as <shape>." and "The token is sent as <header>: <scheme> <token>.", the value in
 * backticks or not; the sentence ends with a full stop followed by a space or the paragraph's end.
 */
export function readWireSentence(paragraph: string): WireSentence | undefined {
  for (const { which, prefix } of WIRE) {
    const match = prefix.exec(paragraph);
    if (!match) continue;
    let start = match[0].length;
    let end: number;
    let after: number;
    if (paragraph[start] === '`') {
      const close = paragraph.indexOf('`', start + 1);
      if (close < 0) return undefined;
      start += 1;
      end = close;
      after = sentenceEnd(paragraph, close + 1) ?? -1;
    } else {
      end = findStop(paragraph, start);
      after = Math.min(end + 1, paragraph.length);
    }
    const text = paragraph.slice(start, end).trim();
    if (after < 0 || text === '') return undefined;
    return { which, text, offset: start, rest: paragraph.slice(after).trimStart() };
  }
  return undefined;
}
