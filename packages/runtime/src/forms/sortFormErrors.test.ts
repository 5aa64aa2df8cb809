import { describe, expect, it } from 'vitest';
import { errorText, sortFormErrors } from './sortFormErrors.ts';

describe('sortFormErrors', () => {
  it('puts errors of shown fields beside them and the rest at the top', () => {
    const required = { code: 'REQUIRED', message: 'title is required.', field: 'title' };
    const conflict = { code: 'CONFLICT', message: 'Someone else changed this claim.' };
    const unknown = { code: 'UNKNOWN_FIELD', message: 'x is not a field.', field: 'x' };
    expect(sortFormErrors([required, conflict, unknown], ['title', 'amount'])).toEqual({
      fields: { title: [required] },
      form: [conflict, unknown],
    });
  });

  it('writes an error with its code', () => {
    expect(errorText({ code: 'REQUIRED', message: 'title is required.' })).toBe(
      'title is required. (REQUIRED)',
    );
  });
});
