import type { AppError, FormStore, InputValue } from '@specrun/runtime';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { textOf } from './inputs/FieldInputProps.ts';

/**
 * What one field's input holds and its errors, re-rendering only when that field changes. With
 * `followInput` false, `input` is what the field held first and only its errors re-render it.
 */
export function useFormField(
  store: FormStore,
  name: string,
  followInput = true,
): { input: InputValue; errors: readonly AppError[] } {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(name, listener),
    [store, name],
  );
  const [first] = useState(() => store.input(name));
  const input = useSyncExternalStore(subscribe, () => (followInput ? store.input(name) : first));
  const errors = useSyncExternalStore(subscribe, () => store.errors(name));
  return { input, errors };
}

/**
 * A ref for an input element that keeps what is typed: whenever the field's value in the store
 * changes to something the element does not show (not by typing), the element is set to it.
 */
export function useElementFollowsStore(
  store: FormStore,
  name: string,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement | null>(null);
  useEffect(
    () =>
      store.subscribe(name, () => {
        const element = ref.current;
        const text = textOf(store.input(name));
        if (element && element.value !== text) element.value = text;
      }),
    [store, name],
  );
  return ref;
}

/** The errors shown at the top of the form. */
export function useFormErrors(store: FormStore): readonly AppError[] {
  const subscribe = useCallback((listener: () => void) => store.subscribeForm(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.formErrors());
}
