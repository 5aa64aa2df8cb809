import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { decodeSpecBytes } from '@specrun/model';

/** Stops a watch. */
export type StopWatching = () => void;

/** How long to wait after the last event before reading the file: editors write in bursts. */
const DEBOUNCE_MS = 80;

/**
 * Calls `onChange` with the file's new content (its bytes decoded by `decodeSpecBytes`) each time
 * it changes. The file's folder is watched rather than the file, so that editors which save by
 * writing a new file and renaming it over the old one (vim, many IDEs) are followed too; events
 * are debounced, and only a content different from the last one read counts. When the file goes
 * missing (deleted, moved away) `onMissing` is called once; when it is back, its content counts as
 * a change even when it is the same as before.
 */
export function watchFile(
  file: string,
  onChange: (text: string) => void,
  onMissing?: () => void,
): StopWatching {
  const name = basename(file);
  let last = readOrUndefined(file);
  let missing = last === undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const read = async (): Promise<void> => {
    let text: string;
    try {
      text = decodeSpecBytes(await readFile(file)).text;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (stopped || missing || (code !== 'ENOENT' && code !== 'ENOTDIR')) return;
      missing = true;
      onMissing?.();
      return;
    }
    if (stopped || (text === last && !missing)) return;
    last = text;
    missing = false;
    onChange(text);
  };

  const watcher: FSWatcher = watch(dirname(file), (_event, changed) => {
    if (changed !== null && changed !== name) return;
    clearTimeout(timer);
    timer = setTimeout(() => void read(), DEBOUNCE_MS);
  });
  watcher.on('error', () => undefined);
  return () => {
    stopped = true;
    clearTimeout(timer);
    watcher.close();
  };
}

function readOrUndefined(file: string): string | undefined {
  try {
    return decodeSpecBytes(readFileSync(file)).text;
  } catch {
    return undefined;
  }
}
