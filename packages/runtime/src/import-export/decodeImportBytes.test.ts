import { describe, expect, it } from 'vitest';
import { decodeImportBytes } from './decodeImportBytes.ts';

const utf8 = (text: string): number[] => [...new TextEncoder().encode(text)];
const units = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const le = (text: string): number[] => units(text).flatMap((u) => [u & 0xff, u >> 8]);
const be = (text: string): number[] => units(text).flatMap((u) => [u >> 8, u & 0xff]);
const decode = (bytes: number[], name = 'books.csv') =>
  decodeImportBytes(new Uint8Array(bytes), name, 'csv');

const CSV = 'title,pages\nCafé crème,12\n';

describe('the bytes of a file to import', () => {
  it('read as UTF-8, without a byte-order mark', () => {
    expect(decode(utf8(CSV))).toEqual({ ok: true, text: CSV });
    expect(decode([0xef, 0xbb, 0xbf, ...utf8(CSV)])).toEqual({ ok: true, text: CSV });
  });

  it('read as UTF-16 after either byte-order mark, and without one when clearly UTF-16', () => {
    expect(decode([0xff, 0xfe, ...le(CSV)])).toEqual({ ok: true, text: CSV });
    expect(decode([0xfe, 0xff, ...be(CSV)])).toEqual({ ok: true, text: CSV });
    expect(decode(le(CSV))).toEqual({ ok: true, text: CSV });
  });

  it('are refused when not valid UTF-8 (Latin-1), naming the line and column', () => {
    const latin1 = [...utf8('title,pages\nDune,412\ncaf'), 0xe9, ...utf8(',3\n')];
    expect(decode(latin1)).toEqual({
      ok: false,
      message:
        'books.csv is not UTF-8 text: the bytes at line 3, column 4 are not valid UTF-8, so its text cannot be read as it is (it may be in another encoding, such as Latin-1 or Windows-1252). Save it as UTF-8 ("CSV UTF-8" in a spreadsheet) and import it again.',
    });
    const json = decodeImportBytes(new Uint8Array([...utf8('[{"t": "'), 0xe9, 0x22]), '', 'json');
    expect(!json.ok && json.message).toMatch(/^The file is not UTF-8 text: .* line 1, column 9 /);
  });

  it('are refused when UTF-16 breaks off in a character', () => {
    const broken = [0xff, 0xfe, ...le('title\n'), 0x3d, 0xd8, ...le('x')];
    expect(decode(broken)).toEqual({
      ok: false,
      message:
        'books.csv is not valid UTF-16: the bytes at line 2, column 1 are not UTF-16, so its text cannot be read as it is. Save it as UTF-8 and import it again.',
    });
  });

  it('of a binary file are refused as binary', () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
    expect(decode(png, 'cover.png')).toEqual({
      ok: false,
      message:
        'cover.png is neither CSV nor JSON: the file holds binary data (a PNG image), from line 1, column 1. Import reads records from a .csv or a .json file.',
    });
  });
});
