import { navigate } from 'wouter/use-hash-location';
import { createResource } from '../../shared/loading/createResource.ts';
import { runPath, type OpenedSpec } from '../../shared/session/OpenedSpec.ts';
import { whenIdle } from '../../shared/loading/whenIdle.ts';
import { keepPageSpec } from '../../shared/session/pageSpec.ts';
import { openSingleSpec } from './openSingleSpec.ts';
import {
  EMBEDDED_SITE_ID,
  readEmbeddedSiteConfig,
  readSiteConfig,
  type SiteConfig,
} from './readSiteConfig.ts';

/** The one spec the app runs in single-spec mode. */
export interface SingleSpec {
  config: SiteConfig;
  opened: OpenedSpec;
}

/** Fetches the spec of `config` again and keeps it; the running app opens it anew. */
async function reopenSingleSpec(config: SiteConfig): Promise<OpenedSpec> {
  return openSingleSpec(config, {
    fetch: (url, init) => fetch(url, init),
    save: (opened) => {
      // The page runs the spec from memory at once. The library keeps it too, as it keeps every
      // opened spec, once the page is idle: its code (Dexie) and IndexedDB stay off the first
      // screen. A library that cannot be written loses nothing: the spec is the site's.
      keepPageSpec(opened);
      whenIdle(() => {
        import('../../shared/session/specLibrary.ts')
          .then((library) => library.saveOpenedSpec(opened))
          .catch((error: unknown) => console.warn('The library did not keep the spec:', error));
      }, LIBRARY_SAVE_TIMEOUT_MS);
    },
    now: () => new Date(),
  });
}

/** How long the library's copy of a single spec may wait for an idle page. */
const LIBRARY_SAVE_TIMEOUT_MS = 2_000;

/**
 * Fetches the changed spec and keeps it (`specrun dev`), with the diagnostics of the
 * `specrun.json` read anew: the server checks the spec again on each change.
 */
export async function reloadSingleSpec(config: SiteConfig): Promise<OpenedSpec> {
  let current = config;
  try {
    const fresh = await readSiteConfig(window.location.href);
    if (fresh?.specUrl === config.specUrl) current = fresh;
  } catch {
    // The spec is still fetched; without diagnostics that match it, the app checks it itself.
  }
  return reopenSingleSpec(current);
}

let singleMode = false;
let liveUrl: string | undefined;

/**
 * The event stream of the single spec's `specrun.json` (`specrun dev`), once it is read, also when
 * the spec itself could not be opened; else `undefined`.
 */
export function singleSpecLiveUrl(): string | undefined {
  return liveUrl;
}
const singleModeListeners = new Set<() => void>();

/**
 * Calls `listener` once the page is known to be in single-spec mode (its specrun.json read), before
 * the spec is fetched and opened, or at once when that is already known: the app starts loading
 * the running app's code then, alongside the spec, not after it.
 */
export function onSingleSpecMode(listener: () => void): void {
  if (singleMode) listener();
  else singleModeListeners.add(listener);
}

/**
 * Single-spec mode, decided once at start-up: `undefined` when the page has no `specrun.json`
 * beside it (the gallery as usual), else the spec it names, opened and kept. The start page then
 * becomes the spec's running app; a deeper route asked for in the URL is kept.
 */
export const singleSpecResource = createResource(async (): Promise<SingleSpec | undefined> => {
  // A spec's site page carries its specrun.json and spec (`specrun build`); `specrun dev` serves
  // them as files, fresh at each change.
  const embedded = document.getElementById(EMBEDDED_SITE_ID)?.textContent;
  const config =
    readEmbeddedSiteConfig(window.location.href, embedded) ??
    (await readSiteConfig(window.location.href));
  if (config === undefined) return undefined;
  singleMode = true;
  liveUrl = config.liveUrl;
  for (const listener of singleModeListeners) listener();
  singleModeListeners.clear();
  const opened = await reopenSingleSpec(config);
  if (/^#?\/?$/.test(window.location.hash)) navigate(runPath(opened.place), { replace: true });
  return { config, opened };
});
