import type { Position } from '../model/Spec.ts';
import { whereDeclared, type CheckContext } from './CheckContext.ts';
import type { CheckCode } from './checkCodes.ts';

/**
 * Reports every item whose key an earlier item already has: `duplicate-entity`, `duplicate-field`,
 * `duplicate-lifecycle`, `duplicate-constant`, `duplicate-error`, `duplicate-user`, `duplicate-call`.
 * The first declaration is the one the rest of the checker uses.
 */
export function checkDuplicates(ctx: CheckContext): void {
  const { spec, index } = ctx;
  const { repeats } = index;
  reportRepeats(
    ctx,
    spec.entities,
    repeats.entities,
    (e) => e.name,
    index.entities,
    'duplicate-entity',
    (name) => `The entity ${name} is declared twice.`,
    'entities',
  );
  spec.entities.forEach((entity, i) => {
    findDuplicates(
      ctx,
      entity.fields,
      (f) => f.name,
      'duplicate-field',
      (name) => `${entity.name} has two fields named "${name}".`,
      ['entities', i, 'fields'],
    );
  });
  reportRepeats(
    ctx,
    spec.lifecycles,
    repeats.lifecycles,
    (l) => l.entity,
    index.lifecycles,
    'duplicate-lifecycle',
    (name) => `${name} has two lifecycles in point 4.`,
    'lifecycles',
  );
  reportRepeats(
    ctx,
    spec.constants,
    repeats.constants,
    (c) => c.name,
    index.constants,
    'duplicate-constant',
    (name) => `The constant ${name} is declared twice.`,
    'constants',
  );
  reportRepeats(
    ctx,
    spec.errors,
    repeats.errors,
    (e) => e.code,
    index.errors,
    'duplicate-error',
    (code) => `The error code ${code} is in the catalogue twice.`,
    'errors',
  );
  findDuplicates(
    ctx,
    spec.users,
    (u) => u.id,
    'duplicate-user',
    (id) => `Two sample users have the id "${id}".`,
    ['users'],
  );
  findDuplicates(
    ctx,
    spec.calls,
    (c) => c.name,
    'duplicate-call',
    (name) => `Two calls are named "${name}".`,
    ['calls'],
  );
}

/**
 * Reports the duplicates the index found in one of its lists (`positions`, see `Repeats`), as
 * `findDuplicates` would: the index's tables already hold each name's first item.
 */
function reportRepeats<T extends { at?: Position }>(
  ctx: CheckContext,
  items: readonly T[],
  positions: readonly number[],
  keyOf: (item: T) => string,
  first: ReadonlyMap<string, T>,
  code: CheckCode,
  message: (key: string) => string,
  list: string,
): void {
  for (const i of positions) {
    const item = items[i] as T;
    const key = keyOf(item);
    const hint = `the first is declared earlier${whereDeclared(first.get(key)?.at)}; rename or remove one`;
    ctx.report(code, message(key), item.at, [list, i], hint);
  }
}

/**
 * Reports each item whose key was seen before, at the item, with a hint naming the first one's
 * line. Items with an empty key are left to the reader, which reports empty cells.
 */
export function findDuplicates<T extends { at?: Position }>(
  ctx: CheckContext,
  items: readonly T[],
  keyOf: (item: T) => string,
  code: CheckCode,
  message: (key: string) => string,
  path: (string | number)[],
): void {
  const first = new Map<string, T>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (key === '') return;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, item);
      return;
    }
    const hint = `the first is declared earlier${whereDeclared(earlier.at)}; rename or remove one`;
    ctx.report(code, message(key), item.at, [...path, i], hint);
  });
}
