import { describe, expect, it } from 'vitest';
import { identifierOf, isNaturalName, nameWords, pathWordOf } from './naturalName.ts';

describe('isNaturalName', () => {
  it('accepts identifiers and words one space apart', () => {
    for (const name of ['submit', 'markLost', 'mark lost', 'signed in', 'send back 2', '_x y'])
      expect(isNaturalName(name), name).toBe(true);
  });

  it('refuses what would not read back as one name', () => {
    for (const name of ['', ' mark', 'mark ', 'mark  lost', '2fast', 'send-back', 'buy and sell'])
      expect(isNaturalName(name), name).toBe(false);
  });
});

describe('identifierOf', () => {
  it('joins the words of a name in lower camel case', () => {
    expect(identifierOf('mark lost')).toBe('markLost');
    expect(identifierOf('Signed in')).toBe('signedIn');
    expect(identifierOf('submit')).toBe('submit');
    expect(identifierOf('markLost')).toBe('markLost');
    expect(identifierOf('mark_lost')).toBe('markLost');
  });

  it('gives two spellings of one name one identifier', () => {
    expect(identifierOf('Mark Lost')).toBe(identifierOf('markLost'));
    expect(nameWords('sendBack2')).toEqual(['send', 'back2']);
  });
});

describe('pathWordOf', () => {
  it('joins the words by dashes', () => {
    expect(pathWordOf('mark lost')).toBe('mark-lost');
    expect(pathWordOf('markLost')).toBe('mark-lost');
    expect(pathWordOf('submit')).toBe('submit');
  });
});
