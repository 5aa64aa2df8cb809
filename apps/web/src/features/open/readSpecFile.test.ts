import { describe, expect, it } from 'vitest';
import { checkSpecSize, describeSize, MAX_SPEC_BYTES, readSpecFile } from './readSpecFile.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('readSpecFile', () => {
  it('reads a Markdown or YAML file as text in its form, without a byte-order mark', () => {
    expect(readSpecFile('a.md', bytes('\uFEFF# Specification: A'))).toEqual({
      ok: true,
      text: '# Specification: A',
      format: 'markdown',
    });
    expect(readSpecFile('a.YML', bytes('product: A'))).toMatchObject({ ok: true, format: 'yaml' });
    expect(readSpecFile('a.yaml', bytes(''))).toMatchObject({ ok: true, text: '' });
  });

  it('refuses another kind of file, saying which files it opens', () => {
    expect(readSpecFile('notes.txt', bytes('hello'))).toEqual({
      ok: false,
      message:
        '"notes.txt" is not a spec file: Specrun opens Markdown (.md) and YAML (.yaml, .yml) files, and OpenAPI documents (.json, .yaml).',
    });
  });

  it('reads a spec saved as UTF-16, as Windows Notepad saves it, as its UTF-8 twin', () => {
    const text = '# Specification: Café €\r\n\nClaims.\n';
    const units = [...text].map((c) => c.charCodeAt(0));
    const le = Uint8Array.from([0xff, 0xfe, ...units.flatMap((u) => [u & 0xff, u >> 8])]);
    const be = Uint8Array.from([0xfe, 0xff, ...units.flatMap((u) => [u >> 8, u & 0xff])]);
    for (const data of [le, be, le.subarray(2)])
      expect(readSpecFile('a.md', data)).toEqual(readSpecFile('a.md', bytes(text)));
    expect(readSpecFile('a.md', le)).toMatchObject({ ok: true, text });
  });

  it('refuses binary data named like a spec: NUL characters', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    for (const data of [png, bytes('a\u0000b')])
      expect(readSpecFile('photo.md', data)).toEqual({
        ok: false,
        message: '"photo.md" holds binary data, not text: a spec is a Markdown or YAML text file.',
      });
  });

  it('refuses text in another encoding, saying where its first bad bytes are', () => {
    const latin1 = new Uint8Array([0x23, 0x0a, 0x63, 0x61, 0x66, 0xe9]);
    expect(readSpecFile('notes.md', latin1)).toEqual({
      ok: false,
      message:
        '"notes.md" has bytes that are not UTF-8, first at line 2, column 4: save it as UTF-8, then open it again.',
    });
  });

  it('refuses a file larger than a spec can be', () => {
    const big = new Uint8Array(MAX_SPEC_BYTES + 500_000).fill(0x61);
    expect(readSpecFile('big.md', big)).toEqual({
      ok: false,
      message: '"big.md" is 1.5 MB; a spec may be at most 1.0 MB.',
    });
    expect(checkSpecSize('x', MAX_SPEC_BYTES)).toBeUndefined();
    expect([describeSize(812), describeSize(3 * 1024 * 1024 + 400_000)]).toEqual([
      '812 bytes',
      '3.4 MB',
    ]);
  });
});
