import { CEL_NAMES } from '../check/expression/celNames.ts';
import type { Spec } from '../model/Spec.ts';
import type { Candidate, Completions } from './candidates.ts';
import { constantNames, entityNames, fieldNames, USER_FIELDS } from './specNames.ts';

/**
 * Completion inside a CEL expression: after `record.` the record's fields, after `user.` the
 * user's, after an entity's name its macros, after another `.` the methods; elsewhere the fields
 * of the record the expression is about, `record`, `user`, `now`, `today`, the constants, the
 * entities and the functions.
 */

/** The candidates for the word at `at` in an expression that starts at `start`, about `entities`. */
export function expressionCandidates(
  text: string,
  at: number,
  start: number,
  spec: Spec | undefined,
  entities: string | undefined,
): Completions | undefined {
  let from = at;
  while (from > start && /\w/.test(text.charAt(from - 1))) from -= 1;
  let to = at;
  while (to < text.length && /\w/.test(text.charAt(to))) to += 1;
  if (inString(text, start, from) || /[0-9]/.test(text.charAt(from))) return undefined;
  const fields = fieldNames(spec, entities);
  let candidates: Candidate[];
  if (text.charAt(from - 1) === '.') {
    let ownerStart = from - 1;
    while (ownerStart > start && /\w/.test(text.charAt(ownerStart - 1))) ownerStart -= 1;
    const owner = text.slice(ownerStart, from - 1);
    candidates = memberCandidates(owner, spec, fields);
  } else {
    candidates = [
      ...fields.map((label) => ({
        label,
        kind: 'field' as const,
        detail: `field of ${entities ?? 'the record'}`,
      })),
      ...['record', 'user', 'now', 'today'].map((label) => ({ label, kind: 'variable' as const })),
      ...constantNames(spec).map((label) => ({ label, kind: 'constant' as const })),
      ...entityNames(spec).map((label) => ({
        label,
        kind: 'entity' as const,
        detail: 'its records',
      })),
      ...[...CEL_NAMES.functions, 'has', 'unique'].map((label) => ({
        label,
        kind: 'function' as const,
      })),
      ...['true', 'false', 'null', 'in'].map((label) => ({ label, kind: 'keyword' as const })),
    ];
  }
  return { from, to, candidates: dedupe(candidates) };
}

function memberCandidates(owner: string, spec: Spec | undefined, fields: string[]): Candidate[] {
  if (owner === 'record') return fields.map((label) => ({ label, kind: 'field' }));
  if (owner === 'user') {
    const declared = spec?.entities.find((e) => e.name === 'User')?.fields.map((f) => f.name) ?? [];
    return [...USER_FIELDS, ...declared].map((label) => ({ label, kind: 'field' }));
  }
  if (entityNames(spec).includes(owner))
    return [...CEL_NAMES.macros].map((label) => ({ label, kind: 'function' }));
  return [...CEL_NAMES.methods].map((label) => ({ label, kind: 'function' }));
}

function dedupe(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => !seen.has(c.label) && seen.add(c.label));
}

/** True when `at` is inside a string literal of the expression that starts at `start`. */
function inString(text: string, start: number, at: number): boolean {
  let quote = '';
  for (let i = start; i < at; i += 1) {
    const char = text.charAt(i);
    if (quote !== '') {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
  }
  return quote !== '';
}
