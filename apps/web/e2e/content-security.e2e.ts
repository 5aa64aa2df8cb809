import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../build/contentSecurityPolicy.ts';
import { E2E_DIST } from './builtApp.ts';
import { CLAIMS, dataRows, openScreen, seedClaims, startEmpty } from './runActions.ts';

// Security (issue 4): nothing in the product evaluates a string as code, and the built app runs
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
  expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

  // Forms, lists, the detail screen and the dashboard: every kind of screen the example has.
  await seedClaims(page);
  await openScreen(page, 'Claims');
  await expect(dataRows(page, 'Claims')).toHaveCount(CLAIMS.length);
  await page.getByRole('link', { name: 'Team lunch', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team lunch' })).toBeVisible();

  expect(violations).toEqual([]);
});
