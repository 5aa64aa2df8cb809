import type { Entity } from '@specrun/model';
import { pluralOf } from '@specrun/model';

export { pluralOf };

/** How people name an entity's records, in lower case: one `claim`, many `claims`. */
export interface EntityNoun {
  one: string;
  many: string;
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
