import { describe, expect, it, vi } from 'vitest';
import { analyseText } from './analysis/analyseText.ts';
import type { Analyser, AnalysisOutcome } from './analysis/createAnalyser.ts';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';
import { createWorkbenchStore, type SoundVersion } from './workbenchStore.ts';

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

function setUp() {
  vi.useFakeTimers();
  const spec: WorkbenchSpec = {
    id: 'a',
    name: 'Notes',
    format: 'markdown',
    text: GOOD,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const published: SoundVersion[] = [];
  const saved: string[] = [];
  const store = createWorkbenchStore(spec, {
    analyser: syncAnalyser(),
    save: (_id, text, format, note) => {
      saved.push(note);
      return Promise.resolve({ saved: true, spec: { ...spec, text, format } });
    },
    publish: (version) => {
      published.push(version);
      return Promise.resolve();
    },
    hasPublished: () => Promise.resolve(false),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  return { store, published, saved };
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
