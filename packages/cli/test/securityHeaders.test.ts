import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killDevProcesses, startDev } from './devProcess.ts';
import { killServes, startServe } from './launchServe.ts';
import { launchChromium } from './launchChromium.ts';
import { makeTempDir, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

// Regression: the policy was only the page's meta element, which cannot forbid framing; no file
// was sent with `nosniff`; and `connect-src` let the app call any host, for a spec that names no
// server or one.

const NOTES = `# Specification: Notes

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /notes | list | Note | all |

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
`;

const WITH_SERVER = `${NOTES}
## 9. Business constants and limits

Calls go to BASE_URL.

| name | value | meaning |
| --- | --- | --- |
| BASE_URL | https://api.example.com/v1 | the server of the calls |
`;

const WEB_INDEX = join(PACKAGE_DIR, '..', '..', 'apps', 'web', 'dist', 'index.html');

/** A policy's directives by name. */
function directives(policy: string | null | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '')
      .map((d) => [d.split(/\s+/)[0] ?? '', d] as const),
  );
}

/** The policy in a page's meta element. */
function metaPolicy(html: string): string | undefined {
  return /http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#39;/g, "'");
}

function writeSpec(text: string, name = 'notes.md'): string {
  const file = join(makeTempDir(), name);
  writeFileSync(file, text);
  return file;
}

afterEach(killDevProcesses);
afterEach(killServes);

describe('specrun dev', () => {
  it('sends the policy as a header on every answer, with frame-ancestors and nosniff', async () => {
    const dev = await startDev([writeSpec(NOTES), '--port', '0']);
    const page = metaPolicy(readFileSync(WEB_INDEX, 'utf8'));
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(readFileSync(WEB_INDEX, 'utf8'))?.[1];
    for (const path of ['', script ?? 'missing', 'specrun.json', 'notes.md', 'nothing-here']) {
      const answer = await fetch(new URL(path, dev.url));
      await answer.arrayBuffer();
      const sent = directives(answer.headers.get('content-security-policy'));
      expect(sent.get('frame-ancestors'), path).toBe("frame-ancestors 'self'");
      expect(sent.get('connect-src'), path).toBe("connect-src 'self'");
      expect(sent.get('script-src'), path).toBe(directives(page).get('script-src'));
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("lets the app call only the spec's own server, as the spec is now", async () => {
    const spec = writeSpec(WITH_SERVER);
    const dev = await startDev([spec, '--port', '0']);
    const connect = async () =>
      directives((await fetch(dev.url)).headers.get('content-security-policy')).get('connect-src');
    expect(await connect()).toBe("connect-src 'self' https://api.example.com");
    writeFileSync(spec, NOTES);
    await expect.poll(connect, { timeout: 5000 }).toBe("connect-src 'self'");
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    it('runs the app under the header with no violation, and refuses a call to another host', async () => {
      const dev = await startDev([writeSpec(NOTES), '--port', '0']);
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      try {
        await page.goto(dev.url);
        await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor({ timeout: 10_000 });
        expect(violations).toEqual([]);
        const outcome = await page.evaluate(() =>
          fetch('https://other.example/steal').then(
            () => 'sent',
            () => 'refused',
          ),
        );
        expect(outcome).toBe('refused');
        expect(violations.join('\n')).toMatch(/connect-src/);
      } finally {
        await page.close();
      }
    });
  });
});

describe('specrun build', () => {
  it("writes a page whose policy calls only its own origin and the spec's server", () => {
    for (const [text, connect] of [
      [NOTES, "connect-src 'self'"],
      [WITH_SERVER, "connect-src 'self' https://api.example.com"],
    ] as const) {
      const out = join(makeTempDir(), 'site');
      expect(runSpecrun(['build', writeSpec(text), '--out', out]).code).toBe(0);
      const page = readFileSync(join(out, 'index.html'), 'utf8');
      const policy = directives(metaPolicy(page));
      expect(policy.get('connect-src')).toBe(connect);
      // Scripts from the site itself, and the page's one inline script (its boot frame) by hash.
      const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      expect(policy.get('script-src')).toBe(`script-src 'self' 'sha256-${hash}'`);
      // A meta element cannot carry frame-ancestors; a browser would only warn of it.
      expect(policy.has('frame-ancestors')).toBe(false);
    }
  });
});

describe('specrun serve', () => {
  it("sends the app's policy as a header, narrowed to this server and the spec's", async () => {
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, WITH_SERVER);
    const serve = await startServe([spec, '--port', '0'], dir);
    try {
      const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(readFileSync(WEB_INDEX, 'utf8'))?.[1];
      for (const path of ['', script ?? 'missing', 'specrun.json', 'notes.md']) {
        const answer = await fetch(new URL(path, serve.url));
        await answer.arrayBuffer();
        expect(answer.status, path).toBe(200);
        const sent = directives(answer.headers.get('content-security-policy'));
        expect(sent.get('frame-ancestors'), path).toBe("frame-ancestors 'self'");
        expect(sent.get('connect-src'), path).toBe("connect-src 'self' https://api.example.com");
        expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
    } finally {
      serve.child.kill('SIGINT');
      await serve.exited;
    }
  }, 300_000);
});
