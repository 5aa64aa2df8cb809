import { describe, expect, it } from 'vitest';
import type { Rule } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

/** The diagnostics about one extra rule (at line 60) added to the reference spec. */
function withRule(rule: Partial<Rule>) {
  const spec = expenseClaimsModel();
  spec.rules.push({
    entity: 'Claim',
    expression: { source: 'amount > 0' },
    on: 'save',
    error: 'AMOUNT_NOT_POSITIVE',
    at: { line: 60, column: 1 },
    ...rule,
  });
  return checkSpec(spec).filter((d) => d.path[0] === 'rules');
}

describe('checkRules', () => {
  it('accepts save, create and the actions of the entity', () => {
    expect(withRule({ on: 'create' })).toEqual([]);
    expect(withRule({ on: 'submit' })).toEqual([]);
  });

  it('reports an unknown entity', () => {
    expect(withRule({ entity: 'Claims' }).map((d) => [d.code, d.hint])).toEqual([
      ['unknown-entity', 'did you mean Claim?'],
    ]);
  });

  it('reports an `on` that is neither save, create nor an action of the entity', () => {
    const [found] = withRule({ on: 'sumbit' });
    expect(found).toMatchObject({
      code: 'unknown-trigger',
      hint: 'did you mean submit?',
      path: ['rules', 7, 'on'],
    });
    expect(
      withRule({ entity: 'Category', expression: { source: 'true' }, on: 'submit' }).map(
        (d) => d.code,
      ),
    ).toEqual(['unknown-trigger']);
    expect(withRule({ on: '' }).map((d) => d.message)).toEqual([
      'The rule does not say when it is checked.',
    ]);
  });

  it('reports an error code missing from the catalogue', () => {
    const [unknown] = withRule({ error: 'AMOUNT_NOT_POSITIV' });
    expect(unknown).toMatchObject({
      code: 'unknown-error-code',
      severity: 'error',
      hint: 'did you mean AMOUNT_NOT_POSITIVE?',
    });
  });
});
