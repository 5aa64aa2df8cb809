import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

describe('checkSpec', () => {
  it('finds nothing in the reference spec', () => {
    expect(checkSpec(expenseClaimsModel())).toEqual([]);
  });

  it('finds nothing in an empty spec', () => {
    expect(checkSpec(emptySpec())).toEqual([]);
  });
});
