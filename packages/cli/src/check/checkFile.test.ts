import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@specrun/model';
import { describeReadError, sortByPosition } from './checkFile.ts';

function fsError(code: string): Error {
  return Object.assign(new Error(`${code}: raw message`), { code });
}

describe('describeReadError', () => {
  it('says in plain words why a file cannot be read', () => {
    expect(describeReadError(fsError('ENOENT'))).toBe('no such file');
    expect(describeReadError(fsError('EISDIR'))).toBe('it is a directory');
    expect(describeReadError(fsError('EACCES'))).toBe('permission denied');
    expect(describeReadError(fsError('EPERM'))).toBe('permission denied');
  });

  // Regression: a link to itself gave Node's "ELOOP: too many symbolic links encountered, open 'x'".
  it('says that symbolic links go round in a loop', () => {
    expect(describeReadError(fsError('ELOOP'))).toBe('its symbolic links go round in a loop');
  });

  it('falls back to the error message for other failures', () => {
    expect(describeReadError(fsError('EMFILE'))).toBe('EMFILE: raw message');
    expect(describeReadError('odd')).toBe('odd');
  });
});

describe('sortByPosition', () => {
  const at = (line: number, column: number, code: string): Diagnostic => ({
    code,
    severity: 'error',
    message: code,
    at: { line, column },
    path: [],
  });

  it('orders by line, then column, keeping the order of equal positions', () => {
    const sorted = sortByPosition([at(9, 1, 'a'), at(2, 7, 'b'), at(2, 3, 'c'), at(2, 3, 'd')]);
    expect(sorted.map((d) => d.code)).toEqual(['c', 'd', 'b', 'a']);
  });
});
