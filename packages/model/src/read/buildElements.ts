import type { Diagnostic } from '../model/Diagnostic.ts';
import type {
  Answer,
  Audience,
  Call,
  Constant,
  ErrorEntry,
  Field,
  FieldType,
  Permission,
  Position,
  Rule,
  Screen,
  ScreenTarget,
  Transition,
  User,
} from '../model/Spec.ts';
import {
  parseAnswers,
  parseNotes,
  parseRequired,
  parseScreenTarget,
  parseValue,
} from '../grammar/cells.ts';
import { readNoteClauses } from '../grammar/noteClauses.ts';
import { parsePayload } from '../grammar/payload.ts';
import { parseQuery } from '../grammar/queryParams.ts';
import { advance } from './sourceLines.ts';
import { RowCells } from './rowCells.ts';
import type { Cell, Row, TableKind } from './Row.ts';
import type { TextPool } from './textPool.ts';

type Builder = (
  row: Row,
  path: readonly (string | number)[],
  index: number | undefined,
  diagnostics: Diagnostic[],
  pool: TextPool | undefined,
) => object | undefined;

/** The HTTP methods a call may use; the reader takes them in any case. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const METHODS = new RegExp(`^(?:${HTTP_METHODS.join('|')})$`, 'i');
const STATUS = /^\d{3}$/;

// Each element is made whole, with its position last, in one literal: a property added to an
// object after it is made takes a separate store of its own.

function audience(row: RowCells, at: Position): Audience | undefined {
  const name = row.required('audience');
  return name && { name: name.text, does: row.text('what they do with it'), at };
}

function screen(row: RowCells, at: Position): Screen | undefined {
  const route = row.required('route');
  if (!route) return undefined;
  const kind = row.required('screen')?.text ?? '';
  const shows = row.cell('shows') ?? { text: '', at: row.at('shows') };
  const roles = row.list('roles');
  const title = row.text('title').trim();
  const titled = title === '' ? {} : { title };
  const read = parseScreenTarget(shows.text);
  if (!read) return { route: route.text, kind, shows: shows.text, roles, ...titled, at };
  const { entity, where } = read.target;
  const target: ScreenTarget =
    where && read.whereOffset !== undefined
      ? {
          entity,
          where: { source: where.source, at: advance(shows.at, shows.text, read.whereOffset) },
        }
      : { entity };
  return { route: route.text, kind, shows: shows.text, roles, target, ...titled, at };
}

function field(row: RowCells, at: Position): Field | undefined {
  const name = row.name('field', 'field');
  if (name === undefined) return undefined;
  const typeCell = row.required('type');
  let type: FieldType = { kind: 'unknown', text: typeCell?.text ?? '' };
  if (typeCell) {
    const read = row.fieldType(typeCell.text);
    if (read.ok) type = read.value;
    else
      row.report(
        'unknown-field-type',
        `Field "${name}": ${read.problem}.`,
        typeCell.at,
        'Field types: text, longtext, number, integer, money EUR, boolean, date, datetime, email, url, phone, enum: a, b, ref Entity, list of <type>, state.',
      );
  }
  const requiredCell = row.cell('required');
  let required = false;
  if (requiredCell) {
    const read = parseRequired(requiredCell.text);
    if (read.ok) required = read.value;
    else
      row.report(
        'invalid-required',
        `Field "${name}": ${read.problem}.`,
        requiredCell.at,
        'Write yes or no.',
      );
  }
  const notesCell = row.cell('notes');
  const notes = notesCell?.text ?? '';
  const { unique, default: value } = parseNotes(notes);
  const made: Field =
    value === undefined
      ? { name, type, required, unique, notes, at }
      : { name, type, required, unique, notes, default: value, at };
  if (notesCell !== undefined) addNoteClauses(row, made, notesCell);
  return made;
}

/** Adds to a field what the phrases of its notes say (`readNoteClauses`); reports `bad-note`. */
function addNoteClauses(row: RowCells, field: Field, cell: Cell): void {
  const reading = readNoteClauses(cell.text);
  for (const { message, offset } of reading.problems)
    row.report(
      'bad-note',
      `Field "${field.name}": ${message}.`,
      advance(cell.at, cell.text, offset),
      'Write it as: = size(favoritedBy); set on create: user.id; deleted with its Article; added by favorite; answered as username and bio; empty is none.',
    );
  for (const clause of reading.clauses) {
    const at = advance(cell.at, cell.text, clause.offset);
    switch (clause.kind) {
      case 'computed':
        field.computed = { source: clause.source, at };
        break;
      case 'set':
        field.set = { on: clause.on, expression: { source: clause.source, at } };
        break;
      case 'deleted with':
        field.deletedWith = clause.entity;
        break;
      case 'added by':
        field.addedBy = clause.action;
        break;
      case 'removed by':
        field.removedBy = clause.action;
        break;
      case 'answered as':
        field.answeredAs = clause.fields;
        break;
      case 'empty is none':
        field.emptyIsNone = true;
        break;
    }
  }
}

