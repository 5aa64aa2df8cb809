import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '@specrun/model';
import { hashSpecText } from '@specrun/model';
import { launchChromium } from './launchChromium.ts';
import { EXAMPLES, makeTempDir, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

const REPOSITORY = join(PACKAGE_DIR, '..', '..');
const WEB_DIST = join(REPOSITORY, 'apps', 'web', 'dist');
const CLAIMS = join(EXAMPLES, 'expense-claims.md');

const BROKEN = `# Specification: Broken

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /payments | list | Payment | all |
`;

beforeAll(() => {
  // The root's `npm test` builds every workspace first; a lone run of this suite may not have.
  if (!existsSync(join(WEB_DIST, 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPOSITORY, stdio: 'inherit' });
}, 180_000);

describe('specrun build', () => {
  it('writes the web app, the spec and specrun.json naming it', () => {
    const out = join(makeTempDir(), 'site');
    const run = runSpecrun(['build', CLAIMS, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('1 file checked: 0 errors, 0 warnings, 0 infos');
    expect(run.stdout).toContain(`Built Expense claims into ${out}`);
    // All of the web app but its build manifest, which is for this command only.
    const webFiles = readdirSync(WEB_DIST).filter((name) => name !== '.vite');
    expect(readdirSync(out).sort()).toEqual(
      [...webFiles, 'expense-claims.md', 'specrun.json'].sort(),
    );
    expect(readdirSync(join(out, 'assets')).sort()).toEqual(
      readdirSync(join(WEB_DIST, 'assets')).sort(),
    );
    expect(readFileSync(join(out, 'expense-claims.md'))).toEqual(readFileSync(CLAIMS));
    // With what checking found, so that the app need not load the checker for its first screen.
    expect(JSON.parse(readFileSync(join(out, 'specrun.json'), 'utf8'))).toEqual({
      spec: 'expense-claims.md',
      check: {
        hash: hashSpecText(readFileSync(CLAIMS, 'utf8')),
        diagnostics: [],
        // And the model the reader made, so that the app need not load the reader either.
        model: JSON.parse(
          JSON.stringify(readSpec(readFileSync(CLAIMS, 'utf8'), { format: 'markdown' }).spec),
        ),
      },
    });
    // The page carries both and names the running app's files, so none is fetched in turn.
    const page = readFileSync(join(out, 'index.html'), 'utf8');
    const block = /<script type="application\/json" id="specrun-site">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      ...JSON.parse(readFileSync(join(out, 'specrun.json'), 'utf8')),
      text: readFileSync(CLAIMS, 'utf8'),
    });
    // Its boot script asks for the app's code after the first paint: the entry, its modules, the
    // app's start and the running app's files, all in the site.
    const code = /,(\{"entry":[^}]*\})\);<\/script>/.exec(page)?.[1];
    const { entry, modules, styles } = JSON.parse(code ?? 'null') as {
      entry: string;
      modules: string[];
      styles: string[];
    };
    expect(page).not.toContain('<script type="module"');
    // The app's start (React, then Mantine and the app), loaded by its entry in turn, comes
    // first; then the running app.
    const at = (name: string) => modules.findIndex((file) => file.includes(`/${name}-`));
    expect(at('startReact')).toBeGreaterThanOrEqual(0);
    expect(at('startApp')).toBeGreaterThan(at('startReact'));
    expect(at('RunScreen')).toBeGreaterThan(at('startApp'));
    for (const file of [entry, ...modules, ...styles])
      expect(existsSync(join(out, file)), file).toBe(true);
  });

  it('publishes the spec under a URL-safe name that tells its format', () => {
    const dir = makeTempDir();
    const spec = join(dir, 'My Notes.txt');
    writeFileSync(spec, 'specification: Notes\nproduct:\n  text: Notes.\n');
    const out = join(dir, 'site');
    expect(runSpecrun(['build', spec, '--out', out]).code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'specrun.json'), 'utf8'))).toMatchObject({
      spec: 'my-notes.yaml',
      check: { hash: hashSpecText(readFileSync(spec, 'utf8')) },
    });
    expect(readFileSync(join(out, 'my-notes.yaml'), 'utf8')).toBe(readFileSync(spec, 'utf8'));
  });

  it('publishes a UTF-16 spec as it is, checked and embedded as its UTF-8 twin', () => {
    const dir = makeTempDir();
    const spec = join(dir, 'claims.md');
    const text = readFileSync(CLAIMS, 'utf8');
    writeFileSync(spec, Buffer.from(`\uFEFF${text}`, 'utf16le').swap16());
    const out = join(dir, 'site');
    const run = runSpecrun(['build', spec, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 file checked: 0 errors, 0 warnings, 0 infos');
    expect(readFileSync(join(out, 'claims.md'))).toEqual(readFileSync(spec));
    const config = JSON.parse(readFileSync(join(out, 'specrun.json'), 'utf8')) as {
      check: { hash: string; diagnostics: unknown[]; model: unknown };
    };
    expect(config.check).toEqual({
      hash: hashSpecText(text),
      diagnostics: [],
      model: JSON.parse(JSON.stringify(readSpec(text, { format: 'markdown' }).spec)),
    });
    const page = readFileSync(join(out, 'index.html'), 'utf8');
    const block = /<script type="application\/json" id="specrun-site">([^<]*)<\/script>/.exec(page);
    expect((JSON.parse(block?.[1] ?? 'null') as { text: string }).text).toBe(text);
  });

  it('refuses a folder that is not empty, and with --force replaces the app in it', () => {
    const out = makeTempDir();
    writeFileSync(join(out, 'notes.txt'), 'mine');
    mkdirSync(join(out, 'assets'));
    writeFileSync(join(out, 'assets', 'index-old.js'), 'stale');
    const refused = runSpecrun(['build', CLAIMS, '--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `specrun build: ${out} exists and is not empty; choose an empty or new folder, or add --force to replace the app in it\n`,
    );
    expect(existsSync(join(out, 'index.html'))).toBe(false);

    expect(runSpecrun(['build', CLAIMS, '--out', out, '--force']).code).toBe(0);
    expect(readFileSync(join(out, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(out, 'assets', 'index-old.js'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('prints the errors of a broken spec and builds anyway, unless --strict', () => {
    const dir = makeTempDir();
    const spec = join(dir, 'broken.md');
    writeFileSync(spec, BROKEN);
    const loose = runSpecrun(['build', spec, '--out', join(dir, 'loose')]);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toMatch(/broken\.md:7:22 {2}error {4}unknown-entity {2}/);
    expect(existsSync(join(dir, 'loose', 'broken.md'))).toBe(true);
    const { check } = JSON.parse(readFileSync(join(dir, 'loose', 'specrun.json'), 'utf8')) as {
      check: { hash: string; diagnostics: { code: string; at: unknown }[] };
    };
    expect(check.hash).toBe(hashSpecText(BROKEN));
    expect(check.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unknown-entity', at: { line: 7, column: 22 } }),
    );

    const strict = runSpecrun(['build', spec, '--out', join(dir, 'strict'), '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/broken\.md:7:22 {2}error {4}unknown-entity {2}/);
    expect(strict.stderr).toMatch(
      /^specrun build: .*broken\.md has an error; with --strict nothing is built\n$/,
    );
    expect(existsSync(join(dir, 'strict'))).toBe(false);
  });

  // Regression: Node's recursive mkdir retried for ever under /proc, and the build never ended.
  it('says it could not write a folder the file system will not make, and exits 1', () => {
    const refused = runSpecrun(['build', CLAIMS, '--out', '/proc/specrun-test/site']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^specrun build: could not write \/proc\/specrun-test\/site: ENOENT: .*mkdir '\/proc\/specrun-test'\n$/,
    );
  });

  it('exits 2 on a spec it cannot read or a wrong command line', () => {
    const out = join(makeTempDir(), 'site');
    const missing = runSpecrun(['build', 'nowhere.md', '--out', out]);
    expect(missing).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'specrun build: cannot read nowhere.md: no such file\n',
    });
    expect(existsSync(out)).toBe(false);
    expect(runSpecrun(['build', CLAIMS]).stderr).toMatch(
      /^specrun build: name the folder to write with --out <dir>\n\nUsage: specrun build/,
    );
    expect(runSpecrun(['build', '--out', out]).code).toBe(2);
    expect(runSpecrun(['build', CLAIMS, CLAIMS, '--out', out]).code).toBe(2);
  });

  it('builds the web app first when it is not built, and says so', () => {
    // A copy of the binary in a repository-shaped folder whose web app was never built; its
    // build writes the page that the real one would.
    const repository = makeTempDir();
    mkdirSync(join(repository, 'apps', 'web'), { recursive: true });
    writeFileSync(
      join(repository, 'package.json'),
      JSON.stringify({ name: 'repo', private: true, workspaces: ['apps/web'] }),
    );
    const page = `require('fs').mkdirSync('dist');require('fs').writeFileSync('dist/index.html','<!doctype html><html><head><title>t</title></head><body></body></html>')`;
    writeFileSync(
      join(repository, 'apps', 'web', 'package.json'),
      JSON.stringify({ name: 'web', scripts: { build: `node -e "${page}"` } }),
    );
    const binary = join(repository, 'packages', 'cli', 'dist', 'specrun.js');
    mkdirSync(join(binary, '..'), { recursive: true });
    copyFileSync(join(PACKAGE_DIR, 'dist', 'specrun.js'), binary);
    const out = join(repository, 'site');
    const run = spawnBinary(binary, ['build', CLAIMS, '--out', out]);
    expect(run.stderr).toContain(
      `The web app is not built yet: running "npm run build -w apps/web" in ${repository}\n`,
    );
    expect(run.status).toBe(0);
    expect(existsSync(join(repository, 'apps', 'web', 'dist', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('says why when the web app cannot be built, and exits 2', () => {
    const repository = makeTempDir();
    mkdirSync(join(repository, 'apps', 'web'), { recursive: true });
    writeFileSync(join(repository, 'apps', 'web', 'package.json'), '{}');
    const binary = join(repository, 'packages', 'cli', 'dist', 'specrun.js');
    mkdirSync(join(binary, '..'), { recursive: true });
    copyFileSync(join(PACKAGE_DIR, 'dist', 'specrun.js'), binary);
    const out = join(repository, 'site');
    const run = spawnBinary(binary, ['build', CLAIMS, '--out', out]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\nspecrun build: building the web app failed: .+/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('a built site on a static file host', () => {
  let site: string;
  let server: Server;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    site = join(makeTempDir(), 'site');
    expect(runSpecrun(['build', CLAIMS, '--out', site]).code).toBe(0);
    // Hosted in a sub-folder, by a server that knows nothing of Specrun.
    server = serveFolder(site, '/hosted/claims/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hosted/claims/`;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("opens on the spec's running app, with its name and its navigation", async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(base);
    await page.waitForURL(/#\/s\/single-expense-claims$/);
    await page.getByRole('heading', { level: 1, name: 'Expense claims' }).waitFor();
    // The navigation of the first sample user, an employee (points 2 and 6).
    const navigation = page.getByRole('navigation', { name: 'Screens of Expense claims' });
    await navigation.getByRole('link', { name: 'Claims', exact: true }).waitFor();
    expect(await navigation.getByRole('link').allTextContents()).toEqual(['Home', 'Claims']);
    await page.screenshot({ path: join(site, '..', 'built-site.png'), fullPage: true });
    expect(failed).toEqual([]);
    // The page carried the spec: neither specrun.json nor the spec was fetched.
    expect(fetched.filter((url) => /specrun\.json|expense-claims\.md/.test(url))).toEqual([]);
    await page.close();
  });

  it("says where the page's own copy of specrun.json is broken, and opens nothing", async () => {
    const index = join(site, 'index.html');
    const good = readFileSync(index, 'utf8');
    try {
      writeFileSync(index, good.replace(/(id="specrun-site">)\{/, '$1{,'));
      const page = await browser.newPage();
      await page.goto(base);
      const alert = page.getByRole('alert').filter({ hasText: 'The spec could not be opened' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(
        /The page's specrun\.json \(the data block #specrun-site\) is not valid JSON/,
      );
      await page.close();
    } finally {
      writeFileSync(index, good);
    }
  });
});

/** A minimal static file host: the folder's files under `prefix`, 404 for everything else. */
function serveFolder(dir: string, prefix: string): Server {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://h').pathname);
    let file = path.startsWith(prefix) ? join(dir, path.slice(prefix.length)) : '';
    if (file !== '' && (path.endsWith('/') || !extname(file))) file = join(file, 'index.html');
    if (file === '' || path.includes('..') || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'text/plain' });
    response.end(readFileSync(file));
  });
}

function spawnBinary(binary: string, args: string[]): { status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, [binary, ...args], { encoding: 'utf8', stdio: 'pipe' });
  return { status: run.status, stderr: run.stderr };
}
