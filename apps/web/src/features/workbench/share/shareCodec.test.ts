import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import {
  decodeShare,
  encodeShare,
  MAX_SHARE_PAYLOAD,
  MAX_SHARED_BYTES,
  sealPayload,
  type SharedSpec,
} from './shareCodec.ts';

const spec: SharedSpec = {
  name: 'Expense claims',
  format: 'markdown',
  text: '# Specification: Expense claims\n\n## 1. What the product does and for whom\n\nÉmployés 💶\n',
};

async function payloadOf(value: SharedSpec): Promise<string> {
  const encoded = await encodeShare(value);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.payload;
}

const sealJson = (value: unknown) =>
  sealPayload(deflateSync(new TextEncoder().encode(JSON.stringify(value))));

describe('base64url', () => {
  it('round-trips any bytes and refuses other characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = encodeBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
    expect(decodeBase64Url('ab+c')).toBeUndefined();
    expect(decodeBase64Url('abcde')).toBeUndefined();
    expect(decodeBase64Url('ab==')).toBeUndefined();
    // "AB" leaves stray bits set: no encoder writes it.
    expect(decodeBase64Url('AB')).toBeUndefined();
  });
});

describe('the share codec', () => {
  it('round-trips any spec', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.string({ unit: 'grapheme', maxLength: 40 }),
          format: fc.constantFrom('markdown' as const, 'yaml' as const),
          text: fc.string({ unit: 'grapheme', maxLength: 2000 }),
        }),
        async (value) => {
          expect(await decodeShare(await payloadOf(value))).toEqual({ ok: true, spec: value });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('detects any changed character', async () => {
    const payload = await payloadOf(spec);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: payload.length - 1 }),
        fc.constantFrom(...'ABCabc019-_'),
        async (at, char) => {
          fc.pre(payload[at] !== char);
          const tampered = payload.slice(0, at) + char + payload.slice(at + 1);
          const decoded = await decodeShare(tampered);
          expect(decoded.ok).toBe(false);
          if (!decoded.ok) expect(['fails-check', 'not-base64']).toContain(decoded.problem);
        },
      ),
    );
  });

  it('detects a link cut short, wherever it is cut', async () => {
    const payload = await payloadOf(spec);
    for (let length = 0; length < payload.length; length++) {
      const decoded = await decodeShare(payload.slice(0, length));
      expect(decoded.ok, `cut at ${length}`).toBe(false);
    }
  });

  it('never throws on garbage, and says why it opens nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const decoded = await decodeShare(text);
        if (!decoded.ok) expect(decoded.message.length).toBeGreaterThan(10);
      }),
    );
    expect(await decodeShare('not base64!')).toMatchObject({ problem: 'not-base64' });
    expect(await decodeShare('AAAA')).toMatchObject({ problem: 'too-short' });
    expect(await decodeShare('A'.repeat(MAX_SHARE_PAYLOAD + 1))).toMatchObject({
      problem: 'too-long',
    });
  });

  it('names each way a sealed payload can still be wrong', async () => {
    const notDeflate = await sealPayload(new Uint8Array([0xff, 0xff, 0xff, 0xff]));
    expect(await decodeShare(notDeflate)).toMatchObject({ problem: 'does-not-decompress' });
    const notJson = await sealPayload(deflateSync(new Uint8Array([0xc3, 0x28])));
    expect(await decodeShare(notJson)).toMatchObject({ problem: 'not-json' });
    expect(await decodeShare(await sealJson({ ...spec, v: 2 }))).toMatchObject({
      problem: 'unknown-version',
      message: expect.stringContaining('version 2'),
    });
    expect(await decodeShare(await sealJson({ v: 1, name: 'x', text: 3 }))).toMatchObject({
      problem: 'not-a-spec',
    });
    expect(await decodeShare(await sealJson([1]))).toMatchObject({ problem: 'not-a-spec' });
    expect(await decodeShare(await sealJson({ ...spec, v: 1, format: 'html' }))).toMatchObject({
      problem: 'not-a-spec',
    });
  });

  it('refuses data that expands past the limit without expanding all of it', async () => {
    const bomb = await sealPayload(deflateSync(new Uint8Array(MAX_SHARED_BYTES + 10)));
    expect(bomb.length).toBeLessThan(MAX_SHARE_PAYLOAD);
    expect(await decodeShare(bomb)).toMatchObject({ problem: 'too-large' });
  });

  it('refuses to make a link longer than the limit', async () => {
    let seed = 1;
    const noise = Array.from({ length: 60_000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const encoded = await encodeShare({ ...spec, text: noise });
    expect(encoded).toMatchObject({ ok: false, problem: 'too-large' });
    if (!encoded.ok) expect(encoded.length).toBeGreaterThan(MAX_SHARE_PAYLOAD);
  });
});
