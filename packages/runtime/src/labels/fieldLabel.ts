import type { Field } from '@specrun/model';
import { nameWords } from './nameWords.ts';

/**
 * What people call a field: the label its notes give (`label "Date spent"`), else its name as
 * words (`spentOn` → "Spent on").
 */
export function fieldLabel(field: Pick<Field, 'name' | 'label'>): string {
  return field.label ?? nameWords(field.name);
}

/** A state or action of point 4 as a word in a sentence: `inReview` → "in review". */
export function stateWords(state: string): string {
  return nameWords(state).toLowerCase();
}
