import { NO, YES } from '../grammar/cells.ts';
import { SIMPLE_FIELD_TYPES } from '../grammar/fieldType.ts';
import { BEHAVIOUR_KINDS } from '../model/ListBehaviour.ts';
import { SCREEN_KINDS } from '../model/Spec.ts';
import { HTTP_METHODS } from '../read/buildElements.ts';
import type { TableKind } from '../read/rows.ts';
import { columnStyle, type ColumnStyle } from '../read/yamlForm.ts';
import type { JsonSchema } from './JsonSchema.ts';

/**
 * The JSON Schema of one column's value in a row of the YAML form. It accepts what the reader
 * reads without an error and refuses what it reports, as far as a schema can say it; where a
 * column takes a few known words, their enumeration lets an editor complete them.
 */

/** A name, which YAML may read as a number (an entity `2024`). */
export const NAME: JsonSchema = { type: ['string', 'number'] };

/** The JSON type of a column's value in each style (docs/yaml-form.md, "Rows"). */
const STYLE_TYPES: Record<ColumnStyle, JsonSchema> = {
  text: { type: ['string', 'number', 'boolean', 'null'] },
  list: { type: ['string', 'array', 'null'], items: NAME },
  // A status alone (`answers: 204`) is a number, as YAML reads it.
  answers: { type: ['string', 'integer', 'array', 'null'], items: NAME },
  flag: {
    anyOf: [
      { type: ['boolean', 'null'] },
      { enum: [...YES, ...NO] },
      // The reader takes these words in any case (`Yes`, `NO`).
      { type: 'string', pattern: caseless([...YES, ...NO]) },
    ],
  },
  value: { type: ['string', 'number', 'boolean'] },
  status: {
    anyOf: [
      { type: ['integer', 'null'], minimum: 100, maximum: 599 },
      // A quoted status (`"422"`) is read as the number; an empty one as no status.
      { type: 'string', pattern: '^(?:[1-5][0-9]{2})?$' },
    ],
  },
};

/**
 * The schema of a column's value. A column the row cannot do without (`needed`) may not be
 * null, an empty text or an empty list, which the reader reports as a missing cell; a constant's
 * `value: ""` is the empty text, not a missing value.
 */
export function columnSchema(kind: TableKind, column: string, needed: boolean): JsonSchema {
  const style = columnStyle(kind, column);
  const base = needed && style !== 'value' ? filled(STYLE_TYPES[style]) : STYLE_TYPES[style];
  if (kind === 'screens' && column === 'screen') return { enum: [...SCREEN_KINDS] };
  if (kind === 'behaviours' && column === 'behaviour') return { enum: [...BEHAVIOUR_KINDS] };
  if (kind === 'calls' && column === 'method') {
    return {
      anyOf: [{ enum: [...HTTP_METHODS] }, { type: 'string', pattern: caseless(HTTP_METHODS) }],
    };
  }
  // Other words are read too (an action's name, `ref Category`): the enumeration only completes.
  if (kind === 'rules' && column === 'on') return { anyOf: [{ enum: ['save', 'create'] }, base] };
  if (kind === 'fields' && column === 'type') {
    return { anyOf: [{ enum: [...SIMPLE_FIELD_TYPES, 'money EUR'] }, base] };
  }
  return base;
}

/** A schema of plain types without null, an empty text or an empty list. */
function filled(schema: JsonSchema): JsonSchema {
  const types = schema['type'];
  if (!Array.isArray(types)) return schema;
  const kept = types.filter((t) => t !== 'null');
  return {
    ...schema,
    type: kept,
    ...(kept.includes('string') ? { minLength: 1 } : {}),
    ...(kept.includes('array') ? { minItems: 1 } : {}),
  };
}

/** A pattern that matches any of the words, in any case (JSON Schema patterns have no flags). */
function caseless(words: readonly string[]): string {
  const letters = (word: string): string =>
    [...word]
      .map((c) =>
        c.toLowerCase() === c.toUpperCase() ? c : `[${c.toUpperCase()}${c.toLowerCase()}]`,
      )
      .join('');
  return `^(?:${words
    .filter((w) => w !== '')
    .map(letters)
    .join('|')})$`;
}

/** A list of names that names at least one (a list display's `shows`). */
export const FILLED_NAME_LIST: JsonSchema = filled(STYLE_TYPES.list);
