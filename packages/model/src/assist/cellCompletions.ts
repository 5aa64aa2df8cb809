import { SCREEN_KINDS, type Spec } from '../model/Spec.ts';
import type { CellContext } from './cellContext.ts';
import { FIELD_TYPES, type Candidate, type CandidateKind, type Completions } from './candidates.ts';
import { expressionCandidates } from './expressionCompletions.ts';
import {
  actionNames,
  constantNames,
  entityNames,
  errorCodes,
  missingErrorCodes,
  roleNames,
  stateNames,
} from './specNames.ts';

/**
 * Completion inside a table cell (or a row's value in the YAML form), by the table's kind and the
 * cell's column: the names the spec defines that fit there, field types, screen kinds, methods.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** The word being typed at `at`: from the last name-list separator (comma, space, "[") to the word's end. */
function wordRange(
  text: string,
  at: number,
  min: number,
  pattern = /[\w]/,
): { from: number; to: number } {
  let from = at;
  while (from > min && pattern.test(text.charAt(from - 1))) from -= 1;
  let to = at;
  while (to < text.length && pattern.test(text.charAt(to))) to += 1;
  return { from, to };
}

function names(labels: readonly string[], kind: CandidateKind, detail?: string): Candidate[] {
  return [...new Set(labels)].map((label) =>
    detail === undefined ? { label, kind } : { label, kind, detail },
  );
}

function inWord(text: string, at: number, cell: CellContext, candidates: Candidate[]): Completions {
  const range = wordRange(text, at, cell.from);
  return { ...range, candidates };
}

/** The completions in a cell at `at`, by its kind and column; undefined when nothing fits. */
export function cellCompletions(
  text: string,
  at: number,
  cell: CellContext,
  spec: Spec | undefined,
): Completions | undefined {
  const prefix = text.slice(cell.from, at);
  const key = `${cell.kind}.${cell.column ?? ''}`;
  const roles = () => names(roleNames(spec), 'role');
  switch (key) {
    case 'rules.rule':
      return expressionCandidates(text, at, cell.from, spec, cell.row.entity);
    case 'transitions.when':
      return expressionCandidates(text, at, cell.from, spec, cell.entity);
    case 'permissions.when':
      return expressionCandidates(text, at, cell.from, spec, cell.row.on);
    case 'screens.shows': {
      const where = /^(\w+)\s+where\s/.exec(prefix);
      if (where) return expressionCandidates(text, at, cell.from + where[0].length, spec, where[1]);
      return inWord(text, at, cell, names(entityNames(spec), 'entity'));
    }
    case 'screens.screen':
      return {
        from: cell.from,
        to: Math.max(at, cell.to),
        candidates: names(SCREEN_KINDS, 'screen', 'screen kind'),
      };
    case 'screens.roles':
    case 'transitions.roles':
    case 'users.roles':
      return inWord(text, at, cell, [...roles(), { label: 'all', kind: 'keyword' }]);
    case 'fields.type':
      return typeCompletions(text, at, cell, spec);
    case 'fields.required':
      return {
        from: cell.from,
        to: Math.max(at, cell.to),
        candidates: names(['yes', 'no'], 'value'),
      };
    case 'transitions.from':
    case 'transitions.to':
      return inWord(text, at, cell, names(stateNames(spec, cell.entity), 'state'));
    case 'transitions.action':
      return inWord(text, at, cell, names(actionNames(spec, cell.entity), 'action'));
    case 'rules.entity':
      return inWord(text, at, cell, names(entityNames(spec), 'entity'));
    case 'rules.on':
      return inWord(text, at, cell, [
        ...names(['save', 'create'], 'keyword'),
        ...names(actionNames(spec, cell.row.entity ?? ''), 'action'),
      ]);
    case 'rules.error':
      return inWord(text, at, cell, [
        ...names(errorCodes(spec), 'error'),
        ...names(missingErrorCodes(spec), 'error', 'not in the catalogue yet'),
      ]);
    case 'permissions.role':
      return inWord(text, at, cell, [...roles(), { label: 'all', kind: 'keyword' }]);
    case 'permissions.may':
      return inWord(text, at, cell, [
        ...names(['read', 'create', 'update', 'delete', 'all'], 'keyword'),
        ...names(actionNames(spec, cell.row.on), 'action'),
      ]);
    case 'permissions.on':
      return inWord(text, at, cell, [
        ...names(entityNames(spec), 'entity'),
        { label: 'all', kind: 'keyword' },
      ]);
    case 'calls.method':
      return { from: cell.from, to: Math.max(at, cell.to), candidates: names(METHODS, 'keyword') };
    case 'calls.sends':
      return inWord(
        text,
        at,
        cell,
        entityNames(spec).flatMap((e) => names([e, `${e}[]`], 'entity')),
      );
    case 'calls.answers':
      return answerCompletions(text, at, cell, spec);
    case 'errors.code':
      return inWord(
        text,
        at,
        cell,
        names(missingErrorCodes(spec), 'error', 'used, not in the catalogue'),
      );
    case 'errors.message':
      return placeholderCompletions(text, at, cell, spec);
    default:
      return undefined;
  }
}

function typeCompletions(
  text: string,
  at: number,
  cell: CellContext,
  spec: Spec | undefined,
): Completions {
  const prefix = text.slice(cell.from, at);
  const entities = entityNames(spec);
  if (/(?:^|\s)(?:ref|reference to)\s+\w*$/i.test(prefix))
    return inWord(text, at, cell, names(entities, 'entity'));
  const list = /^list of\s+/i.exec(prefix);
  const from = cell.from + (list ? list[0].length : 0);
  const types: Candidate[] = [
    ...FIELD_TYPES.filter((t) => !(list && (t === 'state' || t === 'list of '))).map((t) => ({
      label: t,
      kind: 'type' as const,
    })),
    ...entities.map((e) => ({
      label: `ref ${e}`,
      kind: 'type' as const,
      detail: 'a record of another entity',
    })),
  ];
  return { from, to: Math.max(at, cell.to), candidates: types };
}

function answerCompletions(
  text: string,
  at: number,
  cell: CellContext,
  spec: Spec | undefined,
): Completions | undefined {
  const prefix = text.slice(cell.from, at);
  if (!/(?:^|;)\s*\d{3}\s+[\w ]*$/.test(prefix)) return undefined;
  return inWord(text, at, cell, [
    ...names(errorCodes(spec), 'error'),
    ...entityNames(spec).flatMap((e) => names([e, `${e}[]`], 'entity')),
    { label: 'validation errors', kind: 'keyword' },
  ]);
}

function placeholderCompletions(
  text: string,
  at: number,
  cell: CellContext,
  spec: Spec | undefined,
): Completions | undefined {
  const range = wordRange(text, at, cell.from);
  if (text.charAt(range.from - 1) !== '{') return undefined;
  const closed = text.charAt(range.to) === '}';
  const candidates = constantNames(spec).map((name) => ({
    label: name,
    kind: 'constant' as const,
    insert: closed ? name : `${name}}`,
  }));
  return { ...range, candidates };
}
