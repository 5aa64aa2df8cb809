import type { AppError } from '../errors/AppError.ts';
import type { FormErrors } from '../forms/sortFormErrors.ts';

// The shapes of a check's question and answer, shared by the rule book and its checkers.

/** When rules are checked: on create (save and create rules), update (save rules), or an action. */
export type RuleTrigger = 'create' | 'update' | { action: string };

/** What a check is about: its trigger, and the id of the record when it has one. */
export interface RuleTarget {
  on: RuleTrigger;
  id?: string;
}

/** The errors of a check, and whether every rule could be checked (indexes still loading). */
export interface Validation {
  errors: AppError[];
  complete: boolean;
}

/** The errors of a form by where it shows them, and whether every rule could be checked yet. */
export interface FormValidation extends FormErrors {
  complete: boolean;
}

/** What a form edits: a new record, or the stored record with this id. */
export type FormSubject = { mode: 'create' } | { mode: 'edit'; id: string };
