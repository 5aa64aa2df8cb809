import { describe, expect, it, vi } from 'vitest';
import { analyseText } from './analysis/analyseText.ts';
import type { Analyser, AnalysisOutcome } from './analysis/createAnalyser.ts';
import { memoryStorage } from './storage/memoryStorage.ts';
import { storageUnsavedTexts, type UnsavedTexts } from './storage/unsavedTexts.ts';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';
import {
  BUFFER_EVERY_EDIT_CHARS,
  createWorkbenchStore,
  KEPT_BEFORE_TAKING_NOTE,
  RECOVERED_NOTE,
  TAKEN_NOTE,
  type SoundVersion,
} from './workbenchStore.ts';

const GOOD = '# Specification: Notes\n';
const BROKEN = '## 1. Purpose\n\nNo title.\n';

/** An analyser that reads at once, on this thread. */
function syncAnalyser(): Analyser {
  const listeners = new Set<(o: AnalysisOutcome) => void>();
  let revision = 0;
  return {
    analyse(text, format) {
      const mine = ++revision;
      queueMicrotask(() => {
        for (const l of listeners) l({ ok: true, analysis: analyseText(text, format, mine) });
      });
      return mine;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    convert: () => Promise.reject(new Error('not here')),
    dispose: () => undefined,
  };
}

interface SetUpOptions {
  unsaved?: UnsavedTexts;
  /** Saves that never land, as when the page is closed before IndexedDB finishes. */
  savesHang?: boolean;
  spec?: Partial<WorkbenchSpec>;
  /** A spec kept before names followed titles: it has no `title`. */
  untitled?: boolean;
}

function setUp(options: SetUpOptions = {}) {
  vi.useFakeTimers();
  const spec: WorkbenchSpec = {
    id: 'a',
    name: 'Notes',
    title: 'Notes',
    format: 'markdown',
    text: GOOD,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...options.spec,
  };
  if (options.untitled) delete spec.title;
  const published: SoundVersion[] = [];
  const saved: string[] = [];
  const savedTexts: string[] = [];
  const renamed: string[] = [];
  const storage = memoryStorage();
  const unsaved = options.unsaved ?? storageUnsavedTexts(() => storage);
  const store = createWorkbenchStore(spec, {
    analyser: syncAnalyser(),
    save: (_id, text, format, note) => {
      saved.push(note);
      if (options.savesHang) return new Promise(() => undefined);
      savedTexts.push(text);
      return Promise.resolve({ saved: true, spec: { ...spec, text, format } });
    },
    rename: (_id, title) => {
      renamed.push(title);
      return Promise.resolve(title === 'Taken' ? 'Taken (2)' : title);
    },
    unsaved,
    publish: (version) => {
      published.push(version);
      return Promise.resolve();
    },
    hasPublished: () => Promise.resolve(false),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  return { store, published, saved, savedTexts, renamed, unsaved };
}

describe('the workbench store', () => {
  it('runs a sound text in the preview as soon as it is read, and keeps it when the text breaks', async () => {
    const { store, published } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(published.map((v) => v.text)).toEqual([GOOD]);
    expect(store.getState().previewReady).toBe(true);

    store.edit(`${GOOD}\nMore.\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(published.map((v) => v.text)).toEqual([GOOD, `${GOOD}\nMore.\n`]);

    store.edit(BROKEN);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(published).toHaveLength(2);
    expect(store.getState().analysis?.sound).toBe(false);
    expect(store.getState().sound?.text).toBe(`${GOOD}\nMore.\n`);
    store.dispose();
    vi.useRealTimers();
  });

  it('does not reopen the preview for a text it already runs', async () => {
    const { store, published } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    store.edit(BROKEN);
    await vi.advanceTimersByTimeAsync(100);
    store.edit(GOOD);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(published.map((v) => v.text)).toEqual([GOOD]);
    store.dispose();
    vi.useRealTimers();
  });

  it('saves after a pause in typing, and at once when asked', async () => {
    const { store, saved } = setUp();
    store.edit(`${GOOD}a`);
    store.edit(`${GOOD}ab`);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toEqual([]);
    expect(store.getState().save.status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(600);
    expect(saved).toEqual(['Autosaved']);
    expect(store.getState().save.status).toBe('saved');
    await store.replace('specification: X\n', 'yaml', 'Converted to YAML');
    expect(saved).toEqual(['Autosaved', 'Converted to YAML']);
    expect(store.getState()).toMatchObject({ format: 'yaml', savedVersions: 2 });
    store.dispose();
    vi.useRealTimers();
  });
});

describe('the crash buffer', () => {
  // Regression: the last 1.5 s of typing was lost on a reload or a closed tab, as nothing but the
  // autosave and leaving the screen in the app kept it.
  it('keeps each edit at once, and a new store on the same storage opens it and saves it as a version', async () => {
    const storage = memoryStorage();
    const unsaved = storageUnsavedTexts(() => storage);
    const first = setUp({ unsaved, savesHang: true });
    first.store.edit(`${GOOD}typed just before the reload`);
    expect(unsaved.read('a')?.text).toBe(`${GOOD}typed just before the reload`);
    vi.useRealTimers();

    // The page is gone without its save landing: a new page opens the same spec.
    const second = setUp({ unsaved });
    expect(second.store.getState().text).toBe(`${GOOD}typed just before the reload`);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.saved).toEqual([RECOVERED_NOTE]);
    expect(second.savedTexts).toEqual([`${GOOD}typed just before the reload`]);
    expect(second.store.getState().save.status).toBe('saved');
    // Once saved, the buffer is emptied.
    expect(unsaved.read('a')).toBeUndefined();
    second.store.dispose();
    vi.useRealTimers();
  });

  it('forgets a buffered text once its save lands, but not a newer one typed since', async () => {
    const { store, unsaved } = setUp();
    store.edit(`${GOOD}a`);
    await vi.advanceTimersByTimeAsync(1_600);
    expect(unsaved.read('a')).toBeUndefined();
    store.edit(`${GOOD}abc`);
    // A save of another text (one typed before, or in another tab) leaves the newer one kept.
    unsaved.forget('a', `${GOOD}ab`, 'markdown');
    expect(unsaved.read('a')?.text).toBe(`${GOOD}abc`);
    store.dispose();
    vi.useRealTimers();
  });

  it('does not restore a buffered text older than the saved one (saved later in another tab)', () => {
    const storage = memoryStorage();
    const unsaved = storageUnsavedTexts(
      () => storage,
      () => Date.parse('2025-12-31T00:00:00Z'),
    );
    unsaved.keep('a', 'an older text', 'markdown');
    const { store } = setUp({ unsaved });
    expect(store.getState().text).toBe(GOOD);
    expect(unsaved.read('a')).toBeUndefined();
    store.dispose();
    vi.useRealTimers();
  });

  it('keeps the text and starts a save when the page is hidden or left', async () => {
    const { store, unsaved, saved } = setUp();
    const long = `${GOOD}${'x'.repeat(BUFFER_EVERY_EDIT_CHARS)}`;
    store.edit(long);
    // A text this long waits for the page to go before it is buffered.
    expect(unsaved.read('a')).toBeUndefined();
    store.flush();
    expect(unsaved.read('a')?.text).toBe(long);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['Autosaved']);
    expect(unsaved.read('a')).toBeUndefined();
    store.flush();
    expect(saved).toEqual(['Autosaved']);
    store.dispose();
    vi.useRealTimers();
  });

  it('goes on saving when localStorage is full or refused', async () => {
    for (const storage of [() => memoryStorage(true), () => undefined]) {
      const { store, savedTexts } = setUp({ unsaved: storageUnsavedTexts(storage) });
      store.edit(`${GOOD}a`);
      store.flush();
      await vi.advanceTimersByTimeAsync(0);
      expect(savedTexts).toEqual([`${GOOD}a`]);
      expect(store.getState().save.status).toBe('saved');
      store.dispose();
      vi.useRealTimers();
    }
    const refused = storageUnsavedTexts(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(refused.keep('a', 'x', 'markdown')).toBe(false);
    expect(refused.read('a')).toBeUndefined();
    expect(() => refused.forget('a')).not.toThrow();
  });
});

describe('the name', () => {
  it('follows the title once it has stayed a second, and stays when the text has no title', async () => {
    const { store, renamed } = setUp();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renamed).toEqual([]);
    // Typing a title letter by letter renames once, after the pause.
    for (const title of ['L', 'Li', 'Lib', 'Library']) {
      store.edit(`# Specification: ${title}\n`);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(renamed).toEqual([]);
    await vi.advanceTimersByTimeAsync(700);
    expect(renamed).toEqual(['Library']);
    expect(store.getState().spec).toMatchObject({ name: 'Library', title: 'Library' });
    store.edit(BROKEN);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getState().spec.name).toBe('Library');
    store.edit('# Specification: Taken\n');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getState().spec.name).toBe('Taken (2)');
    store.dispose();
    vi.useRealTimers();
  });

  it('names the spec at once when the page is left before the pause', async () => {
    const { store, renamed } = setUp();
    store.edit('# Specification: Atlas\n');
    await vi.advanceTimersByTimeAsync(10);
    store.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(renamed).toEqual(['Atlas']);
    store.edit('# Specification: Atlas 2\n');
    await vi.advanceTimersByTimeAsync(10);
    store.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(renamed).toEqual(['Atlas', 'Atlas 2']);
    vi.useRealTimers();
  });

  it('takes the title of a spec kept before names followed titles', async () => {
    const { store, renamed } = setUp({ spec: { name: 'New spec' }, untitled: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renamed).toEqual(['Notes']);
    store.dispose();
    vi.useRealTimers();
  });
});

describe('another tab', () => {
  const savedThere = (text: string): WorkbenchSpec => ({
    id: 'spec-1',
    name: 'Notes',
    title: 'Notes',
    format: 'markdown',
    text,
    updatedAt: '2026-11-23T03:10:00.000Z',
  });

  it('says when another tab saved a different text, and not when it saved this one', async () => {
    const { store } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    const versions = store.getState().savedVersions;
    store.savedElsewhere(savedThere(GOOD));
    expect(store.getState().elsewhere).toBeUndefined();
    store.savedElsewhere(savedThere(`${GOOD}\nTheirs.\n`));
    expect(store.getState().elsewhere).toMatchObject({
      text: `${GOOD}\nTheirs.\n`,
      savedAt: '2026-11-23T03:10:00.000Z',
    });
    // The history lists the other tab's versions too.
    expect(store.getState().savedVersions).toBe(versions + 2);
    store.dismissElsewhere();
    expect(store.getState().elsewhere).toBeUndefined();
    store.dispose();
    vi.useRealTimers();
  });

  it("opens the other tab's text after saving this tab's, so that neither is lost", async () => {
    const { store, saved, savedTexts } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    store.edit(`${GOOD}\nMine.\n`);
    store.savedElsewhere(savedThere(`${GOOD}\nTheirs.\n`));
    await store.takeElsewhere();
    expect(saved.slice(-2)).toEqual([KEPT_BEFORE_TAKING_NOTE, TAKEN_NOTE]);
    expect(savedTexts.slice(-2)).toEqual([`${GOOD}\nMine.\n`, `${GOOD}\nTheirs.\n`]);
    expect(store.getState()).toMatchObject({
      text: `${GOOD}\nTheirs.\n`,
      elsewhere: undefined,
      save: { status: 'saved' },
    });
    store.dispose();
    vi.useRealTimers();
  });

  it('counts this tab saved when another tab saved the same text', async () => {
    const { store } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    store.edit(`${GOOD}\nSame.\n`);
    expect(store.getState().save.status).toBe('unsaved');
    store.savedElsewhere(savedThere(`${GOOD}\nSame.\n`));
    expect(store.getState().save).toEqual({ status: 'saved', at: '2026-11-23T03:10:00.000Z' });
    store.dispose();
    vi.useRealTimers();
  });
});
