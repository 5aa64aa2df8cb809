import { Environment } from '@marcbachmann/cel-js';
import { nestingProblem } from '@specrun/model';
import type { Evaluation } from './evaluateExpression.ts';
import { slugOf } from './slugOf.ts';

type Compiled = ReturnType<Environment['parse']>;

/** The CEL environment of value expressions: every name dynamic, and `slug()`. */
const environment = new Environment({ unlistedVariablesAreDyn: true }).registerFunction(
  'slug(string): string',
  (text: string) => slugOf(text),
);

const cache = new Map<string, Compiled | { problem: string }>();
const CACHE_LIMIT = 1000;

function compile(source: string): Compiled | { problem: string } {
  let compiled = cache.get(source);
  if (compiled === undefined) {
    try {
      compiled = environment.parse(source);
      const tooDeep = nestingProblem(compiled.ast);
      if (tooDeep !== undefined) compiled = { problem: tooDeep };
    } catch (error) {
      compiled = { problem: firstLine(error) };
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, compiled);
  }
  return compiled;
}

/**
 * Evaluates the expression of a computed field or of a field the backend sets (docs/format.md,
 * "Notes") in a scope (`conditionScope`), by the CEL library, never `eval`: its value as a field
 * holds it — a CEL integer as a number, a list as an array — or why it could not be evaluated.
 * Never throws.
 */
export function evaluateValue(source: string, scope: Record<string, unknown>): Evaluation {
  const compiled = compile(source);
  if ('problem' in compiled) return { ok: false, problem: compiled.problem };
  try {
    return { ok: true, value: plain(compiled(scope)) };
  } catch (error) {
    return { ok: false, problem: firstLine(error) };
  }
}

/** A CEL value as a field holds it: integers as numbers, lists as arrays of such values. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
}
