import { describe, expect, it } from 'vitest';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

describe('checkDuplicates', () => {
  it('reports the second of two entities, fields, constants, codes, users and lifecycles', () => {
    const spec = expenseClaimsModel();
    const [claim, category] = spec.entities;
    if (!claim || !category) throw new Error('the reference model has two entities');
    spec.entities.push({ ...category, at: { line: 200, column: 1 } });
    claim.fields.push({
      name: 'title',
      type: { kind: 'text' },
      required: false,
      unique: false,
      notes: '',
      at: { line: 201, column: 1 },
    });
    spec.constants.push({
      name: 'TITLE_MAX',
      value: 90,
      meaning: '',
      at: { line: 202, column: 1 },
    });
    spec.errors.push({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Gone.',
      at: { line: 203, column: 1 },
    });
    spec.users.push({
      id: 'u1',
      name: 'Ada Again',
      roles: ['employee'],
      at: { line: 204, column: 1 },
    });
    spec.lifecycles.push({
      entity: 'Claim',
      initial: 'draft',
      text: '',
      transitions: [],
      at: { line: 205, column: 1 },
    });
    expect(checkSpec(spec).map((d) => [d.code, d.at.line])).toEqual([
      ['duplicate-entity', 200],
      ['duplicate-field', 201],
      ['duplicate-constant', 202],
      ['duplicate-error', 203],
      ['duplicate-user', 204],
      ['duplicate-lifecycle', 205],
    ]);
  });

  it('points back at the first declaration', () => {
    const spec = expenseClaimsModel();
    const first = spec.constants[0];
    if (first) first.at = { line: 150, column: 1 };
    spec.constants.push({
      name: 'MAX_CLAIM_AMOUNT',
      value: 1,
      meaning: '',
      at: { line: 160, column: 1 },
    });
    const [found] = checkSpec(spec);
    expect(found?.hint).toBe('the first is declared earlier (line 150); rename or remove one');
  });
});
