import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { decodeSpecBytes } from '@specrun/model';
import type { ShippedSpec } from '@specrun/model';
import { formatSiteConfig, SITE_CONFIG_FILE, type SiteConfig } from './siteConfig.ts';
import { bootShell, scriptHash } from './bootShell.ts';
import {
  allowScripts,
  narrowConnect,
  pagePolicy,
  specOrigin,
  withPagePolicy,
} from './securityPolicy.ts';
import { appCode, sitePage } from './sitePage.ts';
import {
  APP_START_SOURCES,
  chunkFiles,
  RUN_SCREEN_SOURCE,
  WEB_MANIFEST_FILE,
  type ChunkFiles,
} from './webManifest.ts';

/** What a static site of one spec is made of. */
export interface SiteSources {
  /** The built web app: `index.html`, `assets/`… */
  webDir: string;
  specFile: string;
  /** The spec file's bytes as they were read and checked: what the site publishes. */
  specBytes: Uint8Array;
  /** The name the spec is published under (`publishedSpecName`). */
  specName: string;
  /** What checking the spec found, written into `specrun.json` (`shippedSpecOf`). */
  check?: ShippedSpec | undefined;
}

/**
 * Why `outDir` cannot take the site, or `undefined` when it can: it must not be a file, nor hold
 * the web app itself; an existing folder must be empty unless `force`.
 */
export async function checkOutDir(
  outDir: string,
  sources: SiteSources,
  force: boolean,
): Promise<string | undefined> {
  const out = resolve(outDir);
  const web = resolve(sources.webDir);
  if (isInside(out, web) || isInside(web, out))
    return `${outDir} would overlap the web app's own folder ${sources.webDir}; choose another folder`;
  let entries: string[];
  try {
    const info = await stat(out);
    if (!info.isDirectory()) return `${outDir} exists and is not a folder`;
    entries = await readdir(out);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
  if (entries.length > 0 && !force)
    return `${outDir} exists and is not empty; choose an empty or new folder, or add --force to replace the app in it`;
  return undefined;
}

/**
 * Writes the site into `outDir`: the web app's files, the spec under its published name, and
 * `specrun.json` naming it (with what checking it found). The page's content security policy lets
 * it call only its own origin and the spec's server (`securityPolicy.ts`). The page carries
 * `specrun.json` and the spec too, and names the running app's files, so that the app's first
 * screen waits for no request made in turn (`sitePage`), and shows the app's frame with the
 * screen's heading before the app's code has run, which it asks for once that is painted
 * (`bootShell`). In an existing folder, what an earlier
 * build wrote there is replaced (the app's files, the old `assets/` with them) and other files
 * are left alone.
 */
export async function writeSite(outDir: string, sources: SiteSources): Promise<void> {
  const specTarget = join(outDir, sources.specName);
  const specInPlace = resolve(specTarget) === resolve(sources.specFile);
  await makeDirectory(resolve(outDir));
  const webFiles = (await readdir(sources.webDir)).filter((name) => name !== BUILD_ONLY);
  const replaced = [...webFiles, SITE_CONFIG_FILE];
  if (!specInPlace) replaced.push(sources.specName);
  for (const name of replaced) await rm(join(outDir, name), { recursive: true, force: true });
  for (const name of webFiles)
    await cp(join(sources.webDir, name), join(outDir, name), { recursive: true });
  const specText = decodeSpecBytes(sources.specBytes).text;
  if (!specInPlace) await writeFile(specTarget, sources.specBytes);
  const config: SiteConfig = { spec: sources.specName };
  if (sources.check !== undefined) config.check = sources.check;
  await writeFile(join(outDir, SITE_CONFIG_FILE), formatSiteConfig(config));
  const html = await readFile(join(sources.webDir, 'index.html'), 'utf8');
  const preload = await runScreenFiles(sources.webDir);
  const model = sources.check?.model;
  const code = appCode(html, preload);
  const shell =
    model === undefined || code === undefined
      ? undefined
      : bootShell(model, sources.specName, code);
  const page = sitePage(html, { config, specText, preload, shell });
  const policy = pagePolicy(page);
  const origin = specOrigin(model);
  const scripts = shell === undefined ? [] : [scriptHash(shell.script)];
  await writeFile(
    join(outDir, 'index.html'),
    policy === undefined
      ? page
      : withPagePolicy(page, allowScripts(narrowConnect(policy, origin), scripts)),
  );
}

/** The web app's build manifest's folder: for `specrun build`, not for the site. */
const BUILD_ONLY = '.vite';

/**
 * The files of the app's start and of the running app, in that order, each once; none when the
 * web app was built without a manifest.
 */
async function runScreenFiles(webDir: string): Promise<ChunkFiles> {
  let manifest: string;
  try {
    manifest = await readFile(join(webDir, WEB_MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return { scripts: [], styles: [] };
    throw error;
  }
  const parts = [...APP_START_SOURCES, RUN_SCREEN_SOURCE].map((source) =>
    chunkFiles(manifest, source),
  );
  return {
    scripts: [...new Set(parts.flatMap((part) => part.scripts))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
}

function isInside(child: string, parent: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * Makes a folder and the folders above it that are missing, one at a time. Node's own
 * `mkdir(…, { recursive: true })` never returns for a path under a file system that refuses new
 * folders with ENOENT (`/proc/x`), retrying for ever; one level at a time, the refusal is an error.
 */
async function makeDirectory(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if ((await stat(path)).isDirectory()) return;
      throw error;
    }
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw error;
    await makeDirectory(parent);
    await mkdir(path);
  }
}
