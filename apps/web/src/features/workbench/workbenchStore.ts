import type { SpecFormat } from '@specrun/model';
import type { Analysis } from './analysis/analyseText.ts';
import type { Analyser, AnalysisOutcome } from './analysis/createAnalyser.ts';
import { recoverableText, type UnsavedTexts } from './storage/unsavedTexts.ts';
import type { SaveResult } from './storage/workbenchDb.ts';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';

/** A version of the text that read with no error: what the preview runs. */
export interface SoundVersion {
  text: string;
  format: SpecFormat;
  analysis: Analysis;
}

/** Whether the text is saved. */
export type SaveStatus =
  | { status: 'saved'; at: string }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'error'; message: string };

/** A text another tab saved that differs from this tab's. */
export interface SavedElsewhere {
  text: string;
  format: SpecFormat;
  /** ISO time of that save. */
  savedAt: string;
}

/** Everything the workbench screen shows, as one immutable snapshot. */
export interface WorkbenchState {
  spec: WorkbenchSpec;
  text: string;
  format: SpecFormat;
  /** The revision of `text`, as the analyser numbers it. */
  revision: number;
  /** The newest analysis received; it may be of an older revision while a newer one is read. */
  analysis: Analysis | undefined;
  /** Why the newest reading failed, if it did. */
  failure: string | undefined;
  /** The newest version that read without errors. */
  sound: SoundVersion | undefined;
  /** Whether the preview holds a version (published now or in an earlier visit). */
  previewReady: boolean;
  save: SaveStatus;
  /** Grows with each save, so that the history lists anew. */
  savedVersions: number;
  /** The newest text another tab saved, when it is not this tab's (until taken or dismissed). */
  elsewhere: SavedElsewhere | undefined;
}

/** The world the workbench reaches: the worker, the database, the preview, the clock. */
export interface WorkbenchDeps {
  analyser: Analyser;
  save: (id: string, text: string, format: SpecFormat, note: string) => Promise<SaveResult>;
  /** Names the spec after its title (unique among the kept specs); resolves to the name given. */
  rename: (id: string, title: string) => Promise<string>;
  /** The crash buffer: where a text is kept synchronously until its save lands. */
  unsaved: UnsavedTexts;
  /** Runs a sound version in the preview's place, and tells the preview. */
  publish: (version: SoundVersion) => Promise<void>;
  /** Whether the preview's place already holds a version from an earlier visit. */
  hasPublished: () => Promise<boolean>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
}

/**
 * Texts up to this length are put in the crash buffer at every edit; longer ones (a large paste)
 * only when the page is left or hidden, so that typing in them stays quick.
 */
export const BUFFER_EVERY_EDIT_CHARS = 200_000;

/** The note of this tab's text, saved before the text another tab saved is opened in its place. */
export const KEPT_BEFORE_TAKING_NOTE = 'Kept before opening the text saved in another tab';

/** The note of the version made when a tab opens the text another tab saved. */
export const TAKEN_NOTE = 'Opened the text saved in another tab';

/** The note of the version made of a text recovered from the crash buffer. */
export const RECOVERED_NOTE = 'Recovered after the page was left';

/** Options of the timings, in ms. */
export interface WorkbenchTimings {
  /** The pause in typing after which the text is saved. Default 1,500. */
  autosaveMs?: number;
  /**
   * The pause in typing after which a new sound version goes to the preview. Default 0: it goes
   * as soon as it is read, one at a time (what is typed while the preview reopens goes next).
   */
  previewMs?: number;
  /** The pause in a title's changing after which the spec is named after it. Default 1,000. */
  renameMs?: number;
}

/** The workbench of one spec, observable by `useSyncExternalStore`. */
export interface WorkbenchStore {
  getState(): WorkbenchState;
  subscribe(listener: () => void): () => void;
  /** The editor's text changed. */
  edit(text: string): void;
  /** Replaces the whole text (a version restored, a conversion, a file opened) and saves it. */
  replace(text: string, format: SpecFormat, note: string): Promise<void>;
  /** Saves now; `note` says what made the version. */
  saveNow(note?: string): Promise<void>;
  /**
   * The page is being left or hidden: keeps an unsaved text in the crash buffer at once (a save
   * started now may never finish) and starts saving it.
   */
  flush(): void;
  /**
   * Another tab saved this spec (`saved` as it now is in the database): when its text is not this
   * tab's, `elsewhere` says so, and the history lists its version.
   */
  savedElsewhere(saved: WorkbenchSpec): void;
  /**
   * Opens the text another tab saved in place of this tab's, which is saved first as a version
   * of its own (when it is not saved yet), so that neither is lost.
   */
  takeElsewhere(): Promise<void>;
  /** Keeps this tab's text: the next save makes it the newest version again. */
  dismissElsewhere(): void;
  dispose(): void;
}

