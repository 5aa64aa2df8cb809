import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/Diagnostic.ts';
import { checkSpec } from '../checkSpec.ts';
import { expenseClaimsModel } from '../expenseClaimsModel.ts';

const AT = { line: 10, column: 20 };

/** The diagnostics of one rule on `entity` with this expression, put at line 10, column 20. */
function checkRule(source: string, entity = 'Claim'): Diagnostic[] {
  const spec = expenseClaimsModel();
  spec.rules = [
    {
      entity,
      expression: { source, at: AT },
      on: 'save',
      error: 'TITLE_LENGTH',
      at: { line: 10, column: 1 },
    },
  ];
  return checkSpec(spec).filter((d) => d.path[0] === 'rules');
}

/** The diagnostics of a permission `when` on these entities. */
function checkWhen(source: string, entities: string[]): Diagnostic[] {
  const spec = expenseClaimsModel();
  spec.permissions.push({
    roles: ['admin'],
    actions: ['read'],
    entities,
    when: { source, at: AT },
  });
  return checkSpec(spec).filter((d) => d.path[0] === 'permissions');
}

const brief = (diagnostics: Diagnostic[]) => diagnostics.map((d) => [d.code, d.at.column, d.hint]);

describe('checkExpression', () => {
  it('accepts every name of the scope', () => {
    expect(
      checkRule(
        'spentOn <= today && now != null && user.id != "" && record.id != "" && size(Category) > 0',
      ),
    ).toEqual([]);
    expect(
      checkRule('type(amount) == double && "employee" in user.roles && title.startsWith("A")'),
    ).toEqual([]);
    expect(checkRule('cel.bind(t, size(title), t > 3 && t < TITLE_MAX)')).toEqual([]);
  });

  it('reports an unknown name at its column, with a suggestion', () => {
    expect(brief(checkRule('amout > 0'))).toEqual([['unknown-name', 20, 'did you mean amount?']]);
    expect(brief(checkRule('amount <= TITEL_MAX'))).toEqual([
      ['unknown-name', 30, 'did you mean TITLE_MAX?'],
    ]);
  });

  it('reports an unknown field of record and user at the field name', () => {
    expect(brief(checkRule('has(record.reciept)'))).toEqual([
      ['unknown-field', 31, 'did you mean receipt?'],
    ]);
    const [email] = checkRule('user.email == ""');
    expect(email).toMatchObject({ code: 'unknown-field', message: 'user has no field "email".' });
  });

  it('binds comprehension variables to the records of the entity listed', () => {
    expect(checkRule('Claim.exists(c, c.title == title)')).toEqual([]);
    expect(brief(checkRule('Claim.exists(c, c.titel == "x")'))).toEqual([
      ['unknown-field', 38, 'did you mean title?'],
    ]);
    // A list is no condition: the rule is reported for that too, at its start.
    expect(brief(checkRule('Claim.filter(c, c.amount > 0).map(d, d.amout)'))).toEqual([
      [
        'non-boolean-expression',
        20,
        'compare it, as in amount > 0, or test it, as in has(record.receipt)',
      ],
      ['unknown-field', 59, 'did you mean amount?'],
    ]);
  });

  it('reports a condition whose result is not true or false, where its type can be told', () => {
    const codes = (source: string) => checkRule(source).map((d) => d.code);
    for (const source of [
      'amount',
      'title',
      'record.receipt',
      'size(title)',
      'amount + 1.0',
      'TITLE_MAX - 1',
      'amount - 1',
      'amount - MAX_CLAIM_AMOUNT',
      '2 * amount',
      'MAX_CLAIM_AMOUNT',
      'Claim.filter(c, c.amount > 0)',
      '[true]',
      'title.trim()',
      'amount > 0 ? "yes" : "no"',
      'user.roles',
    ])
      expect(codes(source), source).toEqual(['non-boolean-expression']);
    for (const source of [
      'amount > 0',
      'amount > 0 ? true : has(record.receipt)',
      'dyn(amount)',
      'Claim.exists(c, true)',
      'title.startsWith("A")',
      'user.roles[0]',
      'cel.bind(t, size(title), t > 3)',
      'unique(title)',
    ])
      expect(codes(source), source).toEqual([]);
    expect(checkRule('amount + 1.0')[0]?.message).toBe(
      'The expression gives a number, not true or false.',
    );
  });

  it('does not let a comprehension variable out of its macro', () => {
    expect(brief(checkRule('Claim.exists(c, true) && c == 1'))).toEqual([
      ['unknown-name', 45, undefined],
    ]);
  });

  it('reports unknown functions and methods where their name is', () => {
    expect(brief(checkRule('lenght(title) > 0'))).toEqual([['unknown-function', 20, undefined]]);
    expect(brief(checkRule('title.startWith("a")'))).toEqual([
      ['unknown-function', 26, 'did you mean startsWith?'],
    ]);
  });

  it('checks the shape of has, unique and the macros', () => {
    expect(checkRule('has(receipt)').map((d) => d.code)).toEqual(['invalid-call']);
    expect(checkRule('Claim.all(c)').map((d) => d.code)).toEqual(['invalid-call']);
    expect(checkRule('unique("name")', 'Category').map((d) => d.code)).toEqual(['invalid-call']);
    expect(brief(checkRule('unique(nam)', 'Category'))).toEqual([
      ['unknown-field', 27, 'did you mean name?'],
    ]);
    expect(checkRule('unique(name)').map((d) => d.code)).toEqual(['unknown-field']);
  });

  it('warns of a string that is not a value of the state or enum field it is compared with', () => {
    const [typo] = checkRule('status == "submited"');
    expect(typo).toMatchObject({
      code: 'unknown-enum-value',
      severity: 'warning',
      hint: 'did you mean submitted?',
    });
    expect(typo?.at).toEqual({ line: 10, column: 30 });
    expect(checkRule('"draft" == record.status && status != "paid"')).toEqual([]);
    expect(checkRule('status in ["draft", "payed"]').map((d) => d.code)).toEqual([
      'unknown-enum-value',
    ]);
  });

  it('reports a syntax error at its column, and an empty expression', () => {
    const [syntax] = checkRule('amount >* 0');
    expect(syntax).toMatchObject({ code: 'invalid-expression', at: { line: 10, column: 28 } });
    expect(checkRule('   ').map((d) => [d.code, d.message])).toEqual([
      ['invalid-expression', 'The expression is empty.'],
    ]);
  });

  it('reports an expression that nests too deep to walk, and walks a long one that does not', () => {
    const chain = (terms: number) => Array.from({ length: terms }, () => 'amount > 0').join(' && ');
    expect(checkRule(chain(5000)).map((d) => [d.code, d.message, d.at])).toEqual([
      [
        'invalid-expression',
        'This is not a valid CEL expression: it nests more than 250 operations deep.',
        AT,
      ],
    ]);
    expect(checkRule(chain(200))).toEqual([]);
  });

  it('resolves a permission on several entities against all their fields', () => {
    expect(checkWhen('name != "" || title != ""', ['Claim', 'Category'])).toEqual([]);
    expect(checkWhen('record.active || record.amount > 0', ['all'])).toEqual([]);
    expect(checkWhen('nme == ""', ['Claim', 'Category']).map((d) => d.code)).toEqual([
      'unknown-name',
    ]);
  });

  it('reports only the unknown entity, not its fields, when a rule is on an unknown entity', () => {
    expect(checkRule('total > 0', 'Invoice').map((d) => d.code)).toEqual(['unknown-entity']);
    expect(checkRule('total > MAX_TOTAL', 'Invoice').map((d) => d.code)).toEqual([
      'unknown-entity',
      'unknown-name',
    ]);
  });
});
