import { describe, expect, it } from 'vitest';
import { formatOfFileName, stemOfSpecFileName as nameOfFile } from '@specrun/model';
import { fileNameFor } from './specFiles.ts';

describe('spec files', () => {
  it('tells the form from the extension', () => {
    expect(formatOfFileName('a.MD')).toBe('markdown');
    expect(formatOfFileName('a.yml')).toBe('yaml');
    expect(formatOfFileName('a.yaml')).toBe('yaml');
    expect(formatOfFileName('a.txt')).toBeUndefined();
  });

  it('names a file after the spec, with the extension of its form', () => {
    expect(fileNameFor('Expense claims (2)', 'markdown')).toBe('expense-claims-2.md');
    expect(fileNameFor('Équipe / «notes»', 'yaml')).toBe('equipe-notes.yaml');
    expect(fileNameFor('***', 'yaml')).toBe('spec.yaml');
    expect(nameOfFile('claims.v2.yml')).toBe('claims.v2');
  });
});
