import { describe, expect, it } from 'vitest';
import { pluralOf } from './pluralOf.ts';

describe('pluralOf', () => {
  it('follows the regular rules', () => {
    expect(pluralOf('claim')).toBe('claims');
    expect(pluralOf('category')).toBe('categories');
    expect(pluralOf('day')).toBe('days');
    expect(pluralOf('survey')).toBe('surveys');
    expect(pluralOf('box')).toBe('boxes');
    expect(pluralOf('status')).toBe('statuses');
    expect(pluralOf('address')).toBe('addresses');
    expect(pluralOf('batch')).toBe('batches');
    expect(pluralOf('wish')).toBe('wishes');
    expect(pluralOf('analysis')).toBe('analyses');
  });

  // Regression: an entity named Shelf was listed as "Shelfs".
  it('knows the irregular plurals a spec may use', () => {
    expect(pluralOf('shelf')).toBe('shelves');
    expect(pluralOf('person')).toBe('people');
    expect(pluralOf('child')).toBe('children');
    expect(pluralOf('knife')).toBe('knives');
    expect(pluralOf('leaf')).toBe('leaves');
    expect(pluralOf('wolf')).toBe('wolves');
    expect(pluralOf('hero')).toBe('heroes');
    expect(pluralOf('quiz')).toBe('quizzes');
    expect(pluralOf('criterion')).toBe('criteria');
    expect(pluralOf('matrix')).toBe('matrices');
    expect(pluralOf('mouse')).toBe('mice');
  });

  it('leaves nouns that are their own plural as they are', () => {
    expect(pluralOf('series')).toBe('series');
    expect(pluralOf('equipment')).toBe('equipment');
    expect(pluralOf('Feedback')).toBe('Feedback');
  });

  it('never cuts into a word it does not know', () => {
    expect(pluralOf('roof')).toBe('roofs');
    expect(pluralOf('chief')).toBe('chiefs');
    expect(pluralOf('belief')).toBe('beliefs');
    expect(pluralOf('bus')).toBe('buses');
    expect(pluralOf('campus')).toBe('campuses');
    expect(pluralOf('todo')).toBe('todos');
    expect(pluralOf('photo')).toBe('photos');
    expect(pluralOf('human')).toBe('humans');
    expect(pluralOf('blouse')).toBe('blouses');
    expect(pluralOf('wildlife')).toBe('wildlifes');
    expect(pluralOf('zorblax')).toBe('zorblaxes');
    expect(pluralOf('constructor')).toBe('constructors');
    expect(pluralOf('toString')).toBe('toStrings');
  });

  it('makes the last word of a name plural and keeps its capitals', () => {
    expect(pluralOf('Shelf')).toBe('Shelves');
    expect(pluralOf('SHELF')).toBe('SHELVES');
    expect(pluralOf('BookShelf')).toBe('BookShelves');
    expect(pluralOf('Bookshelf')).toBe('Bookshelves');
    expect(pluralOf('ContactPerson')).toBe('ContactPeople');
    expect(pluralOf('Salesperson')).toBe('Salespeople');
    expect(pluralOf('ExpenseClaim')).toBe('ExpenseClaims');
    expect(pluralOf('expense category')).toBe('expense categories');
    expect(pluralOf('order_status')).toBe('order_statuses');
    expect(pluralOf('line-item')).toBe('line-items');
  });

  it('gives an acronym a small s', () => {
    expect(pluralOf('URL')).toBe('URLs');
    expect(pluralOf('ApiKey')).toBe('ApiKeys');
    expect(pluralOf('SMS')).toBe('SMSes');
  });

  it('adds an s to what ends in no letter, and leaves the empty name empty', () => {
    expect(pluralOf('Item2')).toBe('Item2s');
    expect(pluralOf('')).toBe('');
  });
});
