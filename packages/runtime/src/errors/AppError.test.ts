import { describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@specrun/model';
import { appError, fillMessage } from './AppError.ts';

const catalogue: ErrorEntry[] = [
  {
    code: 'CLAIM_LIMIT_EXCEEDED',
    status: 422,
    message: 'One claim may not exceed {MAX_CLAIM_AMOUNT} EUR.',
  },
  { code: 'NOT_FOUND', status: 404, message: 'This claim does not exist.' },
];

describe('app errors', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillMessage('{A} and {B}', { A: 1 })).toBe('1 and {B}');
  });

  it("prefers the spec's catalogue, then Specrun's own message, then the bare code", () => {
    expect(appError('CLAIM_LIMIT_EXCEEDED', catalogue, { MAX_CLAIM_AMOUNT: 5000 })).toEqual({
      code: 'CLAIM_LIMIT_EXCEEDED',
      status: 422,
      message: 'One claim may not exceed 5000 EUR.',
    });
    expect(appError('NOT_FOUND', catalogue).message).toBe('This claim does not exist.');
    expect(appError('REQUIRED', catalogue, { field: 'title' }, 'title')).toEqual({
      code: 'REQUIRED',
      status: 422,
      message: 'title is required.',
      field: 'title',
    });
    expect(appError('SOMETHING_ELSE', catalogue)).toEqual({
      code: 'SOMETHING_ELSE',
      message: 'SOMETHING_ELSE',
    });
  });
});
