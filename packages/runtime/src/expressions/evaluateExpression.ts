import { parse } from '@marcbachmann/cel-js';
import { nestingProblem, type Spec, type User, type Value } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { localDate } from './localDate.ts';

/** The result of evaluating an expression: its value, or why it could not be evaluated. */
export type Evaluation = { ok: true; value: unknown } | { ok: false; problem: string };

type Compiled = ReturnType<typeof parse>;
const cache = new Map<string, Compiled | { problem: string }>();
const CACHE_LIMIT = 2000;

function compile(source: string): Compiled | { problem: string } {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    try {
      compiled = parse(source);
      const tooDeep = nestingProblem(compiled.ast);
      if (tooDeep !== undefined) compiled = { problem: tooDeep };
    } catch (error) {
      compiled = {
        problem:
          error instanceof Error
            ? (error.message.split('\n')[0] ?? 'cannot be read')
            : String(error),
      };
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, compiled);
  }
  return compiled;
}

/**
 * Evaluates a CEL expression (parsed once per source text, by a CEL library, never `eval`) in a
 * scope; never throws: a parse or evaluation failure comes back as a problem.
 */
export function evaluateExpression(source: string, scope: Record<string, unknown>): Evaluation {
  const compiled = compile(source);
  if ('problem' in compiled) return { ok: false, problem: compiled.problem };
  try {
    return { ok: true, value: compiled(scope) };
  } catch (error) {
    return {
      ok: false,
      problem: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
    };
  }
}

/** What the names of an expression refer to, besides a record's own fields. */
export interface ScopeBase {
  user?: User;
  constants: Record<string, Value>;
  now: string;
  today: string;
}

/** The names every expression of a spec may use: constants, `user`, `now`, `today` (DESIGN.md). */
export function scopeBase(spec: Spec, user: User | undefined, now: Date): ScopeBase {
  const constants: Record<string, Value> = {};
  for (const constant of spec.constants) constants[constant.name] = constant.value;
  const iso = now.toISOString();
  const base: ScopeBase = { constants, now: iso, today: localDate(now) };
  if (user) base.user = user;
  return base;
}

/**
 * The scope of an expression about one record: its fields by name, `record`, `user`, the
 * constants, `now` and `today` (dates and times are ISO text, so they compare in order).
 */
export function recordScope(
  record: StoredRecord | undefined,
  base: ScopeBase,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = record
    ? Object.assign({ id: record.id }, record.values)
    : {};
  // Object.assign rather than object spread: V8 builds `{ ...a, ...b, c }` some twenty times
  // slower, which a list screen's `where` over 100,000 records pays once per record.
  return Object.assign(
    {},
    base.constants,
    values,
    {
      record: values,
      user: base.user
        ? { id: base.user.id, name: base.user.name, roles: base.user.roles }
        : { id: '', name: '', roles: [] },
      now: base.now,
      today: base.today,
    },
    extra,
  );
}
