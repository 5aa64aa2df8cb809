import { describe, expect, it } from 'vitest';
import {
  formatAnswers,
  formatValue,
  parseAnswers,
  notesProse,
  parseNotes,
  parseScreenTarget,
  parseValue,
} from './cells.ts';
import { formatFieldType, parseFieldType } from './fieldType.ts';

describe('field types', () => {
  it.each([
    ['text', 'text'],
    ['money eur', 'money EUR'],
    ['enum: low, high', 'enum: low, high'],
    ['enum (a, b and c)', 'enum: a, b, c'],
    ['ref Category', 'ref Category'],
    ['list of ref User', 'list of ref User'],
    ['State', 'state'],
  ])('reads %s', (text, formatted) => {
    const read = parseFieldType(text);
    expect(read.ok && formatFieldType(read.value)).toBe(formatted);
  });

  it.each(['money', 'enum', 'ref', 'list of state', 'colour', ''])(
    'refuses %j with a reason',
    (text) => {
      const read = parseFieldType(text);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.problem.length).toBeGreaterThan(5);
    },
  );
});

describe('cells', () => {
  it('reads answers and writes them back', () => {
    const text = '200 Claim; 404 NOT_FOUND; 422 validation errors; 204; 200 Claim[]';
    const { answers, problems } = parseAnswers(text);
    expect(problems).toEqual([]);
    expect(answers.map((a) => a.body.kind)).toEqual([
      'payload',
      'error',
      'validation',
      'none',
      'payload',
    ]);
    expect(formatAnswers(answers)).toBe(text);
  });

  it('reports an answer without a status', () => {
    expect(parseAnswers('ok Claim').problems).toHaveLength(1);
  });

  it('reads screen targets and leaves prose alone', () => {
    expect(parseScreenTarget('Claim')?.target).toEqual({ entity: 'Claim' });
    const filtered = parseScreenTarget(' Claim where status == "submitted"');
    expect(filtered?.target.where?.source).toBe('status == "submitted"');
    expect(filtered?.whereOffset).toBe(13);
    expect(parseScreenTarget("the purpose and the user's open claims")).toBeUndefined();
  });

  // Regression: a text value quoted at both ends ('"both ends"') was written with JSON escapes
  // by formatValue but read back with its backslashes.
  it.each(['"both ends"', 'say "hi"', 'back\\slash', '5000', 'true', ' padded ', ''])(
    'writes the text value %j so that it reads back equal',
    (value) => {
      expect(parseValue(formatValue(value))).toBe(value);
    },
  );

  it('reads a double-quoted value that is not JSON as the text between its quotes', () => {
    expect(parseValue('"C:\\path"')).toBe('C:\\path');
    expect(parseValue('"C:\\path"')).not.toContain('"');
  });

  it('reads values and notes', () => {
    expect(parseValue('5000')).toBe(5000);
    expect(parseValue('true')).toBe(true);
    expect(parseValue('"5000"')).toBe('5000');
    expect(parseNotes('unique')).toEqual({ unique: true });
    expect(parseNotes('the day it was spent; label "Date spent"')).toEqual({
      unique: false,
      label: 'Date spent',
    });
    expect(parseNotes('label Date spent')).toEqual({ unique: false });
    expect(parseNotes('default true')).toEqual({ unique: false, default: true });
    expect(parseNotes('a label, default "n/a"; shown first')).toEqual({
      unique: false,
      default: 'n/a',
    });
    expect(parseNotes('see point 4')).toEqual({ unique: false });
  });

  it("keeps of a field's notes the prose a user reads", () => {
    expect(notesProse('what the money was spent on')).toBe('what the money was spent on');
    expect(notesProse('unique')).toBe('');
    expect(notesProse('see point 4')).toBe('');
    expect(notesProse('default true')).toBe('');
    expect(notesProse('the day it was spent; label "Date spent"')).toBe('the day it was spent');
    expect(notesProse('a label, default "n/a, or none"; shown first')).toBe('a label, shown first');
    expect(notesProse('Unique. Shown on the card. Default 3.')).toBe('Shown on the card.');
    expect(notesProse('default 30, the days to keep it, unique')).toBe('the days to keep it');
    expect(notesProse('the number of readers; = size(favoritedBy)')).toBe('the number of readers');
    expect(notesProse('set on create: user.id; empty is none')).toBe('');
  });
});
