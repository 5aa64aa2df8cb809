import type { Expression, Position } from './Position.ts';

/**
 * The kinds of list behaviour point 2 may give a list. `toggle`, `edit`, `delete` and `action` are
 * controls on each row; the others act on the list as a whole.
 */
export const BEHAVIOUR_KINDS = [
  'add',
  'toggle',
  'edit',
  'delete',
  'action',
  'toggle all',
  'action all',
  'delete all',
  'count',
] as const;
export type BehaviourKind = (typeof BEHAVIOUR_KINDS)[number];

/** The kinds of behaviour that are a control on each row of the list. */
export const ROW_BEHAVIOURS: ReadonlySet<string> = new Set(['toggle', 'edit', 'delete', 'action']);

/** The words that may follow the field of an `add` or `edit` behaviour. */
export const BEHAVIOUR_OPTIONS = ['trimmed', 'empty deletes'] as const;
export type BehaviourOption = (typeof BEHAVIOUR_OPTIONS)[number];

/**
 * Point 2: one row of the list behaviours table, what a list does besides listing (an inline add
 * row, a checkbox per row, bulk actions, counters), as written: `readBehaviour` reads its `does`
 * by its kind.
 */
export interface ListBehaviour {
  /** The lists it applies to: an entity's name (every list of it) or the route of one list. */
  list: string;
  /** The kind as written (`toggle all`); the checker tells whether it is one of `BEHAVIOUR_KINDS`. */
  behaviour: string;
  /** The `does` cell as written. */
  does: string;
  /** Where `does` starts. */
  doesAt?: Position;
  /** Shown only when this CEL condition holds: over the record on a row, else over the list. */
  when?: Expression;
  /** The words the control shows (`{count}` in a count); a default from the kind when absent. */
  label?: string;
  at?: Position;
}

/** A list behaviour with its `does` read by its kind (`readBehaviour`). */
export interface ReadBehaviour extends ListBehaviour {
  /** The field it binds: the text an `add` or `edit` writes, the boolean a `toggle` flips. */
  field?: string;
  /** The actions it runs: one (`action`, `action all`), or two that a checkbox runs on and off. */
  actions?: string[];
  /** The records a `count` counts or a `delete all` deletes; every record when absent. */
  where?: Expression;
  /** The options after an `add` or `edit` field: `trimmed`, `empty deletes`. */
  options: BehaviourOption[];
}

/** The kind of a behaviour as the checker and the runtime compare it: lower case, single spaces. */
export function behaviourKind(behaviour: ListBehaviour): string {
  return behaviour.behaviour.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The field kinds that hold text: what an `add` writes into, what `empty is none` applies to. */
export const TEXT_FIELD_KINDS: ReadonlySet<string> = new Set([
  'text',
  'longtext',
  'email',
  'url',
  'phone',
]);

/** The field types an `edit` changes in place, each with its kind's own input: one value. */
export const EDIT_FIELD_KINDS: ReadonlySet<string> = new Set([
  ...TEXT_FIELD_KINDS,
  'number',
  'integer',
  'money',
  'date',
  'datetime',
  'enum',
  'boolean',
]);
