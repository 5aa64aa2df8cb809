import { describe, expect, it } from 'vitest';
import { emptySpec } from '@specrun/model';
import {
  allowScripts,
  narrowConnect,
  pagePolicy,
  securityHeaders,
  specOrigin,
  specOriginOfText,
  withPagePolicy,
} from './securityPolicy.ts';

const POLICY = "default-src 'self'; connect-src 'self' http: https:; object-src 'none'";

const withBase = (value: string | number) => ({
  ...emptySpec('Claims'),
  constants: [{ name: 'BASE_URL', value, meaning: 'where the calls go' }],
});

describe('the server a spec names', () => {
  it('is the origin of its constant BASE_URL, an absolute http(s) URL', () => {
    expect(specOrigin(withBase('https://api.example.com/v1/'))).toBe('https://api.example.com');
    expect(specOrigin(withBase(' http://localhost:8080 '))).toBe('http://localhost:8080');
    expect(specOrigin(withBase('https://BÜCHER.example'))).toBe('https://xn--bcher-kva.example');
  });

  it('is none without the constant, or when it is no such URL', () => {
    expect(specOrigin(emptySpec('Claims'))).toBeUndefined();
    expect(specOrigin(undefined)).toBeUndefined();
    for (const value of [
      'api.example.com',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'https://user:secret@api.example.com',
      "https://a.example; script-src 'unsafe-eval'",
      42,
    ])
      expect(specOrigin(withBase(value)), String(value)).toBeUndefined();
  });

  it('is read from the text in the format the published name says', () => {
    const markdown =
      '# Specification: X\n\n## 9. Business constants and limits\n\n| name | value | meaning |\n| --- | --- | --- |\n| BASE_URL | https://api.example.com | the server |\n';
    expect(specOriginOfText(markdown, 'x.md')).toBe('https://api.example.com');
    const yaml =
      'specification: X\nconstants:\n  constants:\n    - { name: BASE_URL, value: "https://api.example.com", meaning: the server }\n';
    expect(specOriginOfText(yaml, 'x.yaml')).toBe('https://api.example.com');
    expect(specOriginOfText('not a spec at all', 'x.md')).toBeUndefined();
  });
});

describe('the policy of one spec', () => {
  it('lets the page call only its own origin and the spec’s server', () => {
    expect(narrowConnect(POLICY, undefined)).toBe(
      "default-src 'self'; connect-src 'self'; object-src 'none'",
    );
    expect(narrowConnect(POLICY, 'https://api.example.com')).toBe(
      "default-src 'self'; connect-src 'self' https://api.example.com; object-src 'none'",
    );
    expect(narrowConnect("default-src 'self';", undefined)).toBe(
      "default-src 'self'; connect-src 'self'",
    );
  });

  it('is read from and written to the page’s meta element', () => {
    const page = `<head>\n<meta http-equiv="Content-Security-Policy" content="${POLICY.replace(/'/g, '&#39;')}">\n</head>`;
    expect(pagePolicy(page)).toBe(POLICY);
    const narrowed = withPagePolicy(page, narrowConnect(POLICY, undefined));
    expect(pagePolicy(narrowed)).toBe(narrowConnect(POLICY, undefined));
    expect(pagePolicy('<head></head>')).toBeUndefined();
  });

  it('goes in a header with frame-ancestors, and nosniff beside it', () => {
    expect(securityHeaders(POLICY)).toEqual({
      'Content-Security-Policy': `${POLICY}; frame-ancestors 'self'`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('allowing inline scripts by hash', () => {
  const HASH = "'sha256-abc='";

  it('adds the hashes to script-src and leaves the other directives as they were', () => {
    expect(allowScripts("default-src 'self'; script-src 'self'; object-src 'none'", [HASH])).toBe(
      `default-src 'self'; script-src 'self' ${HASH}; object-src 'none'`,
    );
    expect(allowScripts(POLICY, [])).toBe(POLICY);
  });

  it('gives a policy without script-src one from its default-src, never wider', () => {
    expect(allowScripts(POLICY, [HASH])).toBe(`${POLICY}; script-src 'self' ${HASH}`);
    expect(allowScripts("object-src 'none'", [HASH])).toBe(
      `object-src 'none'; script-src 'self' ${HASH}`,
    );
  });
});
