import { describe, expect, it } from 'vitest';
import type { Field, FieldType, Value } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

/** The reference spec with one more field on Category, at line 40; the diagnostics about entities. */
function withField(name: string, type: FieldType, defaultValue?: Value) {
  const spec = expenseClaimsModel();
  const field: Field = {
    name,
    type,
    required: false,
    unique: false,
    notes: '',
    at: { line: 40, column: 1 },
  };
  if (defaultValue !== undefined) field.default = defaultValue;
  spec.entities[1]?.fields.push(field);
  return checkSpec(spec).filter((d) => d.path[0] === 'entities');
}

describe('checkEntities', () => {
  it('reports a reference to an unknown entity, also inside a list', () => {
    const [found] = withField('parent', { kind: 'ref', entity: 'Categroy' });
    expect(found).toMatchObject({
      code: 'unknown-entity',
      at: { line: 40, column: 1 },
      hint: 'did you mean Category?',
    });
    expect(found?.path).toEqual(['entities', 1, 'fields', 2]);
    expect(
      withField('tags', { kind: 'list', of: { kind: 'ref', entity: 'Tag' } }).map((d) => d.code),
    ).toEqual(['unknown-entity']);
  });

  it('accepts a reference to the built-in User', () => {
    expect(withField('manager', { kind: 'ref', entity: 'User' })).toEqual([]);
  });

  it('warns of an enum value listed twice', () => {
    const twice = withField('level', { kind: 'enum', values: ['low', 'high', 'low'] });
    expect(twice.map((d) => [d.code, d.severity])).toEqual([['duplicate-enum-value', 'warning']]);
  });

  it('reports a default that does not fit the type', () => {
    expect(withField('limit', { kind: 'number' }, 'lots').map((d) => d.code)).toEqual([
      'invalid-default',
    ]);
    expect(withField('count', { kind: 'integer' }, 1.5).map((d) => d.code)).toEqual([
      'invalid-default',
    ]);
    expect(withField('hidden', { kind: 'boolean' }, 'yes').map((d) => d.code)).toEqual([
      'invalid-default',
    ]);
    expect(
      withField('level', { kind: 'enum', values: ['low', 'high'] }, 'mid').map((d) => d.code),
    ).toEqual(['invalid-default']);
    expect(withField('level', { kind: 'enum', values: ['low', 'high'] }, 'low')).toEqual([]);
    expect(withField('code', { kind: 'text' }, 7)).toEqual([]);
  });

  // Regression: 'The default of "hidden" "yes" is not true or false.' put two quoted words side by side.
  it('says which field has the default that does not fit, as invalid-required does', () => {
    expect(withField('hidden', { kind: 'boolean' }, 'yes')[0]?.message).toBe(
      'Field "hidden": the default "yes" is not true or false.',
    );
  });

  it('reports a second state field', () => {
    const spec = expenseClaimsModel();
    spec.entities[0]?.fields.push({
      name: 'phase',
      type: { kind: 'state' },
      required: true,
      unique: false,
      notes: '',
    });
    expect(checkSpec(spec).map((d) => d.code)).toEqual(['duplicate-state-field']);
  });

  it('warns of a field that hides a name expressions use', () => {
    expect(withField('user', { kind: 'ref', entity: 'User' }).map((d) => d.code)).toEqual([
      'shadowed-name',
    ]);
    expect(withField('TITLE_MAX', { kind: 'number' }).map((d) => d.code)).toEqual([
      'shadowed-name',
    ]);
    expect(withField('Claim', { kind: 'text' }).map((d) => d.code)).toEqual(['shadowed-name']);
  });

  it('reports a list column that is not a field', () => {
    const spec = expenseClaimsModel();
    spec.entities[0]?.list?.columns.push('amout', 'id');
    const found = checkSpec(spec);
    expect(found.map((d) => [d.code, d.hint])).toEqual([['unknown-field', 'did you mean amount?']]);
  });
});
