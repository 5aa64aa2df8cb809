import { findPlaceholders } from '../grammar/cells.ts';
import { forEachProse } from '../model/forEachProse.ts';
import type { Expression, PointNumber, Position, Spec } from '../model/Spec.ts';
import { ItemLines } from '../check/locateDiagnostics.ts';
import { expressionNames } from './expressionNames.ts';
import { locateInProse } from './locateInProse.ts';

/** One place of a spec that uses a constant or an error code. */
export interface Usage {
  /** What uses it, in words: "rule 2 on Claim", "the message of OVER_LIMIT". */
  by: string;
  /** The point of the spec that place belongs to. */
  point: PointNumber;
  /** The path of the element in the spec model, as diagnostics give it. */
  path: (string | number)[];
  at?: Position | undefined;
}

/** Where each constant and each error code is used, by name. */
export interface Usages {
  /** Declared constants only, each with its uses (none when nothing uses it). */
  constants: Map<string, Usage[]>;
  /**
   * Every catalogue code, and every code a rule or an answer names although the catalogue lacks
   * it (so an unlisted code is still shown with its uses).
   */
  errors: Map<string, Usage[]>;
}

const UPPER_WORD = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g;

/**
 * Finds every use of the spec's constants and error codes: constants in expressions (rules,
 * guards, conditions, screen filters), in message placeholders and in prose; error codes in
 * rules, in the answers of calls and in prose. The catalogue and constants views of the running
 * app list these beside each name. Given the Markdown `text` the spec was read from, a use in
 * prose is at the line and column of the name (`locateInProse`) rather than at its heading or row.
 */
export function findUsages(spec: Spec, text?: string): Usages {
  const lines = text === undefined ? undefined : new ItemLines(text);
  const constants = new Map<string, Usage[]>(spec.constants.map((c) => [c.name, []]));
  const errors = new Map<string, Usage[]>(spec.errors.map((e) => [e.code, []]));
  const useConstant = (name: string, usage: Usage) => constants.get(name)?.push(usage);
  const useError = (code: string, usage: Usage) => {
    if (code === '') return;
    const uses = errors.get(code);
    if (uses === undefined) errors.set(code, [usage]);
    else uses.push(usage);
  };
  const inExpression = (expression: Expression | undefined, usage: Omit<Usage, 'at'>) => {
    if (expression === undefined) return;
    const seen = new Set<string>();
    for (const { name } of expressionNames(expression.source)) {
      if (seen.has(name)) continue;
      seen.add(name);
      useConstant(name, { ...usage, at: expression.at });
    }
  };

  spec.screens.forEach((screen, i) =>
    inExpression(screen.target?.where, {
      by: `the filter of screen ${screen.route}`,
      point: 2,
      path: ['screens', i, 'target', 'where'],
    }),
  );
  spec.lifecycles.forEach((lifecycle, i) =>
    lifecycle.transitions.forEach((transition, j) =>
      inExpression(transition.when, {
        by: `the guard of ${lifecycle.entity} ${transition.action} (${transition.from} → ${transition.to})`,
        point: 4,
        path: ['lifecycles', i, 'transitions', j, 'when'],
      }),
    ),
  );
  spec.rules.forEach((rule, i) => {
    const by = `rule ${i + 1} on ${rule.entity}`;
    inExpression(rule.expression, { by, point: 5, path: ['rules', i, 'expression'] });
    useError(rule.error, { by, point: 5, path: ['rules', i, 'error'], at: rule.at });
  });
  spec.permissions.forEach((permission, i) =>
    inExpression(permission.when, {
      by: `the condition of permission ${i + 1}${permission.roles.length > 0 ? ` (${permission.roles.join(', ')})` : ''}`,
      point: 6,
      path: ['permissions', i, 'when'],
    }),
  );
  spec.calls.forEach((call, i) =>
    call.answers.forEach((answer, j) => {
      if (answer.body.kind !== 'error') return;
      useError(answer.body.code, {
        by: `call ${call.name} answers ${answer.status}`,
        point: 7,
        path: ['calls', i, 'answers', j],
        at: call.at,
      });
    }),
  );
  spec.errors.forEach((entry, i) => {
    const seen = new Set<string>();
    for (const { name } of findPlaceholders(entry.message)) {
      if (seen.has(name)) continue;
      seen.add(name);
      useConstant(name, {
        by: `the message of ${entry.code}`,
        point: 8,
        path: ['errors', i, 'message'],
        at: entry.at,
      });
    }
  });
  const catalogue = new Set(spec.errors.map((entry) => entry.code));
  forEachProse(spec, (text, at, path, self) => {
    const where = path();
    const by = proseLabel(spec, where);
    const seen = new Set<string>();
    for (const [word] of text.matchAll(UPPER_WORD)) {
      if (word === self || seen.has(word)) continue;
      seen.add(word);
      const placed = lines && at && locateInProse(lines, at, word);
      const usage: Usage = { ...by, path: where, at: placed ?? at };
      if (constants.has(word)) useConstant(word, usage);
      else if (catalogue.has(word)) useError(word, usage);
    }
  });
  return { constants, errors };
}

/** Names a piece of prose by the path `forEachProse` gives it. */
function proseLabel(spec: Spec, path: (string | number)[]): { by: string; point: PointNumber } {
  const [kind, i = 0, sub, j = 0] = path;
  const n = Number(i);
  switch (kind) {
    case 'sections': {
      const point = spec.sections[n]?.point ?? 1;
      return { by: `the text of point ${point}`, point };
    }
    case 'audience':
      return { by: `what ${spec.audience[n]?.name ?? 'a user'} does`, point: 1 };
    case 'screens':
      return { by: `screen ${spec.screens[n]?.route ?? ''}`, point: 2 };
    case 'entities': {
      const entity = spec.entities[n];
      if (sub === 'fields')
        return { by: `the notes of ${entity?.name}.${entity?.fields[Number(j)]?.name}`, point: 3 };
      return { by: `the text of ${entity?.name ?? 'an entity'}`, point: 3 };
    }
    case 'lifecycles':
      return { by: `the text of the ${spec.lifecycles[n]?.entity ?? ''} lifecycle`, point: 4 };
    case 'constants':
      return { by: `the meaning of ${spec.constants[n]?.name ?? 'a constant'}`, point: 9 };
    default:
      return { by: 'the intro', point: 1 };
  }
}
