import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { initialInputs, sameInput, type FormInputs } from './formValues.ts';

/** An edit form moved onto a newer version of its record: what it saves against, what it shows. */
export interface RebasedForm {
  /** The record's inputs as now stored: what the form compares with to send only changes. */
  initial: FormInputs;
  /** What the inputs hold from now on. */
  inputs: FormInputs;
}

/**
 * Moves an open edit form onto `record`, a newer version of the record it edits (after an action
 * taken from the form): an input the user changed keeps what they typed, every other input and
 * the state field take the record's value, so that saving sends only the user's changes against
 * the new version instead of answering CONFLICT or undoing the action.
 */
export function rebaseForm(
  entity: Entity,
  inputs: FormInputs,
  initial: FormInputs,
  record: StoredRecord,
): RebasedForm {
  const next = initialInputs(entity, record);
  const kept: FormInputs = {};
  for (const field of entity.fields) {
    const typed = inputs[field.name];
    const changed =
      field.type.kind !== 'state' && typed !== undefined && !sameInput(typed, initial[field.name]);
    const value = changed ? typed : next[field.name];
    if (value !== undefined) kept[field.name] = value;
  }
  return { initial: next, inputs: kept };
}
