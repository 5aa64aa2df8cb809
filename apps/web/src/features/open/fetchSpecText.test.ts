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
});
