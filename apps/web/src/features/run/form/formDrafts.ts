import type { FormInputs } from '@specrun/runtime';

/** What was typed into a form and not saved, kept by place, entity and record. */
export interface FormDraft {
  inputs: FormInputs;
  /** When it was last typed (ISO). */
  typedAt: string;
}

/** The key of a form's draft: one per place, entity and record (`new` for a new record). */
export function draftKey(place: string, entity: string, id: string | undefined): string {
  return `specrun:draft:${place}:${entity}:${id ?? 'new'}`;
}

/**
 * The draft kept under a key, or undefined when there is none (or it cannot be read: storage
 * off, or a value not written here).
 */
export function readDraft(key: string): FormDraft | undefined {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    if (!isDraft(value)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** Keeps a draft; a browser that refuses (storage full or off) keeps nothing, and says so. */
export function writeDraft(key: string, draft: FormDraft): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft (saved, cancelled or discarded). */
export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

function isDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { inputs, typedAt } = value as Partial<FormDraft>;
  if (typeof typedAt !== 'string' || typeof inputs !== 'object' || inputs === null) return false;
  return Object.values(inputs).every(
    (v) =>
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
}
