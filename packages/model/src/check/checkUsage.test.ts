import { describe, expect, it } from 'vitest';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

describe('checkUsage', () => {
  it('warns of a constant and an error code nothing uses', () => {
    const spec = expenseClaimsModel();
    spec.constants.push({
      name: 'MAX_TAGS',
      value: 3,
      meaning: 'MAX_TAGS tags at most',
      at: { line: 120, column: 1 },
    });
    spec.errors.push({
      code: 'TOO_MANY_TAGS',
      status: 422,
      message: 'At most {MAX_TAGS} tags.',
      at: { line: 110, column: 1 },
    });
    // The constant is used by the message; the message's entry is used by nothing; a meaning never counts its own name.
    expect(checkSpec(spec).map((d) => [d.code, d.severity, d.at.line])).toEqual([
      ['unused-error', 'warning', 110],
    ]);
    spec.errors.pop();
    expect(checkSpec(spec).map((d) => [d.code, d.at.line])).toEqual([['unused-constant', 120]]);
  });

  it('counts a name the prose mentions as used', () => {
    const spec = expenseClaimsModel();
    const seven = spec.sections[6];
    if (seven) seven.text = 'Calls time out.';
    // NETWORK is Specrun's own code: the app reports it on a timeout, mentioned or not.
    expect(checkSpec(spec).map((d) => d.message)).toEqual([
      'Nothing uses the constant CALL_TIMEOUT_MS.',
    ]);
  });

  it('warns of a prose name with an underscore that is neither a constant nor an error code', () => {
    const spec = expenseClaimsModel();
    const seven = spec.sections[6];
    if (seven) {
      seven.text +=
        ' After CALL_TIMEOUT_SEC it shows NETWORK_DOWN, twice NETWORK_DOWN. HTTP is fine.';
      seven.at = { line: 130, column: 1 };
    }
    expect(checkSpec(spec).map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['unknown-code-in-prose', 130, 'did you mean CALL_TIMEOUT_MS?'],
      ['unknown-code-in-prose', 130, 'add it to the error catalogue or the constants'],
    ]);
  });
});
