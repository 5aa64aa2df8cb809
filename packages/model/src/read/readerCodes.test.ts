import { describe, expect, it } from 'vitest';
import { CHECK_CODES } from '../check/checkCodes.ts';
import { READER_CODES } from './readerCodes.ts';

const fixtures = import.meta.glob<string>('../../fixtures/invalid/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const docs = import.meta.glob<string>('../../../../docs/format.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the reader diagnostic codes', () => {
  const codes = Object.keys(READER_CODES);

  it('are kebab-case words, none of them also a code of the checker', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(codes.filter((code) => code in CHECK_CODES)).toEqual([]);
  });

  it('each have a Markdown fixture in fixtures/invalid', () => {
    const names = new Set(
      Object.keys(fixtures).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.md'.length)),
    );
    expect(codes.filter((code) => !names.has(code))).toEqual([]);
  });

  it('are the codes docs/format.md lists, with the same severities', () => {
    const text = Object.values(docs)[0] ?? '';
    const rows = [...text.matchAll(/^\|\s*`([a-z][a-z-]*)`\s*\|\s*(error|warning|info)\s*\|/gm)];
    const documented = Object.fromEntries(rows.map((m) => [m[1], m[2]]));
    expect(documented).toEqual(
      Object.fromEntries(
        Object.entries(READER_CODES).map(([code, [severity]]) => [code, severity]),
      ),
    );
  });
});
