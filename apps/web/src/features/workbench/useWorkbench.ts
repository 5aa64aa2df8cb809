import { useEffect, useState, useSyncExternalStore } from 'react';
import { createAnalyser, spawnAnalysisWorker, type Analyser } from './analysis/createAnalyser.ts';
import { hasPreview, publishPreview } from './preview/publishPreview.ts';
import { storageUnsavedTexts } from './storage/unsavedTexts.ts';
import { announceSave, hearSavesElsewhere } from './storage/savedElsewhere.ts';
import { loadSpec, renameSpec, saveSpec } from './storage/workbenchDb.ts';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';
import {
  createWorkbenchStore,
  type WorkbenchState,
  type WorkbenchStore,
} from './workbenchStore.ts';

/** A workbench store and its analyser, made for one spec and ended with the screen. */
export interface WorkbenchHandle {
  store: WorkbenchStore;
  analyser: Analyser;
}

const noop = () => () => undefined;

/** The workbench of a kept spec: its store, wired to the worker, the database and the preview. */
export function useWorkbench(spec: WorkbenchSpec): {
  handle: WorkbenchHandle | undefined;
  state: WorkbenchState | undefined;
} {
  const [handle, setHandle] = useState<WorkbenchHandle>();
  useEffect(() => {
    const analyser = createAnalyser({ spawn: spawnAnalysisWorker });
    const store = createWorkbenchStore(spec, {
      analyser,
      save: async (id, text, format, note) => {
        const result = await saveSpec(id, text, format, note);
        if (result.saved) announceSave(id, result.spec.updatedAt);
        return result;
      },
      rename: renameSpec,
      unsaved: storageUnsavedTexts(),
      publish: (version) => publishPreview(spec.id, version),
      hasPublished: () => hasPreview(spec.id),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      now: () => performance.now(),
    });
    // The store owns a worker and timers, so it is made and ended by this effect (made during
    // render, StrictMode's second effect would meet an ended one); the screen renders it as state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHandle({ store, analyser });
    // A reload or a closed tab unmounts nothing: the text is kept as the page goes.
    const flush = () => store.flush();
    const flushWhenHidden = () => document.visibilityState === 'hidden' && store.flush();
    // Another tab with this spec open saved it: this one says so when the texts differ.
    const stopHearing = hearSavesElsewhere(spec.id, () => {
      void loadSpec(spec.id).then(
        (saved) => saved && store.savedElsewhere(saved),
        () => undefined,
      );
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      stopHearing();
      store.dispose();
      analyser.dispose();
    };
  }, [spec]);
  const state = useSyncExternalStore(handle?.store.subscribe ?? noop, () =>
    handle?.store.getState(),
  );
  return { handle, state };
}
