import type { Answer, ScreenTarget, Value } from '../model/Spec.ts';
import { splitList, type CellResult } from './fieldType.ts';
import { formatPayload, parsePayload } from './payload.ts';

const IDENTIFIER = /^[A-Za-z_][\w]*$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;

// The patterns of the cells, made once: a regular expression literal in a function makes a new
// object each time it runs, and these run for every row (or every character) of a large spec.
const SCREEN_TARGET = /^([A-Za-z_]\w*)(?:\s+where\s+([\s\S]+))?$/;
const ANSWER = /^(\d{3})(?:\s+(.+))?$/;
const VALIDATION = /^validation errors?$/i;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DOUBLE_QUOTED = /^".*"$/;
const SINGLE_QUOTED = /^'(.*)'$/;
const UNIQUE_WORD = /(^|[\s,;])unique($|[\s,;.])/i;
// Global, made once (`matchAll` would copy it per message); a search sets lastIndex to 0 first.
const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;
const WHITESPACE = /\s/;

/** True for a name the format accepts for entities, fields, roles, states and actions. */
export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

/** True for an error code or constant name: upper case with digits and underscores. */
export function isUpperName(text: string): boolean {
  return ERROR_CODE.test(text);
}

/** Reads a list of names (`employee, approver`, `update, delete`); see `splitList`. */
export function parseNameList(text: string): string[] {
  return splitList(text);
}

/**
 * Reads the "shows" cell of a screen: `Claim` or `Claim where <expression>` names an entity;
 * anything else is prose and gives no target. `column` is where the expression starts in the cell.
 */
export function parseScreenTarget(
  text: string,
): { target: ScreenTarget; whereOffset?: number } | undefined {
  const trimmed = text.trim();
  const match = SCREEN_TARGET.exec(trimmed);
  if (!match?.[1]) return undefined;
  const where = match[2]?.trim();
  if (where === undefined) return { target: { entity: match[1] } };
  const lead = text.length - text.trimStart().length;
  const whereOffset = lead + trimmed.indexOf(where, match[1].length);
  return { target: { entity: match[1], where: { source: where } }, whereOffset };
}

/**
 * Reads the answers of a call: `200 Claim[]; 404 NOT_FOUND; 422 validation errors; 204`.
 * Each part is a status, then nothing, a payload, an error code or `validation errors`.
 */
export function parseAnswers(text: string): { answers: Answer[]; problems: string[] } {
  const answers: Answer[] = [];
  const problems: string[] = [];
  for (const written of text.split(';')) {
    const part = written.trim();
    if (part === '') continue;
    const match = ANSWER.exec(part);
    if (!match?.[1]) {
      problems.push(`"${part}" does not start with a three-digit status`);
      continue;
    }
    const status = Number(match[1]);
    const rest = match[2]?.trim() ?? '';
    if (rest === '') answers.push({ status, body: { kind: 'none' } });
    else if (VALIDATION.test(rest)) answers.push({ status, body: { kind: 'validation' } });
    else if (ERROR_CODE.test(rest)) answers.push({ status, body: { kind: 'error', code: rest } });
    else {
      const payload = parsePayload(rest);
      if (payload.ok) answers.push({ status, body: { kind: 'payload', payload: payload.value } });
      else
        problems.push(
          `after ${status}, ${payload.problem}, nor an ERROR_CODE or "validation errors"`,
        );
    }
  }
  return { answers, problems };
}

/** Writes answers back in the form `parseAnswers` reads. */
export function formatAnswers(answers: Answer[]): string {
  return answers
    .map(({ status, body }) => {
      switch (body.kind) {
        case 'none':
          return String(status);
        case 'validation':
          return `${status} validation errors`;
        case 'error':
          return `${status} ${body.code}`;
        case 'payload':
          return `${status} ${formatPayload(body.payload)}`;
      }
    })
    .join('; ');
}

