import type { AppError, Outcome } from '@specrun/runtime';
import { useState, type FormEvent } from 'react';

/** A short form's state: its values as typed, what its last send refused, and its busy flag. */
export interface ShortForm {
  values: Readonly<Record<string, string>>;
  setValue(name: string, text: string): void;
  busy: boolean;
  /** The errors about one of these fields. */
  errorsOf(name: string): AppError[];
  /** The errors about no field of the form, shown above it. */
  general: AppError[];
  submit(event: FormEvent<HTMLFormElement>): Promise<void>;
}

/**
 * The state of a short form of text inputs (sign-up, sign-in, a comment): on submit it sends the
 * values typed (an empty input sends nothing) and, when the send is refused, keeps everything
 * typed and says why, beside the fields the errors are about and above the form for the rest;
 * when it succeeds, `onDone` runs and the values are cleared.
 */
export function useShortForm(
  fields: readonly string[],
  send: (values: Record<string, string>) => Promise<Outcome<unknown>>,
  onDone: () => void,
): ShortForm {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<AppError[]>([]);
  const [busy, setBusy] = useState(false);
  const named = new Set(fields);
  return {
    values,
    setValue: (name, text) => setValues((before) => ({ ...before, [name]: text })),
    busy,
    errorsOf: (name) => errors.filter((e) => e.field === name),
    general: errors.filter((e) => e.field === undefined || !named.has(e.field)),
    async submit(event) {
      event.preventDefault();
      setBusy(true);
      const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
      const outcome = await send(sent);
      setBusy(false);
      if (!outcome.ok) return setErrors(outcome.errors);
      setErrors([]);
      setValues({});
      onDone();
    },
  };
}
