import { describe, expect, it } from 'vitest';
import { decodeSpecBytes } from '@specrun/model';
import { describeBadBytes } from './describeBadBytes.ts';

describe('describeBadBytes', () => {
  it('says nothing of valid UTF-8 or UTF-16', () => {
    const utf8 = new TextEncoder().encode('# Specification: Café\n');
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x23, 0, 0xe9, 0]);
    expect(describeBadBytes('"a.md"', decodeSpecBytes(utf8))).toBeUndefined();
    expect(describeBadBytes('"a.md"', decodeSpecBytes(utf16))).toBeUndefined();
  });

  it('names the first bad bytes by line and column, and the way out', () => {
    const latin1 = Uint8Array.from([0x23, 0x0a, 0x63, 0x61, 0x66, 0xe9]);
    expect(describeBadBytes('"notes.md"', decodeSpecBytes(latin1))).toBe(
      '"notes.md" has bytes that are not UTF-8, first at line 2, column 4: save it as UTF-8, then open it again.',
    );
    const oddUtf16 = Uint8Array.from([0xff, 0xfe, 0x41, 0, 0x42]);
    expect(describeBadBytes('"a.md"', decodeSpecBytes(oddUtf16))).toBe(
      '"a.md" has bytes that are not UTF-16, first at line 1, column 2: save it as UTF-8, then open it again.',
    );
  });
});
