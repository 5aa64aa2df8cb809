import type { AppError, FormStore, InputValue } from '@specrun/runtime';
import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * What one field's input holds and its errors, re-rendering only when that field changes. With
 * `followInput` false, `input` is what the field held first and only its errors re-render it
 * (typing does not even call into React).
 */
export function useFormField(
  store: FormStore,
  name: string,
  followInput = true,
): { input: InputValue; errors: readonly AppError[] } {
  const subscribeInput = useCallback(
    (listener: () => void) => (followInput ? store.subscribeInput(name, listener) : () => {}),
    [store, name, followInput],
  );
  const subscribeErrors = useCallback(
    (listener: () => void) => store.subscribeErrors(name, listener),
    [store, name],
  );
  const [first] = useState(() => store.input(name));
  const input = useSyncExternalStore(subscribeInput, () =>
    followInput ? store.input(name) : first,
  );
  const errors = useSyncExternalStore(subscribeErrors, () => store.errors(name));
  return { input, errors };
}

/** The errors shown at the top of the form. */
export function useFormErrors(store: FormStore): readonly AppError[] {
  const subscribe = useCallback((listener: () => void) => store.subscribeForm(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.formErrors());
}
