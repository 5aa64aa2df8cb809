import { permissionMatrix } from '@specrun/runtime';
import { emptySpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { callRows, cellSources, constantRows, errorRows } from './referenceRows.ts';
import { readExampleSpec } from './testSpecs.ts';

describe('reference rows', () => {
  const claims = readExampleSpec('expense-claims.md');

  it('writes calls as the spec writes them, each with its line', () => {
    const rows = callRows(claims);
    expect(rows).toHaveLength(15);
    expect(rows[3]?.cells).toEqual({
      name: 'update claim',
      method: 'PATCH',
      path: '/api/claims/:id',
      sends: 'Claim',
      answers: '200 Claim; 409 CONFLICT; 422 validation errors',
    });
    expect(rows[0]?.cells.sends).toBe('');
    expect(rows[0]?.at).toEqual(claims.calls[0]?.at);
  });

  it('lists errors with an empty status for a network error, and constants by value', () => {
    const errors = errorRows(claims);
    expect(errors.at(-1)?.cells).toEqual({
      code: 'NETWORK',
      status: '',
      message: 'The server did not answer. Try again.',
    });
    expect(errors[0]?.cells.status).toBe('422');
    const constants = constantRows(claims);
    expect(constants[0]?.cells).toMatchObject({ name: 'MAX_CLAIM_AMOUNT', value: '5000' });
    expect(constants.every((row, i) => row.at === claims.constants[i]?.at)).toBe(true);
  });

  it('gives no rows for points a spec does not show', () => {
    const spec = emptySpec();
    expect([callRows(spec), errorRows(spec), constantRows(spec)]).toEqual([[], [], []]);
  });

  it('finds the lines of the permission rows that grant a cell', () => {
    const matrix = permissionMatrix(claims);
    const cell = matrix.cells['admin']?.['Claim']?.['pay'];
    expect(cellSources(claims, cell)).toEqual([claims.permissions[7]?.at]);
    const finance = matrix.cells['finance']?.['Claim']?.['read'];
    expect(cellSources(claims, finance)).toEqual([claims.permissions[5]?.at]);
    expect(cellSources(claims, undefined)).toEqual([]);
  });
});
