import type { FormStore } from '@specrun/runtime';
import { useCallback, type RefCallback } from 'react';
import { hearTyping } from './hearTyping.ts';
import { textOf } from './inputs/FieldInputProps.ts';

/**
 * A ref for the element of an input that keeps what is typed (their element `keepsText`): what the user
 * types goes to `onType` without React (`hearTyping` says why), and whenever the field's value
 * in the store changes to something the element does not show (not by typing), the element is
 * set to it.
 */
export function useTypedElement(
  store: FormStore,
  name: string,
  onType: (text: string) => void,
): RefCallback<HTMLInputElement> {
  return useCallback(
    (element: HTMLInputElement | null) => {
      if (!element) return;
      // What the element shows, as typed or written here: typing then stores what it shows, and
      // the element is not read again.
      let shown: string | undefined;
      const stopHearing = hearTyping(element, (text) => {
        shown = text;
        onType(text);
      });
      const stopFollowing = store.subscribeInput(name, () => {
        const text = textOf(store.input(name));
        if (text === shown) return;
        if (element.value !== text) element.value = text;
        shown = text;
      });
      return () => {
        stopHearing();
        stopFollowing();
      };
    },
    [store, name, onType],
  );
}
