import { sameInput, type FormInputs, type FormStore } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useEffect, useRef } from 'react';
import { removeDraft, writeDraft, type FormDraft } from './formDrafts.ts';

/** How long typing may go on before what is typed is kept, in ms. */
const KEEP_AFTER_MS = 250;

/**
 * Keeps what is typed into a form as its draft (`writeDraft`) a moment after each change, and
 * forgets it once the form holds what it started with: leaving by the menu, acting as another
 * user or reloading loses nothing. Kept at once when the form goes away. `forget` drops it for
 * good, once the form is saved or cancelled.
 */
export function useFormDraft(
  key: string,
  entity: Entity,
  store: FormStore,
  initial: () => FormInputs,
): { forget: () => void } {
  const initialRef = useRef(initial);
  useEffect(() => {
    initialRef.current = initial;
  });
  // Set once the form is saved or cancelled: nothing is kept after that.
  const forgotten = useRef(false);
  useEffect(() => {
    let timer: number | undefined;
    const keep = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (forgotten.current) return;
      const inputs = store.snapshot();
      const start = initialRef.current();
      const changed = entity.fields.some(
        (f) => !sameInput(inputs[f.name] ?? '', start[f.name] ?? ''),
      );
      if (!changed) removeDraft(key);
      else {
        const draft: FormDraft = { inputs, typedAt: new Date().toISOString() };
        writeDraft(key, draft);
      }
    };
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keep, KEEP_AFTER_MS);
    };
    const stops = entity.fields.map((f) => store.subscribeInput(f.name, later));
    const now = () => {
      if (timer !== undefined) keep();
    };
    window.addEventListener('pagehide', now);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('pagehide', now);
      now();
    };
  }, [key, entity, store]);
  return {
    forget: () => {
      forgotten.current = true;
      removeDraft(key);
    },
  };
}
