import { describe, expect, it } from 'vitest';
import { filePlace, slugify, urlPlace } from './placeOf.ts';

describe('places of opened specs', () => {
  it('names a file spec after its file, whatever its form', () => {
    expect(filePlace('Expense Claims.md')).toBe('file-expense-claims');
    expect(filePlace('expense-claims.yaml')).toBe('file-expense-claims');
    expect(filePlace('C:\\specs\\Board v2.YML')).toBe('file-board-v2');
    expect(filePlace('.md')).toBe('file-spec');
  });

  it('names a URL spec after its path, not its query', () => {
    expect(urlPlace(new URL('http://h/specs/claims.md?v=2'))).toBe('url-specs-claims');
    expect(urlPlace(new URL('http://h/api/spec%20one'))).toBe('url-api-spec-one');
    expect(urlPlace(new URL('http://h/'))).toBe('url-spec');
  });

  it('keeps slugs short and clean', () => {
    expect(slugify('Ünïcode & more!!')).toBe('unicode-more');
    expect(slugify('経費 精算')).toBe('経費-精算');
    expect(slugify('a'.repeat(79) + '-bbb')).toBe('a'.repeat(79));
  });
});
