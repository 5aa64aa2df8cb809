import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import { entityNoun, pluralOf } from './entityNoun.ts';

const entity = (name: string, noun?: string): Entity => ({
  name,
  text: '',
  fields: [],
  ...(noun === undefined ? {} : { list: { noun, columns: [] } }),
});

describe('entityNoun', () => {
  it('splits the name into lower-case words and makes the plural by the common rules', () => {
    expect(entityNoun(entity('Category'))).toEqual({ one: 'category', many: 'categories' });
    expect(entityNoun(entity('ExpenseClaim'))).toEqual({
      one: 'expense claim',
      many: 'expense claims',
    });
    expect(entityNoun(entity('Box'))).toEqual({ one: 'box', many: 'boxes' });
    expect(pluralOf('day')).toBe('days');
  });

  it("takes the plural from the entity's list sentence when it has one", () => {
    expect(entityNoun(entity('Person', 'People'))).toEqual({ one: 'person', many: 'people' });
  });
});