function transition(row: RowCells, at: Position): Transition | undefined {
  const from = row.name('from', 'state');
  const action = row.name('action', 'action');
  const to = row.name('to', 'state');
  if (from === undefined || action === undefined || to === undefined) return undefined;
  const roles = row.list('roles');
  const when = row.expression('when');
  return when ? { from, action, to, roles, when, at } : { from, action, to, roles, at };
}

function rule(row: RowCells, at: Position): Rule | undefined {
  const entity = row.required('entity')?.text;
  const expression = row.required('rule');
  const error = row.required('error')?.text;
  const on = row.text('on') || 'save';
  if (entity === undefined || expression === undefined || error === undefined) return undefined;
  return { entity, expression: { source: expression.text, at: expression.at }, on, error, at };
}

function permission(row: RowCells, at: Position): Permission | undefined {
  const roles = row.names('role', 'role', true);
  const actions = row.requiredList('may', 'action');
  const entities = row.requiredList('on', 'entity');
  if (!roles || !actions || !entities) return undefined;
  const when = row.expression('when');
  return when ? { roles, actions, entities, when, at } : { roles, actions, entities, at };
}

function user(row: RowCells, at: Position): User | undefined {
  const id = row.required('user');
  return id && { id: id.text, name: row.text('name'), roles: row.list('roles'), at };
}

function call(row: RowCells, at: Position): Call | undefined {
  const name = row.required('call');
  const method = row.required('method');
  const path = row.required('path');
  if (!name || !method || !path) return undefined;
  if (!METHODS.test(method.text)) {
    row.report(
      'bad-method',
      `"${method.text}" is not an HTTP method.`,
      method.at,
      'Use GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS.',
    );
  }
  if (!path.text.startsWith('/')) {
    row.report(
      'bad-path',
      `The path "${path.text}" does not start with "/".`,
      path.at,
      'Write paths from the root: /api/claims/:id.',
    );
  }
  for (const { message, offset } of parseQuery(path.text).problems)
    row.report(
      'bad-query',
      `A query parameter of "${name.text}" cannot be read: ${message}.`,
      advance(path.at, path.text, offset),
      'Write the parameters as ?tag=tagList&author=author.username&limit=20&offset.',
    );
  const answers = readAnswers(row);
  const sends = row.cell('sends');
  const payload = sends && sends.text !== '' ? parsePayload(sends.text) : undefined;
  if (sends && payload && !payload.ok)
    row.report(
      'bad-payload',
      `What call "${name.text}" sends cannot be read: ${payload.problem}.`,
      sends.at,
    );
  const made: Call = { name: name.text, method: method.text, path: path.text, answers, at };
  if (payload?.ok) made.sends = payload.value;
  const roles = row.list('roles');
  if (roles.length > 0) made.roles = roles;
  const where = row.expression('where');
  if (where !== undefined) made.where = where;
  return made;
}

function readAnswers(row: RowCells): Answer[] {
  const cell = row.cell('answers');
  if (!cell) return [];
  const answers: Answer[] = [];
  let offset = 0;
  for (const part of cell.text.split(';')) {
    const lead = part.length - part.trimStart().length;
    const read = parseAnswers(part);
    answers.push(...read.answers);
    for (const problem of read.problems) {
      row.report(
        'bad-answer',
        `An answer cannot be read: ${problem}.`,
        advance(cell.at, cell.text, offset + lead),
        'Write answers as: 200 Claim; 404 NOT_FOUND; 422 validation errors; 204.',
      );
    }
    offset += part.length + 1;
  }
  return answers;
}

function errorEntry(row: RowCells, at: Position): ErrorEntry | undefined {
  const code = row.name('code', 'error code', true);
  if (code === undefined) return undefined;
  const message = row.text('message');
  const status = row.cell('status');
  if (!status || status.text === '') return { code, message, at };
  const number = STATUS.test(status.text) ? Number(status.text) : NaN;
  if (number >= 100 && number <= 599) return { code, message, status: number, at };
  row.report(
    'bad-status',
    `"${status.text}" is not an HTTP status.`,
    status.at,
    'Write a three-digit status from 100 to 599, or leave the cell empty.',
  );
  return { code, message, at };
}

function constant(row: RowCells, at: Position): Constant | undefined {
  const name = row.name('name', 'constant');
  const value = row.required('value');
  if (name === undefined || value === undefined) return undefined;
  return { name, value: parseValue(value.text), meaning: row.text('meaning'), at };
}

function builder(
  table: string,
  read: (row: RowCells, at: Position) => object | undefined,
): Builder {
  return (row, path, index, diagnostics, pool) =>
    read(new RowCells(table, row, path, index, diagnostics, pool), row.at);
}

/** The element builder of each table kind (see `buildRow`). */
export const ELEMENT_BUILDERS: Record<TableKind, Builder> = {
  audience: builder('audience', audience),
  screens: builder('screens', screen),
  fields: builder('fields', field),
  transitions: builder('transitions', transition),
  rules: builder('rules', rule),
  permissions: builder('permissions', permission),
  users: builder('users', user),
  calls: builder('calls', call),
  errors: builder('errors', errorEntry),
  constants: builder('constants', constant),
};
