import type { ReadBehaviour } from '@specrun/model';

/** What saving an inline edit does: write the text, delete the record, or nothing. */
export type InlineSave = { kind: 'write'; text: string } | { kind: 'delete' } | { kind: 'none' };

/**
 * The text an `add` row creates a record with, or undefined when it adds nothing: trimmed when the
 * behaviour says `trimmed`, and nothing for a text that is then empty.
 */
export function addedText(behaviour: ReadBehaviour, typed: string): string | undefined {
  const text = behaviour.options.includes('trimmed') ? typed.trim() : typed;
  return text.trim() === '' ? undefined : text;
}

/**
 * What saving an inline `edit` of a field does with the typed text: trimmed when the behaviour
 * says `trimmed`; an empty text deletes the record when it says `empty deletes`; a text equal to
 * the stored one writes nothing.
 */
export function editedText(behaviour: ReadBehaviour, typed: string, stored: unknown): InlineSave {
  const text = behaviour.options.includes('trimmed') ? typed.trim() : typed;
  if (text.trim() === '' && behaviour.options.includes('empty deletes')) return { kind: 'delete' };
  if (text === (typeof stored === 'string' ? stored : '')) return { kind: 'none' };
  return { kind: 'write', text };
}
