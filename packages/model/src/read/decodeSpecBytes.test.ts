import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/checkSpec.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { decodeSpecBytes } from './decodeSpecBytes.ts';
import { readSpec } from './withYamlPackage.ts';

const examples = new URL('../../../../examples/', import.meta.url);
const claims = readFileSync(new URL('expense-claims.md', examples), 'utf8');

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A text as UTF-16 bytes, with a byte-order mark unless told otherwise. */
function utf16(text: string, order: 'le' | 'be', bom = true): Uint8Array {
  const units = (bom ? '\uFEFF' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i += 1) {
    const unit = units.charCodeAt(i);
    bytes[2 * i + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[2 * i + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

/** What `specrun check` reports of a spec's bytes: decoding, reading and checking. */
function check(bytes: Uint8Array) {
  const decoded = decodeSpecBytes(bytes);
  const read = readSpec(decoded.text);
  return {
    spec: read.spec,
    diagnostics: [...decoded.diagnostics, ...read.diagnostics, ...checkSpec(read.spec)],
  };
}

describe('decodeSpecBytes', () => {
  it('reads UTF-8, with or without its byte-order mark', () => {
    expect(decodeSpecBytes(utf8('# Spécification\r\n'))).toEqual({
      text: '# Spécification\r\n',
      encoding: 'utf-8',
      diagnostics: [],
    });
    expect(decodeSpecBytes(utf8('\uFEFFé😀'))).toMatchObject({ text: 'é😀', encoding: 'utf-8' });
    expect(decodeSpecBytes(new Uint8Array())).toEqual({
      text: '',
      encoding: 'utf-8',
      diagnostics: [],
    });
  });

  it('reads UTF-16 after its byte-order mark, little- and big-endian', () => {
    const text = '# Specification: Café 😀\r\n\nA €5 claim.\n';
    expect(decodeSpecBytes(utf16(text, 'le'))).toEqual({
      text,
      encoding: 'utf-16le',
      diagnostics: [],
    });
    expect(decodeSpecBytes(utf16(text, 'be'))).toEqual({
      text,
      encoding: 'utf-16be',
      diagnostics: [],
    });
    expect(decodeSpecBytes(utf16('', 'le'))).toMatchObject({ text: '', encoding: 'utf-16le' });
  });

  it('tells UTF-16 without a byte-order mark when every other byte of its start is 0', () => {
    expect(decodeSpecBytes(utf16(claims, 'le', false))).toMatchObject({
      text: claims,
      encoding: 'utf-16le',
    });
    expect(decodeSpecBytes(utf16(claims, 'be', false))).toMatchObject({
      text: claims,
      encoding: 'utf-16be',
    });
    // Too short to tell, a NUL character, or too few such pairs: UTF-8 (and binary-input later).
    expect(decodeSpecBytes(utf16('a', 'le', false)).encoding).toBe('utf-8');
    expect(decodeSpecBytes(utf8('ab\0\0cd')).encoding).toBe('utf-8');
    expect(decodeSpecBytes(utf16('漢字の仕様書です', 'le', false)).encoding).toBe('utf-8');
    expect(decodeSpecBytes(utf8('A product\0 with a NUL in it.')).encoding).toBe('utf-8');
  });

  it('checks the reference spec in UTF-16 exactly as in UTF-8', () => {
    const twin = check(utf8(claims));
    expect(twin.diagnostics).toEqual([]);
    for (const bytes of [
      utf16(claims, 'le'),
      utf16(claims, 'be'),
      utf16(claims, 'le', false),
      utf16(claims.replace(/\n/g, '\r\n'), 'le'),
    ])
      expect(check(bytes)).toEqual(twin);
    const yaml = writeYaml(twin.spec);
    expect(readSpec(decodeSpecBytes(utf16(yaml, 'be')).text)).toEqual(readSpec(yaml));
  });

  it('reports the first bytes that are not UTF-8 at their line and column', () => {
    // "Café" in Windows-1252 on line 3, then a CRLF line with a cut-off sequence.
    const bytes = Uint8Array.from([
      ...utf8('# Specification: X\r\n\r\nCaf'),
      0xe9,
      ...utf8(' claims\r\n€ '),
      0xe2,
      0x82,
    ]);
    const decoded = decodeSpecBytes(bytes);
    expect(decoded.text).toBe('# Specification: X\r\n\r\nCaf\uFFFD claims\r\n€ \uFFFD');
    expect(decoded.diagnostics).toEqual([
      {
        code: 'invalid-encoding',
        severity: 'warning',
        message:
          'The bytes here are not valid UTF-8; they, and any others further on, are read as U+FFFD (\uFFFD).',
        at: { line: 3, column: 4 },
        path: [],
        hint: 'Save the file as UTF-8: it may be in another encoding, such as Windows-1252.',
      },
    ]);
    const at = (...bytes: number[]) => decodeSpecBytes(Uint8Array.from(bytes)).diagnostics[0]?.at;
    expect(at(0x41, 0xc0, 0x80)).toEqual({ line: 1, column: 2 }); // an overlong form
    expect(at(0xef, 0xbb, 0xbf, 0x41, 0xed, 0xa0, 0x80)).toEqual({ line: 1, column: 2 }); // a surrogate
    expect(at(0x0d, 0xf4, 0x90, 0x80, 0x80)).toEqual({ line: 2, column: 1 }); // past U+10FFFF
    expect(at(0xf0, 0x9f, 0x98, 0x80, 0xff)).toEqual({ line: 1, column: 3 }); // after 😀
  });

  it('reports a lone surrogate or a last odd byte of UTF-16', () => {
    const lone = utf16('ab\ncd', 'le');
    lone.set([0x00, 0xdc], 2 + 2 * 4);
    expect(decodeSpecBytes(lone)).toMatchObject({
      text: 'ab\nc\uFFFD',
      diagnostics: [{ code: 'invalid-encoding', at: { line: 2, column: 2 } }],
    });
    const odd = Uint8Array.from([...utf16('ab', 'be'), 0x41]);
    expect(decodeSpecBytes(odd)).toMatchObject({
      text: 'ab\uFFFD',
      diagnostics: [{ code: 'invalid-encoding', at: { line: 1, column: 3 } }],
    });
  });

  it('decodes any bytes as the WHATWG decoder does, and reports bad ones when there are any', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]),
        fc.uint8Array({ maxLength: 64 }),
        (start, rest) => {
          const bytes = Uint8Array.from([...start, ...rest]);
          const decoded = decodeSpecBytes(bytes);
          let valid = true;
          try {
            new TextDecoder(decoded.encoding, { fatal: true }).decode(bytes);
          } catch {
            valid = false;
          }
          expect(decoded.text).toBe(new TextDecoder(decoded.encoding).decode(bytes));
          expect(decoded.diagnostics.length).toBe(valid ? 0 : 1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
