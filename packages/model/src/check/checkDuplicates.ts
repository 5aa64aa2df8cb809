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
    (name) => index.entities.get(name),
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
    (entity) => index.lifecycles.get(entity),
    'duplicate-lifecycle',
    (name) => `${name} has two lifecycles in point 4.`,
    'lifecycles',
  );
  reportRepeats(
    ctx,
    spec.constants,
    repeats.constants,
    (c) => c.name,
    (name) => spec.constants[index.constants.get(name) ?? -1],
    'duplicate-constant',
    (name) => `The constant ${name} is declared twice.`,
    'constants',
  );
  reportRepeats(
    ctx,
    spec.errors,
    repeats.errors,
    (e) => e.code,
    (code) => spec.errors[index.errors.get(code) ?? -1],
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
  first: (key: string) => T | undefined,
  code: CheckCode,
  message: (key: string) => string,
  list: string,
): void {
  for (const i of positions) {
    const item = items[i] as T;
    const key = keyOf(item);
    const hint = `the first is declared earlier${whereDeclared(first(key)?.at)}; rename or remove one`;
    ctx.report(code, message(key), item.at, [list, i], hint, key);
  }
}

/**
 * Up to this many items, `findDuplicates` compares each key with the earlier ones rather than
 * make a map: most lists it sees are short (an entity's fields), and a large spec has thousands
 * of them, whose maps would be most of what the check allocates for them.
 */
const SHORT_LIST = 16;

/**
 * Reports each item whose key was seen before, at the item, with a hint naming the first one's
 * line. Items with an empty key are left to the reader, which reports empty cells. When the key is
 * a name as written (`keyIsName`, by default), it is the diagnostic's subject.
 */
export function findDuplicates<T extends { at?: Position }>(
  ctx: CheckContext,
  items: readonly T[],
  keyOf: (item: T, i: number) => string,
  code: CheckCode,
  message: (key: string) => string,
  path: (string | number)[],
  keyIsName = true,
): void {
  const report = (item: T, i: number, key: string, earlier: T) => {
    const hint = `the first is declared earlier${whereDeclared(earlier.at)}; rename or remove one`;
    const subject = keyIsName ? key : undefined;
    ctx.report(code, message(key), item.at, [...path, i], hint, subject);
  };
  if (items.length <= SHORT_LIST) {
    const keys = items.map(keyOf);
    keys.forEach((key, i) => {
      if (key === '') return;
      const k = keys.indexOf(key);
      if (k < i) report(items[i] as T, i, key, items[k] as T);
    });
    return;
  }
  const first = new Map<string, T>();
  items.forEach((item, i) => {
    const key = keyOf(item, i);
    if (key === '') return;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, item);
    else report(item, i, key, earlier);
  });
}
