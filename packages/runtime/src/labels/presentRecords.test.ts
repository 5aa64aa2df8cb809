import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity } from '@specrun/model';
import {
  backReferences,
  displayValue,
  labelField,
  listColumns,
  recordLabel,
  refersTo,
} from './presentRecords.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('amount', { kind: 'money', currency: 'EUR' }),
    f('title', { kind: 'text' }),
    f('category', { kind: 'ref', entity: 'Category' }),
    f('note', { kind: 'longtext' }),
  ],
  list: { noun: 'claims', columns: ['title', 'amount', 'nope'] },
};
const category: Entity = {
  name: 'Category',
  text: '',
  fields: [
    f('name', { kind: 'text' }),
    f('parents', { kind: 'list', of: { kind: 'ref', entity: 'Category' } }),
  ],
};

describe('presenting records', () => {
  it('shows the columns the spec names, else the first fields', () => {
    expect(listColumns(claim).map((c) => c.name)).toEqual(['title', 'amount']);
    const { list: _list, ...unlisted } = claim;
    expect(listColumns(unlisted).map((c) => c.name)).toEqual(['amount', 'title', 'category']);
  });

  it('names records by their label field or their id', () => {
    expect(labelField(claim)?.name).toBe('title');
    const rec = {
      entity: 'Claim',
      id: 'c1',
      values: { title: 'Taxi' },
      aside: {},
      version: 1,
      createdAt: '',
      updatedAt: '',
    };
    expect(recordLabel(claim, rec)).toBe('Taxi');
    expect(recordLabel(claim, { ...rec, values: {} })).toBe('c1');
    // A text field names its record whole, however long.
    const long = 'A'.repeat(80);
    expect(recordLabel(claim, { ...rec, values: { title: long } })).toBe(long);
  });

  it('names a record by its long text when it has no text field, shortened', () => {
    const comment: Entity = {
      name: 'Comment',
      text: '',
      fields: [f('body', { kind: 'longtext' })],
    };
    expect(labelField(comment)?.name).toBe('body');
    const rec = (body: string) => ({
      entity: 'Comment',
      id: 'k1',
      values: { body },
      aside: {},
      version: 1,
      createdAt: '',
      updatedAt: '',
    });
    expect(recordLabel(comment, rec('Nice post'))).toBe('Nice post');
    expect(recordLabel(comment, rec('  First line\nsecond line'))).toBe('First line…');
    const long = 'word '.repeat(30).trim();
    const label = recordLabel(comment, rec(long));
    expect(label.endsWith('word…')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(61);
    expect(recordLabel(comment, rec('x'.repeat(100)))).toBe(`${'x'.repeat(60)}…`);
    expect(recordLabel(comment, rec('  '))).toBe('k1');
  });

  it('displays values for people', () => {
    expect(displayValue(12.5, claim.fields[0]!)).toBe('12.50 EUR');
    expect(displayValue(true, f('ok', { kind: 'boolean' }))).toBe('yes');
    expect(displayValue(['a', 'b'], f('tags', { kind: 'list', of: { kind: 'text' } }))).toBe(
      'a, b',
    );
    expect(displayValue(undefined, claim.fields[1]!)).toBe('');
  });

  it('finds the fields that refer to an entity', () => {
    const spec = { ...emptySpec('x'), entities: [claim, category] };
    expect(backReferences(spec, 'Category').map((b) => `${b.entity.name}.${b.field.name}`)).toEqual(
      ['Claim.category', 'Category.parents'],
    );
    const rec = {
      entity: 'Category',
      id: 'k2',
      values: { parents: ['k1'] },
      aside: {},
      version: 1,
      createdAt: '',
      updatedAt: '',
    };
    expect(refersTo(rec, category.fields[1]!, 'k1')).toBe(true);
  });
});
