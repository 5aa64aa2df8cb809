/**
 * What `specrun build` reads of the web app's build manifest (Vite's `.vite/manifest.json`): the
 * files a lazily loaded part of the app needs, so that a spec's site can name them in its page.
 */

/** Where the web app's build writes its manifest, relative to its folder. */
export const WEB_MANIFEST_FILE = '.vite/manifest.json';

/** The running app's screen: what a spec's site shows first, loaded lazily by the app's page. */
export const RUN_SCREEN_SOURCE = 'src/features/run/RunScreen.tsx';

/**
 * What the app's entry loads, one after the other, to start: React's renderer, then Mantine and
 * the app. A spec's site names them in its page too, so that they load with it, not in turn.
 */
export const APP_START_SOURCES = ['src/app/startReact.ts', 'src/app/startApp.tsx'];

/** One chunk of the manifest, as far as this module reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files of a lazily loaded part of the app, relative to the app's folder. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The scripts and style sheets that the chunk built from `source` loads, its own included, less
 * those the page's entry loads anyway (its page names them already). Empty lists when the
 * manifest does not know `source`. Throws when the manifest is not the JSON object Vite writes.
 */
export function chunkFiles(manifestText: string, source: string): ChunkFiles {
  const manifest = readManifest(manifestText);
  const files: ChunkFiles = { scripts: [], styles: [] };
  if (manifest.get(source) === undefined) return files;
  const entryFiles = new Set<string>();
  for (const [key, chunk] of manifest)
    if (chunk.isEntry === true) for (const file of reachable(manifest, key)) entryFiles.add(file);
  for (const file of reachable(manifest, source)) {
    if (entryFiles.has(file)) continue;
    (file.endsWith('.css') ? files.styles : files.scripts).push(file);
  }
  return files;
}

/** The files of the chunk `key` and of every chunk it imports statically, each once. */
function reachable(manifest: Map<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest.get(current);
    if (chunk === undefined) return;
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...new Set(files)];
}

function readManifest(text: string): Map<string, ManifestChunk> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`the web app's ${WEB_MANIFEST_FILE} is not JSON: ${String(error)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`the web app's ${WEB_MANIFEST_FILE} is not an object of chunks`);
  const chunks = new Map<string, ManifestChunk>();
  for (const [key, value] of Object.entries(data)) if (isChunk(value)) chunks.set(key, value);
  return chunks;
}

function isChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null) return false;
  const chunk = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    list === undefined || (Array.isArray(list) && list.every((item) => typeof item === 'string'));
  return typeof chunk['file'] === 'string' && strings(chunk['imports']) && strings(chunk['css']);
}
