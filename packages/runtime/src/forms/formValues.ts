import type { Entity, ErrorEntry } from '@specrun/model';
import { formatFieldType } from '@specrun/model';
import type { ValuesInput } from '../data/DataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import { defaultFieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { formFields } from './formFields.ts';
import { inputOf, readInput, type InputValue } from './formInputs.ts';

/** What every input of a form holds, by field name. */
export type FormInputs = Record<string, InputValue>;

/** Options of `initialInputs`; without them no state is shown and no user is preselected. */
export interface InitialInputsOptions {
  /** The initial state of the entity's lifecycle, shown in its state field on create. */
  initialState?: string;
  /** The acting user's id: on create, a required `ref User` field starts with it. */
  userId?: string;
}

/**
 * What a form's inputs (`formFields`) hold when it opens: the record's values when it edits one; for a new
 * record each field's default, the lifecycle's initial state, and the acting user in a required
 * `ref User` field (the user may pick another).
 */
export function initialInputs(
  entity: Entity,
  record?: StoredRecord,
  options: InitialInputsOptions = {},
): FormInputs {
  const inputs: FormInputs = {};
  for (const field of formFields(entity)) {
    const type = field.type;
    if (record) {
      inputs[field.name] = inputOf(record.values[field.name], type);
      continue;
    }
    let value = defaultFieldValue(field);
    if (type.kind === 'state') value = options.initialState;
    else if (
      value === undefined &&
      field.required &&
      type.kind === 'ref' &&
      type.entity === 'User'
    ) {
      value = options.userId;
    }
    inputs[field.name] = inputOf(value, type);
  }
  return inputs;
}

/** How a form's values are sent: all of them for a new record, only the changed ones on edit. */
export type FormMode = { mode: 'create' } | { mode: 'edit'; initial: FormInputs };

/** The values a form sends, or the fields whose input could not be read as their type. */
export interface FormValues {
  values: ValuesInput;
  errors: AppError[];
}

/** True when two inputs hold the same thing. */
export function sameInput(a: InputValue | undefined, b: InputValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/**
 * Turns a form's inputs into the values to send. A state field is never sent (actions move it).
 * On create, empty inputs are left out, so the data source fills defaults; on edit, only inputs
 * the user changed are sent, an emptied one as `null`. An input that is not a value of its
 * field's type gives INVALID_VALUE for that field.
 */
export function buildValues(
  entity: Entity,
  inputs: FormInputs,
  mode: FormMode,
  catalogue: readonly ErrorEntry[] = [],
): FormValues {
  const values: ValuesInput = {};
  const errors: AppError[] = [];
  for (const field of formFields(entity)) {
    if (field.type.kind === 'state') continue;
    const input = inputs[field.name];
    if (input === undefined) continue;
    if (mode.mode === 'edit' && sameInput(input, mode.initial[field.name])) continue;
    const read = readInput(input, field.type);
    if (read.status === 'invalid') {
      const type = formatFieldType(field.type);
      errors.push(appError('INVALID_VALUE', catalogue, { field: field.name, type }, field.name));
    } else if (read.status === 'value') values[field.name] = read.value;
    else if (mode.mode === 'edit') values[field.name] = null;
  }
  return { values, errors };
}
