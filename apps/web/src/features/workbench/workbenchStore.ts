import type { SpecFormat } from '@specrun/spec';
import type { Analysis } from './analysis/analyseText.ts';
import type { Analyser, AnalysisOutcome } from './analysis/createAnalyser.ts';
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
}

/** The world the workbench reaches: the worker, the database, the preview, the clock. */
export interface WorkbenchDeps {
  analyser: Analyser;
  save: (id: string, text: string, format: SpecFormat, note: string) => Promise<SaveResult>;
  /** Runs a sound version in the preview's place, and tells the preview. */
  publish: (version: SoundVersion) => Promise<void>;
  /** Whether the preview's place already holds a version from an earlier visit. */
  hasPublished: () => Promise<boolean>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  now: () => number;
}

/** Options of the timings, in ms. */
export interface WorkbenchTimings {
  /** The pause in typing after which the text is saved. Default 1,500. */
  autosaveMs?: number;
  /**
   * The pause in typing after which a new sound version goes to the preview. Default 0: it goes
   * as soon as it is read, one at a time (what is typed while the preview reopens goes next).
   */
  previewMs?: number;
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
  dispose(): void;
}

/**
 * The workbench's logic, free of React: each edit goes to the analyser at once (the worker reads
 * only the newest text), is saved after a pause, and its newest sound version goes to the preview
 * once the preview is done with the one before. A text with errors never reaches the preview: it
 * keeps the last sound one.
 */
export function createWorkbenchStore(
  spec: WorkbenchSpec,
  deps: WorkbenchDeps,
  timings: WorkbenchTimings = {},
): WorkbenchStore {
  const autosaveMs = timings.autosaveMs ?? 1_500;
  const previewMs = timings.previewMs ?? 0;
  const listeners = new Set<() => void>();
  const texts = new Map<number, { text: string; format: SpecFormat }>();
  let state: WorkbenchState = {
    spec,
    text: spec.text,
    format: spec.format,
    revision: 0,
    analysis: undefined,
    failure: undefined,
    sound: undefined,
    previewReady: false,
    save: { status: 'saved', at: spec.updatedAt },
    savedVersions: 0,
  };
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

  const leave = deps.analyser.subscribe(receive);
  set({ revision: analyse(spec.text, spec.format) });
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
      if (autosave !== undefined) deps.clearTimer(autosave);
      autosave = deps.setTimer(() => void saveNow('Autosaved'), autosaveMs);
    },
    async replace(text, format, note) {
      lastEdit = -Infinity;
      set({ text, format, revision: analyse(text, format), save: { status: 'unsaved' } });
      await saveNow(note);
    },
    saveNow,
    dispose() {
      // Leaving with unsaved changes saves them: nothing typed is lost.
      if (state.save.status !== 'saved') {
        const { text, format } = state;
        void saving
          .then(() => deps.save(spec.id, text, format, 'Autosaved'))
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
