import { describe, expect, it } from 'vitest';
import { readSpecQuery } from './readSpecQuery.ts';

const PAGE = 'http://127.0.0.1:4391/?spec=x#/';

describe('readSpecQuery', () => {
  it('opens a URL of the page own site, relative or absolute', () => {
    expect(readSpecQuery('', PAGE)).toEqual({ kind: 'none' });
    const relative = readSpecQuery('?spec=/specs/claims.md', PAGE);
    expect(relative.kind === 'open' && relative.url.href).toBe(
      'http://127.0.0.1:4391/specs/claims.md',
    );
    const absolute = readSpecQuery('?spec=http%3A%2F%2F127.0.0.1%3A4391%2Fa.yaml', PAGE);
    expect(absolute.kind === 'open' && absolute.url.pathname).toBe('/a.yaml');
  });

  it('refuses another host, another scheme, and an empty address', () => {
    for (const search of [
      '?spec=https://example.org/claims.md',
      '?spec=//example.org/claims.md',
      '?spec=http://127.0.0.1:9999/claims.md',
      '?spec=data:text/plain,hello',
      '?spec=javascript:alert(1)',
    ]) {
      const query = readSpecQuery(search, PAGE);
      expect(query.kind === 'refused' && query.message).toMatch(
        /^Specrun opens specs from its own site \(http:\/\/127\.0\.0\.1:4391\) only/,
      );
    }
    expect(readSpecQuery('?spec=', PAGE)).toMatchObject({ kind: 'refused' });
  });
});
