import { describe, expect, it } from 'vitest';
import { formatOfFileName, stemOfSpecFileName } from './specFileName.ts';

describe('formatOfFileName', () => {
  it('reads the form from the extension, in any case', () => {
    expect(formatOfFileName('a.MD')).toBe('markdown');
    expect(formatOfFileName('a.md')).toBe('markdown');
    expect(formatOfFileName('a.markdown')).toBe('markdown');
    expect(formatOfFileName('a.yml')).toBe('yaml');
    expect(formatOfFileName('a.YML')).toBe('yaml');
    expect(formatOfFileName('a.yaml')).toBe('yaml');
    expect(formatOfFileName('https://h.test/a.YAML')).toBe('yaml');
  });

  it('says nothing for a name of another kind', () => {
    expect(formatOfFileName('a.txt')).toBeUndefined();
    expect(formatOfFileName('md')).toBeUndefined();
  });
});

describe('stemOfSpecFileName', () => {
  it('drops the extension of a spec file only', () => {
    expect(stemOfSpecFileName('claims.v2.yml')).toBe('claims.v2');
    expect(stemOfSpecFileName('Claims.MARKDOWN')).toBe('Claims');
    expect(stemOfSpecFileName('notes.txt')).toBe('notes.txt');
  });
});
