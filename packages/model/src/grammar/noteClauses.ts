// The phrases a field's notes may hold besides `unique` and `default` (docs/format.md, "Notes"):
// clauses separated by `;`, each starting with one of the phrases below. Any other clause is
// description.

/** One phrase of a field's notes, with the offset in the notes where its value starts. */
export type NoteClause =
  /** `= <expression>`: computed for the acting user, never stored. */
  | { kind: 'computed'; source: string; offset: number }
  /** `set on create: <expression>`, `set on save: <expression>`: filled by the backend. */
  | { kind: 'set'; on: 'create' | 'save'; source: string; offset: number }
  /** `deleted with its <Entity>`: the record goes when the record this reference names does. */
  | { kind: 'deleted with'; entity: string; offset: number }
  /** `added by <action>`: the action adds the acting user to this list of users. */
  | { kind: 'added by'; action: string; offset: number }
  /** `removed by <action>`: the action takes the acting user out of this list of users. */
  | { kind: 'removed by'; action: string; offset: number }
  /** `answered as a, b and c`: a reference answered as these fields of the record it names. */
  | { kind: 'answered as'; fields: string[]; offset: number }
  /** `empty is none`: an empty text is kept as no value. */
  | { kind: 'empty is none'; offset: number };

/** What reading the clauses of notes found: the phrases, and those that name nothing. */
export interface NoteReading {
  clauses: NoteClause[];
  /** A phrase without its value (`set on create:` and nothing after it), at the phrase. */
  problems: { message: string; offset: number }[];
}

const COMPUTED = /^=\s*/;
const SET = /^set on (create|save)\s*:\s*/i;
const DELETED_WITH = /^deleted with (?:its|the) /i;
const ADDED_BY = /^added by /i;
const REMOVED_BY = /^removed by /i;
const ANSWERED_AS = /^answered as /i;
const EMPTY_IS_NONE = /^empty is none\.?$/i;
const LIST_SEPARATOR = /,|\band\b/;

/** Reads the phrases of a field's notes (one pass over the text, clauses cut at `;`). */
export function readNoteClauses(notes: string): NoteReading {
  const reading: NoteReading = { clauses: [], problems: [] };
  if (!notes.includes(' ') && !notes.startsWith('=')) return reading;
  for (const { text, offset } of splitClauses(notes)) readClause(text, offset, reading);
  return reading;
}

function readClause(text: string, offset: number, reading: NoteReading): void {
  const value = (prefix: RegExpExecArray): { rest: string; at: number } => {
    const rest = text.slice(prefix[0].length).trim().replace(/\.$/, '').trim();
    return { rest, at: offset + prefix[0].length };
  };
  const problem = (message: string): void => {
    reading.problems.push({ message, offset });
  };
  let match = COMPUTED.exec(text);
  if (match) {
    const { at } = value(match);
    const source = text.slice(match[0].length).trim();
    if (source === '') problem('"=" is followed by no expression');
    else reading.clauses.push({ kind: 'computed', source, offset: at });
    return;
  }
  match = SET.exec(text);
  if (match) {
    const source = text.slice(match[0].length).trim();
    const on = (match[1] ?? '').toLowerCase() === 'create' ? 'create' : 'save';
    if (source === '') problem(`"set on ${on}:" is followed by no expression`);
    else reading.clauses.push({ kind: 'set', on, source, offset: offset + match[0].length });
    return;
  }
  match = DELETED_WITH.exec(text);
  if (match) {
    const { rest, at } = value(match);
    if (!/^[A-Za-z_]\w*$/.test(rest)) problem('"deleted with its" names no entity');
    else reading.clauses.push({ kind: 'deleted with', entity: rest, offset: at });
    return;
  }
  for (const [pattern, kind] of [
    [ADDED_BY, 'added by'],
    [REMOVED_BY, 'removed by'],
  ] as const) {
    match = pattern.exec(text);
    if (!match) continue;
    const { rest, at } = value(match);
    if (rest === '') problem(`"${kind}" names no action`);
    else reading.clauses.push({ kind, action: rest, offset: at });
    return;
  }
  match = ANSWERED_AS.exec(text);
  if (match) {
    const { rest, at } = value(match);
    const fields = rest
      .split(LIST_SEPARATOR)
      .map((f) => f.trim())
      .filter((f) => f !== '');
    if (fields.length === 0) problem('"answered as" names no field');
    else reading.clauses.push({ kind: 'answered as', fields, offset: at });
    return;
  }
  if (EMPTY_IS_NONE.test(text)) reading.clauses.push({ kind: 'empty is none', offset });
}

/**
 * The clauses of notes, trimmed, with the offset of each in the notes: cut at each `;` that is
 * not inside quotes or brackets (an expression may hold a `;` in a string).
 */
function splitClauses(notes: string): { text: string; offset: number }[] {
  const clauses: { text: string; offset: number }[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (end: number): void => {
    const raw = notes.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text !== '') clauses.push({ text, offset: start + lead });
  };
  for (let i = 0; i < notes.length; i++) {
    const c = notes[i];
    if (quote !== '') {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth += 1;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth -= 1;
    else if (c === ';' && depth === 0) {
      push(i);
      start = i + 1;
    }
  }
  push(notes.length);
  return clauses;
}