/** The `{NAME}` placeholders of a message, with their offsets. */
export function findPlaceholders(message: string): { name: string; offset: number }[] {
  const found: { name: string; offset: number }[] = [];
  PLACEHOLDER.lastIndex = 0;
  for (let match = PLACEHOLDER.exec(message); match !== null; match = PLACEHOLDER.exec(message)) {
    if (match[1] !== undefined) found.push({ name: match[1], offset: match.index });
  }
  return found;
}

/** Reads a constant's value or a default: a number, `true`/`false`, a quoted or plain string. */
export function parseValue(text: string): Value {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (DOUBLE_QUOTED.test(trimmed)) return unquoteDouble(trimmed);
  const quoted = SINGLE_QUOTED.exec(trimmed);
  if (quoted?.[1] !== undefined) return quoted[1];
  return trimmed;
}

/** A double-quoted value with JSON escapes (as `formatValue` writes it), or the text between the quotes. */
function unquoteDouble(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed;
  } catch {
    // Not JSON (a lone backslash, say): the text between the quotes is the value.
  }
  return text.slice(1, -1);
}

/** Writes a value so that `parseValue` reads it back equal. */
export function formatValue(value: Value): string {
  if (typeof value !== 'string') return String(value);
  const plain = parseValue(value);
  return plain === value && value.trim() === value && value !== '' ? value : JSON.stringify(value);
}

/** The words of a "required" cell that mean yes, and those that mean no, in lower case. */
export const YES: readonly string[] = ['yes', 'y', 'true', 'required', 'x'];
export const NO: readonly string[] = ['no', 'n', 'false', 'optional', ''];

/** Reads a "required" cell: yes/no, true/false, required/optional; empty means no. */
export function parseRequired(text: string): CellResult<boolean> {
  const t = text.trim().toLowerCase();
  if (YES.includes(t)) return { ok: true, value: true };
  if (NO.includes(t)) return { ok: true, value: false };
  return { ok: false, problem: `"${text.trim()}" is not yes or no` };
}

/**
 * Reads what the format gives meaning to in a field's notes: the word `unique` and
 * `default <value>` (the value runs to the next comma, semicolon or the end).
 */
export function parseNotes(notes: string): { unique: boolean; default?: Value } {
  const unique = UNIQUE_WORD.test(notes);
  const value = defaultIn(notes);
  return value === undefined ? { unique } : { unique, default: parseValue(value) };
}

/** Where `default` starts a value in notes; one object for every call (each resets `lastIndex`). */
const DEFAULT_KEYWORD = /(?:^|[\s,;])default\s+/gi;

/**
 * The text of the first `default <value>` in notes: a quoted value, or the words up to the next
 * comma or semicolon, a full stop before a space, or the end (a final full stop dropped). Scanned
 * by hand so that the time stays linear in the length of the notes.
 */
function defaultIn(notes: string): string | undefined {
  const keyword = DEFAULT_KEYWORD;
  keyword.lastIndex = 0;
  for (let match = keyword.exec(notes); match; match = keyword.exec(notes)) {
    const start = match.index + match[0].length;
    const quote = notes[start];
    if (quote === '"' || quote === "'") {
      const close = notes.indexOf(quote, start + 1);
      const after = close > start ? skipSpaces(notes, close + 1) : -1;
      if (after >= 0 && endsValue(notes, after)) return notes.slice(start, close + 1);
    }
    if (quote === ',' || quote === ';') continue;
    // Each run of spaces is crossed once, so the scan is linear.
    let i = start + 1;
    while (i <= notes.length) {
      const after = skipSpaces(notes, i);
      if (endsValue(notes, after)) return notes.slice(start, i);
      i = after > i ? after : i + 1;
    }
  }
  return undefined;
}

/** True when a default value may end where `j` points (after any spaces): at the end, `,`, `;`, or `.` before a space or the end. */
function endsValue(notes: string, j: number): boolean {
  const next = notes.charAt(j);
  if (j >= notes.length || next === ',' || next === ';') return true;
  return next === '.' && (j + 1 >= notes.length || WHITESPACE.test(notes.charAt(j + 1)));
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && WHITESPACE.test(text.charAt(i))) i += 1;
  return i;
}
