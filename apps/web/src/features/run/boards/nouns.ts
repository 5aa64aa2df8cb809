import { entityNoun } from '@specrun/runtime';
import type { Entity, Expression } from '@specrun/model';

/** The noun for a number of an entity's records: "task" for one, "tasks" for any other. */
export function nounFor(entity: Entity, count: number): string {
  const noun = entityNoun(entity);
  return count === 1 ? noun.one : noun.many;
}

/** A count of an entity's records in words: "1 task", "3 tasks". */
export function countOf(entity: Entity, count: number): string {
  return `${count} ${nounFor(entity, count)}`;
}

/** The entity's records as a title: "Tasks", "Expense claims". */
export function manyTitle(entity: Entity): string {
  const { many } = entityNoun(entity);
  return many.charAt(0).toUpperCase() + many.slice(1);
}

/**
 * The empty state of an entity's records: "No tasks yet.", or for a screen with a filter "No
 * tasks match status != "done"."
 */
export function noneYet(entity: Entity, where?: Expression): string {
  const many = entityNoun(entity).many;
  return where ? `No ${many} match ${where.source}.` : `No ${many} yet.`;
}
