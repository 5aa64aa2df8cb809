import { describe, expect, it } from 'vitest';
import { fetchSpecText } from './fetchSpecText.ts';

describe('fetchSpecText', () => {
  const answer =
    (body: BodyInit | null, init: ResponseInit = {}): typeof fetch =>
    async () =>
      new Response(body, init);
  const url = new URL('http://127.0.0.1:4391/specs/claims.md');

  it('reads a text spec in the form its path names, or its text tells', async () => {
    expect(await fetchSpecText(url, answer('# Specification: A'))).toEqual({
      ok: true,
      text: '# Specification: A',
      format: 'markdown',
    });
    const bare = new URL('http://127.0.0.1:4391/api/spec');
    expect(await fetchSpecText(bare, answer('product:\n  name: A\n'))).toMatchObject({
      format: 'yaml',
    });
  });

  it('says what went wrong: an error status, a redirect, no answer, binary data', async () => {
    expect(
      await fetchSpecText(url, answer('no', { status: 404, statusText: 'Not Found' })),
    ).toEqual({
      ok: false,
      message:
        'The spec at /specs/claims.md could not be loaded: the server answered 404 Not Found.',
    });
    expect(await fetchSpecText(url, answer(null, { status: 302 }))).toMatchObject({
      message: expect.stringMatching(/redirects elsewhere/),
    });
    const page = answer('<!doctype html>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    expect(await fetchSpecText(url, page)).toMatchObject({
      message: expect.stringMatching(/answered with a web page, not a spec/),
    });
    const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchSpecText(url, down)).toMatchObject({
      message: expect.stringMatching(/the server did not answer/),
    });
    expect(await fetchSpecText(url, answer(new Uint8Array([0, 1, 2])))).toMatchObject({
      message: expect.stringMatching(/holds binary data/),
    });
  });

  // Regression: an answer without a Content-Length was read whole, however large, before the
  // 1 MB limit applied.
  it('stops reading an answer without a Content-Length once it passes 1 MB', async () => {
    let pulled = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode('# Specification: A\n'.repeat(3276)); // 64 KB
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const result = await fetchSpecText(url, answer(endless));
    expect(result).toEqual({
      ok: false,
      message: 'The spec at /specs/claims.md is more than 1.0 MB; a spec may be at most 1.0 MB.',
    });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(1.5 * 1024 * 1024);
    const exact = new Uint8Array(1024 * 1024).fill(0x61);
    expect(await fetchSpecText(url, answer(exact))).toMatchObject({ ok: true });
  });

  it('says so when the answer breaks off', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('# Specification: A'));
        controller.error(new TypeError('network error'));
      },
    });
    expect(await fetchSpecText(url, answer(broken))).toEqual({
      ok: false,
      message: 'The spec at /specs/claims.md could not be loaded: the answer broke off.',
    });
  });
});
