import { describe, expect, it } from 'vitest';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

describe('checkCatalogue', () => {
  it('reports a placeholder that is not a constant', () => {
    const spec = expenseClaimsModel();
    const entry = spec.errors[0];
    if (entry) {
      entry.message = 'The title must be 3 to {TITLE_MAXIMUM} characters, not {length}.';
      entry.at = { line: 100, column: 1 };
    }
    const found = checkSpec(spec);
    // TITLE_MAX is then used by a rule only, so it is not reported unused.
    expect(found.map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['unknown-placeholder', 100, 'did you mean TITLE_MAX?'],
      ['unknown-placeholder', 100, 'add length to the constants of point 9'],
    ]);
  });

  it('counts a placeholder as a use of its constant', () => {
    const spec = expenseClaimsModel();
    spec.constants.push({ name: 'SUPPORT_PHONE', value: '555', meaning: 'who to call' });
    expect(checkSpec(spec).map((d) => d.code)).toEqual(['unused-constant']);
    const entry = spec.errors[11];
    if (entry) entry.message = 'The server did not answer. Call {SUPPORT_PHONE}.';
    expect(checkSpec(spec)).toEqual([]);
  });
});
