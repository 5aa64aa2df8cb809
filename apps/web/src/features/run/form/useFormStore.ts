import type { AppError, FormStore, InputValue } from '@specrun/runtime';
import { useCallback, useSyncExternalStore } from 'react';

/** What one field's input holds and its errors, re-rendering only when that field changes. */
export function useFormField(
  store: FormStore,
  name: string,
): { input: InputValue; errors: readonly AppError[] } {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(name, listener),
    [store, name],
  );
  const input = useSyncExternalStore(subscribe, () => store.input(name));
  const errors = useSyncExternalStore(subscribe, () => store.errors(name));
  return { input, errors };
}

/** The errors shown at the top of the form. */
export function useFormErrors(store: FormStore): readonly AppError[] {
  const subscribe = useCallback((listener: () => void) => store.subscribeForm(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.formErrors());
}
