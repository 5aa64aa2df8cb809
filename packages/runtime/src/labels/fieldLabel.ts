import type { Entity, Field } from '@specrun/model';
import { nameWords } from './nameWords.ts';

/**
 * What people call a field: the label its notes give (`label "Date spent"`), else its name as
 * words (`spentOn` → "Spent on").
 */
export function fieldLabel(field: Pick<Field, 'name' | 'label'>): string {
  return field.label ?? nameWords(field.name);
}

/** What people call an entity's field by its name (`fieldLabel`); the name itself for no field of it. */
export function fieldLabelIn(entity: Pick<Entity, 'fields'> | undefined, name: string): string {
  const field = entity?.fields.find((f) => f.name === name);
  return field ? fieldLabel(field) : name;
}

/** A state or action of point 4 as a word in a sentence: `inReview` → "in review". */
export function stateWords(state: string): string {
  return nameWords(state).toLowerCase();
}
