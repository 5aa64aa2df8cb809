import { describe, expect, it } from 'vitest';
import { errorText, placeErrors } from './placeErrors.ts';

describe('placeErrors', () => {
  it('puts errors of shown fields beside them and the rest at the top', () => {
    const required = { code: 'REQUIRED', message: 'title is required.', field: 'title' };
    const conflict = { code: 'CONFLICT', message: 'Someone else changed this claim.' };
    const unknown = { code: 'UNKNOWN_FIELD', message: 'x is not a field.', field: 'x' };
    expect(placeErrors([required, conflict, unknown], ['title', 'amount'])).toEqual({
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
