import { shippedSpecFor, decodeSpecBytes, formatOfFileName, type SpecFormat } from '@specrun/model';
import type { CheckedOpenedSpec } from '../../shared/session/openSession.ts';
import { describeStatus, type Fetch, type SiteConfig } from './readSiteConfig.ts';

/** The place of the one spec of single-spec mode: `single-<slug of its file name>`. */
export function singlePlace(specUrl: string): string {
  const slug = fileNameOf(specUrl)
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `single-${slug === '' ? 'spec' : slug}`;
}

/** The format a spec URL's file name names: `.yaml` and `.yml` are YAML, anything else Markdown. */
export function formatOfUrl(specUrl: string): SpecFormat {
  return formatOfFileName(fileNameOf(specUrl)) ?? 'markdown';
}

/** What `openSingleSpec` needs from the world. */
export interface OpenSingleSpecDeps {
  fetch: Fetch;
  /** Keeps the opened spec, diagnostics and all, where the running app looks for it, at once. */
  save: (opened: CheckedOpenedSpec) => void;
  now: () => Date;
}

/**
 * Fetches the spec that `specrun.json` names, fresh (unless the page carries its text), and keeps it as the opened spec of its
 * place, where the running app finds it, with the diagnostics `specrun.json` carries when they are
 * those of the text fetched. Rejects with an `Error` that names the URL and the cause when the
 * spec cannot be loaded.
 */
export async function openSingleSpec(
  config: SiteConfig,
  deps: OpenSingleSpecDeps,
): Promise<CheckedOpenedSpec> {
  const url = config.specUrl;
  const text = config.specText ?? (await fetchSpec(url, deps.fetch));
  const opened: CheckedOpenedSpec = {
    place: singlePlace(url),
    text,
    format: formatOfUrl(url),
    origin: { kind: 'single', url, ...(config.servedBy ? { servedBy: config.servedBy } : {}) },
    openedAt: deps.now().toISOString(),
  };
  const check = shippedSpecFor(config.check, text);
  if (check !== undefined) {
    opened.diagnostics = check.diagnostics;
    if (check.model !== undefined) opened.model = check.model;
  }
  deps.save(opened);
  return opened;
}

/**
 * The spec's text, fetched fresh and decoded (`decodeSpecBytes`); rejects with an `Error` that
 * names the URL and the cause.
 */
async function fetchSpec(url: string, fetchFn: Fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-cache' });
  } catch (error) {
    throw new Error(
      `The spec ${url} could not be loaded: ${error instanceof Error ? error.message : String(error)}. Is the server still running?`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(
      `The spec ${url} could not be loaded: the server answered ${describeStatus(response)}.`,
    );
  }
  // Decoded as `specrun` decoded it for `check.hash`: UTF-8, or UTF-16 (which `text()` is not).
  return decodeSpecBytes(new Uint8Array(await response.arrayBuffer())).text;
}

function fileNameOf(url: string): string {
  const path = new URL(url).pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