/**
 * The workbench's logic, free of React: each edit goes to the analyser at once (the worker reads
 * only the newest text), to the crash buffer at once, is saved after a pause, and its newest sound
 * version goes to the preview once the preview is done with the one before. A text with errors
 * never reaches the preview: it keeps the last sound one. A text left in the crash buffer by a page
 * that closed before its save landed is opened and saved as a version. The spec's name follows its
 * title once the title has stayed unchanged for a second.
 */
export function createWorkbenchStore(
  spec: WorkbenchSpec,
  deps: WorkbenchDeps,
  timings: WorkbenchTimings = {},
): WorkbenchStore {
  const autosaveMs = timings.autosaveMs ?? 1_500;
  const previewMs = timings.previewMs ?? 0;
  const renameMs = timings.renameMs ?? 1_000;
  const listeners = new Set<() => void>();
  const texts = new Map<number, { text: string; format: SpecFormat }>();
  const kept = deps.unsaved.read(spec.id);
  const recovered = recoverableText(spec, kept);
  // A kept text older than the saved one lost to a later save: it is not restored.
  if (kept !== undefined && recovered === undefined)
    deps.unsaved.forget(spec.id, kept.text, kept.format);
  let state: WorkbenchState = {
    spec,
    text: recovered?.text ?? spec.text,
    format: recovered?.format ?? spec.format,
    revision: 0,
    analysis: undefined,
    failure: undefined,
    sound: undefined,
    previewReady: false,
    save: recovered ? { status: 'unsaved' } : { status: 'saved', at: spec.updatedAt },
    savedVersions: 0,
    elsewhere: undefined,
  };
  let title = spec.title;
  let renaming: Promise<void> = Promise.resolve();
  let renameTimer: unknown;
  let published: SoundVersion | undefined;
  let publishing = false;
  let lastEdit = -Infinity;
  let autosave: unknown;
  let previewTimer: unknown;
  let saving: Promise<void> = Promise.resolve();
  let disposed = false;

  const set = (patch: Partial<WorkbenchState>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const keepUnsaved = () => deps.unsaved.keep(spec.id, state.text, state.format);

  /**
   * Renames the spec after the newest title, once the title has stayed for `renameMs`: typing a
   * title reads a new one at every letter, and each rename is a write of the spec list that would
   * stand in the way of the preview's.
   */
  const renameNow = () => {
    if (renameTimer !== undefined) deps.clearTimer(renameTimer);
    renameTimer = undefined;
    const next = title;
    if (next === undefined || next === state.spec.title) return;
    renaming = renaming.then(async () => {
      if (title !== next) return;
      try {
        const name = await deps.rename(spec.id, next);
        set({ spec: { ...state.spec, name, title: next } });
      } catch {
        // The name stays; the next change of the title tries again.
        if (title === next) title = state.spec.title;
      }
    });
  };

  /** The name follows a title that changed; a text with no title keeps the name it has. */
  const follow = (read: string | undefined) => {
    const next = read?.trim().replace(/\s+/g, ' ');
    if (next === undefined || next === '' || next === title) return;
    title = next;
    if (renameTimer !== undefined) deps.clearTimer(renameTimer);
    renameTimer = deps.setTimer(renameNow, renameMs);
  };

  const analyse = (text: string, format: SpecFormat) => {
    const revision = deps.analyser.analyse(text, format);
    texts.set(revision, { text, format });
    return revision;
  };

  const publishLater = () => {
    if (previewTimer !== undefined) deps.clearTimer(previewTimer);
    previewTimer = undefined;
    const wait = lastEdit + previewMs - deps.now();
    if (wait > 0) previewTimer = deps.setTimer(publishLater, wait);
    else void publishSound();
  };

  const publishSound = async () => {
    const version = state.sound;
    if (!version || sameText(version, published) || publishing || disposed) return;
    publishing = true;
    try {
      await deps.publish(version);
      published = version;
      set({ previewReady: true });
    } catch (error) {
      set({ failure: `The preview could not be updated: ${messageOf(error)}` });
    } finally {
      publishing = false;
    }
    // A newer sound version may have come while this one was being kept.
    if (!sameText(state.sound, published)) publishLater();
  };

  const receive = (outcome: AnalysisOutcome) => {
    const revision = outcome.ok ? outcome.analysis.revision : outcome.revision;
    const source = texts.get(revision);
    for (const key of texts.keys()) if (key <= revision) texts.delete(key);
    if (!outcome.ok) {
      set({ failure: `The spec could not be read: ${outcome.message}` });
      return;
    }
    const { analysis } = outcome;
    if (analysis.revision < (state.analysis?.revision ?? 0)) return;
    const sound = analysis.sound && source ? { ...source, analysis } : state.sound;
    set({ analysis, failure: undefined, sound });
    follow(analysis.spec?.name);
    // The preview reopens only for a text it does not run yet: breaking the text and mending it
    // again costs the preview nothing.
    if (!sameText(sound, published)) publishLater();
  };

  const saveNow = (note = 'Saved'): Promise<void> => {
    if (autosave !== undefined) deps.clearTimer(autosave);
    autosave = undefined;
    saving = saving.then(async () => {
      const { text, format } = state;
      set({ save: { status: 'saving' } });
      try {
        const result = await deps.save(spec.id, text, format, note);
        // Saved (or equal to the newest version): the crash buffer no longer needs this text.
        deps.unsaved.forget(spec.id, text, format);
        const current = state.text === text && state.format === format;
        const at = result.saved ? result.spec.updatedAt : new Date().toISOString();
        set({
          save: current ? { status: 'saved', at } : { status: 'unsaved' },
          savedVersions: state.savedVersions + (result.saved ? 1 : 0),
        });
      } catch (error) {
        set({ save: { status: 'error', message: messageOf(error) } });
      }
    });
    return saving;
  };

  const replace = async (text: string, format: SpecFormat, note: string): Promise<void> => {
    lastEdit = -Infinity;
    set({ text, format, revision: analyse(text, format), save: { status: 'unsaved' } });
    keepUnsaved();
    await saveNow(note);
  };

  const leave = deps.analyser.subscribe(receive);
  set({ revision: analyse(state.text, state.format) });
  if (recovered) void saveNow(RECOVERED_NOTE);
  void deps.hasPublished().then(
    (has) => has && set({ previewReady: true }),
    () => undefined,
  );

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit(text) {
      if (text === state.text) return;
      lastEdit = deps.now();
      set({ text, revision: analyse(text, state.format), save: { status: 'unsaved' } });
      if (text.length <= BUFFER_EVERY_EDIT_CHARS) keepUnsaved();
      if (autosave !== undefined) deps.clearTimer(autosave);
      autosave = deps.setTimer(() => void saveNow('Autosaved'), autosaveMs);
    },
    replace,
    saveNow,
    flush() {
      if (disposed) return;
      if (renameTimer !== undefined) renameNow();
      if (state.save.status === 'saved') return;
      keepUnsaved();
      if (state.save.status !== 'saving') void saveNow('Autosaved');
    },
    savedElsewhere(saved) {
      if (disposed) return;
      const same = saved.text === state.text && saved.format === state.format;
      set({
        savedVersions: state.savedVersions + 1,
        elsewhere: same
          ? undefined
          : { text: saved.text, format: saved.format, savedAt: saved.updatedAt },
        // The same text saved elsewhere is this tab's saved too.
        ...(same && state.save.status === 'unsaved'
          ? { save: { status: 'saved', at: saved.updatedAt } }
          : {}),
      });
    },
    async takeElsewhere() {
      const other = state.elsewhere;
      if (other === undefined) return;
      set({ elsewhere: undefined });
      if (state.save.status !== 'saved') await saveNow(KEPT_BEFORE_TAKING_NOTE);
      await replace(other.text, other.format, TAKEN_NOTE);
    },
    dismissElsewhere() {
      set({ elsewhere: undefined });
    },
    dispose() {
      // A title still waiting for its pause names the spec now: the list shows it next.
      if (renameTimer !== undefined) renameNow();
      // Leaving with unsaved changes saves them: nothing typed is lost.
      if (state.save.status !== 'saved') {
        const { text, format } = state;
        keepUnsaved();
        void saving
          .then(() => deps.save(spec.id, text, format, 'Autosaved'))
          .then(() => deps.unsaved.forget(spec.id, text, format))
          .catch(() => undefined);
      }
      disposed = true;
      if (autosave !== undefined) deps.clearTimer(autosave);
      if (previewTimer !== undefined) deps.clearTimer(previewTimer);
      leave();
      listeners.clear();
    },
  };
}

function sameText(a: SoundVersion | undefined, b: SoundVersion | undefined): boolean {
  return (
    a === b || (a !== undefined && b !== undefined && a.text === b.text && a.format === b.format)
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
