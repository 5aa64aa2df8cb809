import { describe, expect, it } from 'vitest';
import { readSpecFile } from './readSpecFile.ts';

describe('readSpecFile', () => {
  it('reads a spec saved as UTF-16, as Windows Notepad saves it, as its UTF-8 twin', async () => {
    const text = '# Specification: Café\n\nClaims.\n';
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(await readSpecFile(new File([utf16], 'claims.md'))).toEqual({
      ok: true,
      text,
      format: 'markdown',
      fileName: 'claims.md',
    });
  });

  it('does not open text in another encoding, saying where its first bad bytes are', async () => {
    const latin1 = Uint8Array.from([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9]);
    expect(await readSpecFile(new File([latin1], 'claims.md'))).toEqual({
      ok: false,
      reason:
        'claims.md has bytes that are not UTF-8, first at line 1, column 6: save it as UTF-8, then open it again.',
    });
  });
});
