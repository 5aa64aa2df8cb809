import type { AppError } from '../errors/AppError.ts';

/** A form's errors by where they are shown: beside a field, or at the top of the form. */
export interface FormErrors {
  fields: Record<string, AppError[]>;
  form: AppError[];
}

/**
 * Sorts errors for a form: each error of one of `fieldNames` goes beside that field; errors of
 * no field, or of a field the form does not show, go to the top of the form.
 */
export function sortFormErrors(
  errors: readonly AppError[],
  fieldNames: readonly string[],
): FormErrors {
  const shown = new Set(fieldNames);
  const placed: FormErrors = { fields: {}, form: [] };
  for (const error of errors) {
    if (error.field !== undefined && shown.has(error.field))
      (placed.fields[error.field] ??= []).push(error);
    else placed.form.push(error);
  }
  return placed;
}

/** An error as a person reads it: its message with its code, `title is required. (REQUIRED)`. */
export function errorText(error: AppError): string {
  return `${error.message} (${error.code})`;
}
