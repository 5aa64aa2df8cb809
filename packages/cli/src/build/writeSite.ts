import { copyFile, cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { SiteCheck } from './siteCheck.ts';
import { formatSiteConfig, SITE_CONFIG_FILE, type SiteConfig } from './siteConfig.ts';

/** What a static site of one spec is made of. */
export interface SiteSources {
  /** The built web app: `index.html`, `assets/`… */
  webDir: string;
  specFile: string;
  /** The name the spec is published under (`publishedSpecName`). */
  specName: string;
  /** What checking the spec found, written into `specrun.json` (`checkFileForSite`). */
  check?: SiteCheck | undefined;
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
 * `specrun.json` naming it (with what checking it found). In an existing folder, what an earlier build wrote there is replaced
 * (the app's files, the old `assets/` with them) and other files are left alone.
 */
export async function writeSite(outDir: string, sources: SiteSources): Promise<void> {
  const specTarget = join(outDir, sources.specName);
  const specInPlace = resolve(specTarget) === resolve(sources.specFile);
  await mkdir(outDir, { recursive: true });
  const replaced = [...(await readdir(sources.webDir)), SITE_CONFIG_FILE];
  if (!specInPlace) replaced.push(sources.specName);
  for (const name of replaced) await rm(join(outDir, name), { recursive: true, force: true });
  await cp(sources.webDir, outDir, { recursive: true });
  if (!specInPlace) await copyFile(sources.specFile, specTarget);
  const config: SiteConfig = { spec: sources.specName };
  if (sources.check !== undefined) config.check = sources.check;
  await writeFile(join(outDir, SITE_CONFIG_FILE), formatSiteConfig(config));
}

function isInside(child: string, parent: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}
