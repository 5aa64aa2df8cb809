import { describe, expect, it } from 'vitest';
import { readNoteClauses } from './noteClauses.ts';

describe('readNoteClauses', () => {
  it('reads each phrase of the notes, with where its value starts', () => {
    const notes =
      'unique; set on create: slug(title); deleted with its Article; added by favorite; removed by un favorite; answered as username, bio and image; empty is none';
    const { clauses, problems } = readNoteClauses(notes);
    expect(problems).toEqual([]);
    expect(clauses).toEqual([
      { kind: 'set', on: 'create', source: 'slug(title)', offset: notes.indexOf('slug(') },
      { kind: 'deleted with', entity: 'Article', offset: notes.indexOf('Article') },
      { kind: 'added by', action: 'favorite', offset: notes.indexOf('favorite') },
      { kind: 'removed by', action: 'un favorite', offset: notes.indexOf('un favorite') },
      {
        kind: 'answered as',
        fields: ['username', 'bio', 'image'],
        offset: notes.indexOf('username'),
      },
      { kind: 'empty is none', offset: notes.indexOf('empty') },
    ]);
  });

  it('reads a computed field, and a set on save, to the end of their clause', () => {
    expect(readNoteClauses('= size(favoritedBy)').clauses).toEqual([
      { kind: 'computed', source: 'size(favoritedBy)', offset: 2 },
    ]);
    expect(readNoteClauses('the last change; Set on save: now').clauses).toEqual([
      { kind: 'set', on: 'save', source: 'now', offset: 30 },
    ]);
  });

  it('does not cut an expression at a ; inside quotes or brackets', () => {
    expect(readNoteClauses('= name + "; " + bio').clauses).toEqual([
      { kind: 'computed', source: 'name + "; " + bio', offset: 2 },
    ]);
  });

  it('reports a phrase without its value, and leaves other clauses as description', () => {
    expect(readNoteClauses('what it is; set on create:  ').problems).toEqual([
      { message: '"set on create:" is followed by no expression', offset: 12 },
    ]);
    expect(readNoteClauses('deleted with its 2 things').problems).toHaveLength(1);
    expect(readNoteClauses('added by ').problems).toHaveLength(0);
    expect(readNoteClauses('the user who set on the board; made from the title').clauses).toEqual(
      [],
    );
  });
});
