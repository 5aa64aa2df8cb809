import { pluralOf } from './pluralOf.ts';

/**
 * The singular of an English plural, as `pluralOf` would write it back (`articles` → `article`,
 * `categories` → `category`, `people` → `person`); a word that is no plural `pluralOf` makes
 * stays as it is (`feed`, `status`).
 */
export function singularOf(plural: string): string {
  const lower = plural.toLowerCase();
  const candidates: string[] = [];
  if (lower.endsWith('ies')) candidates.push(`${plural.slice(0, -3)}y`);
  if (lower.endsWith('ves')) candidates.push(`${plural.slice(0, -3)}f`, `${plural.slice(0, -3)}fe`);
  if (lower.endsWith('es')) candidates.push(plural.slice(0, -2));
  if (lower.endsWith('s')) candidates.push(plural.slice(0, -1));
  candidates.push(...(IRREGULAR_GUESSES.get(lower) ?? []));
  return candidates.find((c) => pluralOf(c).toLowerCase() === lower) ?? plural;
}

/** Singulars no suffix rule finds, for the irregular plurals `pluralOf` knows. */
const IRREGULAR_GUESSES: ReadonlyMap<string, string[]> = new Map([
  ['people', ['person']],
  ['children', ['child']],
  ['men', ['man']],
  ['women', ['woman']],
  ['feet', ['foot']],
  ['teeth', ['tooth']],
  ['geese', ['goose']],
  ['mice', ['mouse']],
  ['lice', ['louse']],
  ['oxen', ['ox']],
  ['dice', ['die']],
  ['quizzes', ['quiz']],
]);
