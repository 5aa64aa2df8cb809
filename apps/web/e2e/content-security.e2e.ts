import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../build/contentSecurityPolicy.ts';
import { E2E_DIST } from './builtApp.ts';
import { CLAIMS, dataRows, openScreen, seedClaims, startEmpty } from './runActions.ts';

// Security: nothing in the product evaluates a string as code, and the built app runs
// under a content security policy without 'unsafe-eval'.
test.describe.configure({ timeout: 120_000 });

const DIST = E2E_DIST;

test('the policy allows no eval and no script from anywhere but the app itself', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  expect(directives.get('object-src')).toEqual(["'none'"]);
});

test('the built page carries the policy, and no built script calls eval or new Function', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  expect(html).toContain('http-equiv="Content-Security-Policy"');
  expect(html).not.toContain('unsafe-eval');
  const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join(DIST, 'assets', name), 'utf8');
    expect(code, name).not.toMatch(/\bnew Function\s*\(|(?<![.\w$])eval\s*\(/);
  }
});

test('the expense claims app works under the policy with no violation', async ({ page }) => {
  await startEmpty(page, 'expense-claims');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBe(
    SECURITY_HEADERS['Content-Security-Policy'],
  );

  // Forms, lists, the detail screen and the dashboard: every kind of screen the example has.
  await seedClaims(page);
  await openScreen(page, 'Claims');
  await expect(dataRows(page, 'Claims')).toHaveCount(CLAIMS.length);
  await page.getByRole('link', { name: 'Team lunch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team lunch' })).toBeVisible();

  expect(violations).toEqual([]);
});

// Regression: the policy was only a meta element, which cannot forbid framing, and files were
// served without `nosniff`.
test('the server sends the policy as a header, with frame-ancestors and nosniff, on every file', async ({
  page,
  request,
}) => {
  const html = await request.get('/');
  const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  for (const answer of [html, await request.get(`/${script ?? 'missing'}`)]) {
    expect(answer.status()).toBe(200);
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy.split(/;\s*/)).toContain("frame-ancestors 'self'");
    expect(policy).toContain(CONTENT_SECURITY_POLICY);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }

  // A page of another site that frames the app gets no app in its frame; one of its own does.
  const app = new URL('/', html.url()).href;
  const framer = (url: string) =>
    page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${app}"></iframe>` }),
    );
  const framed = async (url: string): Promise<string> => {
    await page.goto(url, { waitUntil: 'load' });
    const frame = page.frames().find((f) => f !== page.mainFrame());
    return frame ? frame.url() : 'no frame';
  };
  await framer('http://other.test/');
  await framer(new URL('/framer.html', app).href);
  expect(await framed(new URL('/framer.html', app).href)).toBe(app);
  expect(await framed('http://other.test/')).not.toBe(app);
});
