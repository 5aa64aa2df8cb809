import type { Entity } from '@specrun/spec';

/** How people name an entity's records, in lower case: one `claim`, many `claims`. */
export interface EntityNoun {
  one: string;
  many: string;
}

/** The plural of an English noun, by the common rules: `category` → `categories`. */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * The words for an entity's records: its name split into lower-case words (`ExpenseClaim` →
 * `expense claim`), and for many the noun of its list sentence when it has one, else the plural.
 */
export function entityNoun(entity: Entity): EntityNoun {
  const one = entity.name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .trim()
    .toLowerCase();
  const listed = entity.list?.noun.trim();
  return { one, many: listed ? listed.toLowerCase() : pluralOf(one) };
}
