import type { SpecFormat } from '@specrun/model';
import type { WorkbenchSpec } from './WorkbenchSpec.ts';

/**
 * The crash buffer: a text typed but not yet saved in IndexedDB, kept synchronously in
 * localStorage (one entry per spec), so that a reload or a closed tab loses nothing even when the
 * IndexedDB write started as the page was left never finishes. The entry is forgotten once a save
 * of that very text lands; on opening, an entry newer than the saved text is restored.
 */

/** A text kept before it was saved, with the time of the edit (ms since the epoch). */
export interface UnsavedText {
  text: string;
  format: SpecFormat;
  at: number;
}

/** Where unsaved texts are kept. Never throws: storage may be full or refused. */
export interface UnsavedTexts {
  /** Keeps the newest text of a spec; false when it could not be kept (storage full or refused). */
  keep(id: string, text: string, format: SpecFormat): boolean;
  /** The text kept for a spec, if any. */
  read(id: string): UnsavedText | undefined;
  /**
   * Forgets the text kept for a spec; given a text and form, only if that is what is kept (so that
   * a newer text, typed since or in another tab, stays).
   */
  forget(id: string, text?: string, format?: SpecFormat): void;
}

const keyOf = (id: string) => `specrun:workbench:unsaved:${id}`;

function isUnsavedText(value: unknown): value is UnsavedText {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['text'] === 'string' &&
    (v['format'] === 'markdown' || v['format'] === 'yaml') &&
    typeof v['at'] === 'number'
  );
}

/** The browser's localStorage, or undefined where reaching it throws (storage refused). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Unsaved texts kept in a `Storage` (localStorage by default). */
export function storageUnsavedTexts(
  storage: () => Storage | undefined = browserStorage,
  now: () => number = Date.now,
): UnsavedTexts {
  const read = (id: string): UnsavedText | undefined => {
    try {
      const raw = storage()?.getItem(keyOf(id));
      if (raw === null || raw === undefined) return undefined;
      const value: unknown = JSON.parse(raw);
      return isUnsavedText(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    keep(id, text, format) {
      try {
        const store = storage();
        if (store === undefined) return false;
        store.setItem(keyOf(id), JSON.stringify({ text, format, at: now() }));
        return true;
      } catch {
        // Full (QuotaExceededError) or refused: the IndexedDB saves go on without the buffer.
        return false;
      }
    },
    read,
    forget(id, text, format) {
      try {
        if (text !== undefined) {
          const kept = read(id);
          if (kept === undefined || kept.text !== text || kept.format !== format) return;
        }
        storage()?.removeItem(keyOf(id));
      } catch {
        // Nothing to do: a stale entry is older than the saved text and is not restored.
      }
    },
  };
}

/**
 * The kept text to open a spec with: one that differs from the saved text and was typed after it
 * was saved. A kept text older than the saved one lost to a later save (in another tab, say).
 */
export function recoverableText(
  spec: WorkbenchSpec,
  kept: UnsavedText | undefined,
): UnsavedText | undefined {
  if (kept === undefined) return undefined;
  if (kept.text === spec.text && kept.format === spec.format) return undefined;
  const saved = Date.parse(spec.updatedAt);
  return Number.isNaN(saved) || kept.at >= saved ? kept : undefined;
}
