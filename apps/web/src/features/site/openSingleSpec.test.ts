import { describe, expect, it } from 'vitest';
import { readSpec, type Diagnostic } from '@specrun/model';
import type { CheckedOpenedSpec } from '../../shared/session/openSession.ts';
import type { OpenedSpec } from '../../shared/session/OpenedSpec.ts';
import { formatOfUrl, openSingleSpec, singlePlace } from './openSingleSpec.ts';
import { hashSpecText } from '@specrun/model';

const NOW = new Date('2025-01-02T03:04:05.000Z');

function deps(fetchFn: (url: string) => Promise<Response>) {
  const saved: CheckedOpenedSpec[] = [];
  return {
    saved,
    deps: {
      fetch: fetchFn,
      save: (opened: CheckedOpenedSpec) => {
        saved.push(opened);
      },
      now: () => NOW,
    },
  };
}

describe('singlePlace and formatOfUrl', () => {
  it("name the place after the spec file's slug and tell the format by its extension", () => {
    expect(singlePlace('https://h.test/a/expense-claims.md')).toBe('single-expense-claims');
    expect(singlePlace('https://h.test/My%20Product%20v2.yaml')).toBe('single-my-product-v2');
    expect(singlePlace('https://h.test/.md')).toBe('single-spec');
    expect(formatOfUrl('https://h.test/a.yml')).toBe('yaml');
    expect(formatOfUrl('https://h.test/a.YAML')).toBe('yaml');
    expect(formatOfUrl('https://h.test/a.md')).toBe('markdown');
  });
});

describe('openSingleSpec', () => {
  it('fetches the spec, fresh, and keeps it as the opened spec of its place', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const { saved, deps: d } = deps((url, init?: RequestInit) => {
      asked.push([url, init]);
      return Promise.resolve(new Response('# Specification: Claims\n'));
    });
    const opened = await openSingleSpec({ specUrl: 'https://h.test/claims.md' }, d);
    const expected: OpenedSpec = {
      place: 'single-claims',
      text: '# Specification: Claims\n',
      format: 'markdown',
      origin: { kind: 'single', url: 'https://h.test/claims.md' },
      openedAt: NOW.toISOString(),
    };
    expect(opened).toEqual(expected);
    expect(saved).toEqual([expected]);
    expect(asked).toEqual([['https://h.test/claims.md', { cache: 'no-cache' }]]);
  });

  it('keeps the text the page carries without fetching it', async () => {
    const { saved, deps: d } = deps(() => Promise.reject(new Error('no fetch expected')));
    const text = '# Specification: Claims\n';
    const model = readSpec(text, { format: 'markdown' }).spec;
    const check = { hash: hashSpecText(text), diagnostics: [], model };
    const opened = await openSingleSpec(
      { specUrl: 'https://h.test/claims.md', specText: text, check },
      d,
    );
    // With the CLI's model: the session runs it without loading the reader.
    expect(opened).toMatchObject({ place: 'single-claims', text, diagnostics: [], model });
    expect(saved).toEqual([opened]);
  });

  it("keeps specrun.json's diagnostics with the spec when they are those of the text fetched", async () => {
    const text = '# Specification: Claims\n';
    const found: Diagnostic[] = [
      {
        code: 'x',
        severity: 'warning',
        message: 'A warning.',
        at: { line: 1, column: 1 },
        path: [],
      },
    ];
    const config = {
      specUrl: 'https://h.test/claims.md',
      check: { hash: hashSpecText(text), diagnostics: found },
    };
    const same = deps(() => Promise.resolve(new Response(text)));
    expect((await openSingleSpec(config, same.deps)).diagnostics).toEqual(found);
    expect(same.saved[0]?.diagnostics).toEqual(found);
    // The spec changed after specrun.json was written: the app checks it itself.
    const changed = deps(() => Promise.resolve(new Response(`${text}More.\n`)));
    const opened = await openSingleSpec(config, changed.deps);
    expect(opened.diagnostics).toBeUndefined();
    expect('diagnostics' in opened).toBe(false);
  });

  it('decodes a UTF-16 spec as the CLI did, so that its diagnostics are kept', async () => {
    const text = '# Specification: Café\n';
    const utf16 = Uint8Array.from([0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);
    const config = {
      specUrl: 'https://h.test/claims.md',
      check: { hash: hashSpecText(text), diagnostics: [] },
    };
    const { deps: d } = deps(() => Promise.resolve(new Response(utf16)));
    expect(await openSingleSpec(config, d)).toMatchObject({ text, diagnostics: [] });
  });

  it('names the URL and the cause when the spec cannot be loaded, and keeps nothing', async () => {
    const missing = deps(() =>
      Promise.resolve(new Response('', { status: 404, statusText: 'Not Found' })),
    );
    await expect(openSingleSpec({ specUrl: 'https://h.test/c.md' }, missing.deps)).rejects.toThrow(
      'The spec https://h.test/c.md could not be loaded: the server answered 404 Not Found.',
    );
    expect(missing.saved).toEqual([]);
    const down = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(openSingleSpec({ specUrl: 'https://h.test/c.md' }, down.deps)).rejects.toThrow(
      /could not be loaded: Failed to fetch\. Is the server still running\?/,
    );
  });
});
