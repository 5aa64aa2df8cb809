import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';
import { locateDiagnostics } from './locateDiagnostics.ts';

function about(subject: string | undefined, at: Position): Diagnostic {
  const d: Diagnostic = { code: 'unknown-entity', severity: 'error', message: 'x', at, path: [] };
  if (subject !== undefined) d.subject = subject;
  return d;
}

const placed = (text: string, subject: string | undefined, at: Position): Position =>
  locateDiagnostics(text, [about(subject, at)])[0]?.at as Position;

describe('locateDiagnostics in Markdown', () => {
  const table = [
    '| route | screen | shows | roles |',
    '| --- | --- | --- | --- |',
    '| /loans | list | Laon | all |',
    '| /laon | list | Laon where laon > 0 | Laon |',
    '| /books | list | Books | all |',
  ].join('\n');

  it('moves a diagnostic from the row start onto the name in the row', () => {
    expect(placed(table, 'Laon', { line: 3, column: 1 })).toEqual({ line: 3, column: 19 });
  });

  it('leaves it at the row start when the row holds the name twice', () => {
    expect(placed(table, 'Laon', { line: 4, column: 1 })).toEqual({ line: 4, column: 1 });
  });

  it('leaves it when the name is only part of a longer word, or not in the row', () => {
    expect(placed(table, 'Book', { line: 5, column: 1 })).toEqual({ line: 5, column: 1 });
    expect(placed(table, 'Loan', { line: 3, column: 1 })).toEqual({ line: 3, column: 1 });
  });

  it('looks in the row only, not in the rows after it', () => {
    expect(placed(table, 'Books', { line: 4, column: 1 })).toEqual({ line: 4, column: 1 });
  });

  it('finds a name after a mark that is no part of a word (a placeholder, a path parameter)', () => {
    const row = '| GET | /teams/:team/claims | | 200 Claim |';
    expect(placed(row, 'team', { line: 1, column: 1 })).toEqual({ line: 1, column: 17 });
    const message = '| NAME_TAKEN | 409 | The title {name} is taken. |';
    expect(placed(message, 'name', { line: 1, column: 1 })).toEqual({ line: 1, column: 33 });
    const twice = '| NAME_TAKEN | 409 | The name {name} is taken. |';
    expect(placed(twice, 'name', { line: 1, column: 1 })).toEqual({ line: 1, column: 1 });
  });

  it('moves onto a name in a heading', () => {
    expect(placed('## 4. States\n\n### Laon\n', 'Laon', { line: 3, column: 1 })).toEqual({
      line: 3,
      column: 5,
    });
  });

  it('counts columns after CRLF and CR line breaks as the readers do', () => {
    expect(placed('a\r\nb\r| x | Laon |', 'Laon', { line: 3, column: 1 })).toEqual({
      line: 3,
      column: 7,
    });
  });

  it('keeps diagnostics without a subject, and does not change the ones it is given', () => {
    const d = about(undefined, { line: 3, column: 1 });
    const withSubject = about('Laon', { line: 3, column: 1 });
    const out = locateDiagnostics(table, [d, withSubject]);
    expect(out[0]).toBe(d);
    expect(withSubject.at).toEqual({ line: 3, column: 1 });
    expect(out[1]?.at).toEqual({ line: 3, column: 19 });
  });

  it('keeps a position that is not in the text', () => {
    expect(placed(table, 'Laon', { line: 40, column: 1 })).toEqual({ line: 40, column: 1 });
    expect(placed(table, 'Laon', { line: 3, column: 400 })).toEqual({ line: 3, column: 400 });
  });
});

describe('locateDiagnostics in YAML', () => {
  const yaml = [
    'screens:',
    '  routes:',
    '    - route: /loans',
    '      screen: list',
    '      shows: Laon',
    '      roles: all',
    '    - route: /books',
    '      screen: list',
    '      shows: Laon',
    '      roles: [Laon, all]',
    '    - { route: /x, screen: list, shows: Laon }',
    '    - route: /y',
    '      screen: list',
    '      shows: Books',
  ].join('\n');

  it("moves a diagnostic from the mapping's first key onto the name on a later line", () => {
    expect(placed(yaml, 'Laon', { line: 3, column: 7 })).toEqual({ line: 5, column: 14 });
  });

  it('leaves it when the item holds the name twice', () => {
    expect(placed(yaml, 'Laon', { line: 7, column: 7 })).toEqual({ line: 7, column: 7 });
  });

  it('finds the name in a mapping in braces', () => {
    expect(placed(yaml, 'Laon', { line: 11, column: 7 })).toEqual({ line: 11, column: 41 });
  });

  it('looks in the item only, not in the items after it', () => {
    expect(placed(yaml, 'Books', { line: 11, column: 7 })).toEqual({ line: 11, column: 7 });
    expect(placed(yaml, 'Laon', { line: 12, column: 7 })).toEqual({ line: 12, column: 7 });
  });
});
