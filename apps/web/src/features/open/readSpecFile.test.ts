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
        '"notes.txt" is not a spec file: Specrun opens Markdown (.md) and YAML (.yaml, .yml) files.',
    });
  });

  it('refuses binary data named like a spec: NUL characters, or bytes that are not UTF-8', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    for (const data of [png, latin1, bytes('a\u0000b')])
      expect(readSpecFile('photo.md', data)).toEqual({
        ok: false,
        message: '"photo.md" holds binary data, not text: a spec is a Markdown or YAML text file.',
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
