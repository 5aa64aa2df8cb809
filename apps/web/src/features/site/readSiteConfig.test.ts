import { describe, expect, it } from 'vitest';
import { readEmbeddedSiteConfig, readSiteConfig, type Fetch } from './readSiteConfig.ts';

const PAGE = 'https://example.test/apps/claims/index.html#/s/x';

/** A fetch that answers every request with `response` and records the URLs asked for. */
function answer(response: () => Response): Fetch & { urls: string[] } {
  const urls: string[] = [];
  const fetchFn = (url: string) => {
    urls.push(url);
    return Promise.resolve(response());
  };
  return Object.assign(fetchFn, { urls });
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('readSiteConfig', () => {
  it('reads specrun.json beside the page and resolves its URLs against it', async () => {
    const fetchFn = answer(() => json({ spec: 'expense-claims.md', live: 'specrun-events' }));
    await expect(readSiteConfig(PAGE, fetchFn)).resolves.toEqual({
      specUrl: 'https://example.test/apps/claims/expense-claims.md',
      liveUrl: 'https://example.test/apps/claims/specrun-events',
    });
    expect(fetchFn.urls).toEqual(['https://example.test/apps/claims/specrun.json']);
  });

  it('reads the server that serves the page and answers its calls (specrun serve)', async () => {
    const fetchFn = answer(() =>
      json({ spec: 'library.md', live: 'specrun-events', server: { acting: 'dev-header' } }),
    );
    await expect(readSiteConfig(PAGE, fetchFn)).resolves.toMatchObject({
      liveUrl: 'https://example.test/apps/claims/specrun-events',
      servedBy: {
        baseUrl: 'https://example.test',
        events: 'https://example.test/apps/claims/specrun-events',
        acting: 'dev-header',
      },
    });
  });

  it('refuses a server that says not how it learns who acts, or has no event stream', async () => {
    await expect(
      readSiteConfig(
        PAGE,
        answer(() => json({ spec: 'a.md', live: 'e', server: { acting: 'cookie' } })),
      ),
    ).rejects.toThrow(/"server" must say how the server learns who acts/);
    await expect(
      readSiteConfig(
        PAGE,
        answer(() => json({ spec: 'a.md', server: { acting: 'token' } })),
      ),
    ).rejects.toThrow(/"server" needs "live"/);
  });

  it('leaves out live when there is none', async () => {
    await expect(
      readSiteConfig(
        PAGE,
        answer(() => json({ spec: 'a.yaml' })),
      ),
    ).resolves.toEqual({
      specUrl: 'https://example.test/apps/claims/a.yaml',
    });
  });

  it('reads the check the CLI wrote, and leaves out one it cannot use', async () => {
    const check = { hash: '9a0664b2', diagnostics: [] };
    await expect(
      readSiteConfig(
        PAGE,
        answer(() => json({ spec: 'a.md', check })),
      ),
    ).resolves.toEqual({ specUrl: 'https://example.test/apps/claims/a.md', check });
    await expect(
      readSiteConfig(
        PAGE,
        answer(() => json({ spec: 'a.md', check: { hash: 1 } })),
      ),
    ).resolves.toEqual({ specUrl: 'https://example.test/apps/claims/a.md' });
  });

  it('is undefined when there is no specrun.json: 404, 403, or the app page in its place', async () => {
    for (const status of [404, 403, 410])
      await expect(
        readSiteConfig(
          PAGE,
          answer(() => new Response('no', { status })),
        ),
      ).resolves.toBeUndefined();
    const page = () =>
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    await expect(readSiteConfig(PAGE, answer(page))).resolves.toBeUndefined();
  });

  it('says what is wrong with a specrun.json that cannot be used', async () => {
    const cases: [() => Response, RegExp][] = [
      [() => new Response('{', { status: 200 }), /specrun\.json is not valid JSON/],
      [() => json({ live: 'x' }), /must name the spec/],
      [() => json(['a.md']), /must name the spec/],
      [() => json({ spec: 'a.md', live: 3 }), /"live" must be the URL of an event stream/],
      [
        () => json({ spec: 'https://elsewhere.test/a.md' }),
        /"spec" must be on this site \(https:\/\/example\.test\), not https:\/\/elsewhere\.test/,
      ],
      [
        () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
        /the server answered 500 Internal Server Error/,
      ],
    ];
    for (const [response, message] of cases)
      await expect(readSiteConfig(PAGE, answer(response))).rejects.toThrow(message);
  });
});

describe('readEmbeddedSiteConfig', () => {
  it('reads specrun.json and the spec text from the page, its URLs resolved as the file would be', () => {
    const check = { hash: '9a0664b2', diagnostics: [] };
    const block = JSON.stringify({
      spec: 'expense-claims.md',
      check,
      text: '# Specification: X\n',
    });
    expect(readEmbeddedSiteConfig(PAGE, block)).toEqual({
      specUrl: 'https://example.test/apps/claims/expense-claims.md',
      check,
      specText: '# Specification: X\n',
    });
  });

  it('is undefined when the page carries none', () => {
    expect(readEmbeddedSiteConfig(PAGE, null)).toBeUndefined();
    expect(readEmbeddedSiteConfig(PAGE, undefined)).toBeUndefined();
  });

  it('says what is wrong with a block that cannot be used, naming the block', () => {
    const cases: [string, RegExp][] = [
      ['{', /The page's specrun\.json \(the data block #specrun-site\) is not valid JSON/],
      [JSON.stringify({ text: 'x' }), /#specrun-site\) must name the spec/],
      [JSON.stringify({ spec: 'a.md' }), /#specrun-site\): "text" must be the spec's text/],
      [JSON.stringify({ spec: 'a.md', text: 3 }), /"text" must be the spec's text/],
      [JSON.stringify({ spec: '//elsewhere.test/a.md', text: '' }), /must be on this site/],
    ];
    for (const [block, message] of cases)
      expect(() => readEmbeddedSiteConfig(PAGE, block)).toThrow(message);
  });
});
