import { basename, extname } from 'node:path';
import { SPEC_FILE_EXTENSIONS, type ShippedSpec } from '@specrun/model';

/** The file that puts the web app in single-spec mode; the app fetches it beside its index.html. */
export const SITE_CONFIG_FILE = 'specrun.json';

/**
 * What `specrun.json` says: the spec's URL and, under `specrun dev` and `specrun serve`, the URL
 * of an event stream that sends `change` when the spec changes (both relative to
 * `specrun.json`), what checking the spec found, and under `specrun serve` the server that
 * answers the calls.
 */
export interface SiteConfig {
  spec: string;
  live?: string;
  check?: ShippedSpec;
  /**
   * Under `specrun serve`: the page's own server answers the spec's calls, and says who acts
   * from the development header (`dev-header`, with `--dev`) or from a token (`token`).
   */
  server?: { acting: 'dev-header' | 'token' };
}

/**
 * The name the spec is published under: its file name's slug (as the web app makes a place's
 * slug) with its extension, or `.md`/`.yaml` by its format when the extension says neither. The
 * name is safe in a URL and tells the app the spec's format.
 */
export function publishedSpecName(file: string, format: 'markdown' | 'yaml'): string {
  const extension = extname(file).toLowerCase();
  const slug = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const suffix = (SPEC_FILE_EXTENSIONS as readonly string[]).includes(extension)
    ? extension
    : format === 'yaml'
      ? '.yaml'
      : '.md';
  return `${slug === '' ? 'spec' : slug}${suffix}`;
}

/** The text of `specrun.json`. */
export function formatSiteConfig(config: SiteConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}
