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

  it('accepts a field of every record whose rule reports the code, and nothing else', () => {
    const spec = expenseClaimsModel();
    const title = spec.errors.find((e) => e.code === 'TITLE_LENGTH');
    const taken = spec.errors.find((e) => e.code === 'NAME_TAKEN');
    const network = spec.errors.find((e) => e.code === 'NETWORK');
    if (!title || !taken || !network) throw new Error('the reference spec has these codes');
    title.message = '"{title}" must be 3 to {TITLE_MAX} characters long.';
    taken.message = 'The name {name} is already taken.';
    expect(checkSpec(spec)).toEqual([]);
    taken.message = 'The name {title} is already taken.';
    network.message = 'The server did not answer about {name}.';
    expect(checkSpec(spec).map((d) => [d.code, d.path[1], d.hint])).toEqual([
      ['unfillable-placeholder', 6, 'use a field of Category, or a constant'],
      [
        'unfillable-placeholder',
        11,
        'report NETWORK from a rule, or write the message without {name}',
      ],
    ]);
  });
});
