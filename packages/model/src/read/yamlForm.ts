import type { PointKey, Value } from '../model/Spec.ts';
import { formatValue } from '../grammar/cells.ts';
import type { TableKind } from './rows.ts';

/**
 * The shape of the YAML form (docs/yaml-form.md), shared by its reader, its writer, the Markdown
 * writer and the JSON Schema: which lists each section holds, and how a row's natural YAML values
 * become the cell text that the Markdown form would hold.
 */

/** A list of rows inside a section mapping: its key there and the table kind of its rows. */
export interface YamlList {
  key: string;
  kind: TableKind;
}

/**
 * The row lists of each section in the YAML form. Points 3 and 4 hold lists of entities and of
 * lifecycles instead (see `ENTITY_KEYS`, `LIFECYCLE_KEYS`).
 */
export const SECTION_LISTS: Record<PointKey, readonly YamlList[]> = {
  product: [{ key: 'audience', kind: 'audience' }],
  screens: [{ key: 'routes', kind: 'screens' }],
  entities: [],
  states: [],
  validation: [{ key: 'rules', kind: 'rules' }],
  roles: [
    { key: 'permissions', kind: 'permissions' },
    { key: 'users', kind: 'users' },
  ],
  calls: [{ key: 'calls', kind: 'calls' }],
  errors: [{ key: 'errors', kind: 'errors' }],
  constants: [{ key: 'constants', kind: 'constants' }],
};

/** The keys of point 7's mapping for its sentences about the wire (`Spec.wire`). */
export const WIRE_KEYS = ['errorShape', 'token', 'unknownQuery'] as const;

/** The keys of the spec's top-level mapping besides the nine points. */
export const TOP_KEYS = ['specification', 'intro'] as const;

/** The keys of an entity's mapping (point 3) and of its list display. */
export const ENTITY_KEYS = ['entity', 'text', 'fields', 'list'] as const;
export const LIST_KEYS = ['noun', 'shows', 'order'] as const;

/** The keys of a lifecycle's mapping (point 4). */
export const LIFECYCLE_KEYS = ['entity', 'initial', 'text', 'transitions'] as const;

/**
 * How a column's value is written in YAML: `text` a string, `list` a sequence of names (a comma
 * list in Markdown), `answers` a sequence of answers (`;`-separated in Markdown), `flag` a boolean
 * (yes/no), `value` a string, number or boolean, `status` a number.
 */
export type ColumnStyle = 'text' | 'list' | 'answers' | 'flag' | 'value' | 'status';

/** The style of one column of a table kind (`text` unless listed here). */
export function columnStyle(kind: TableKind, column: string): ColumnStyle {
  if (column === 'roles' || (kind === 'permissions' && ['role', 'may', 'on'].includes(column))) {
    return 'list';
  }
  if (kind === 'calls' && column === 'answers') return 'answers';
  if (kind === 'fields' && column === 'required') return 'flag';
  if (kind === 'constants' && column === 'value') return 'value';
  if (kind === 'errors' && column === 'status') return 'status';
  return 'text';
}

/** A column's value in natural YAML terms. */
export type NaturalValue = string | number | boolean | string[];

/**
 * The cell text of a natural value in a column of the given style: what the Markdown form holds
 * and what the shared row builder reads.
 */
export function cellText(style: ColumnStyle, value: NaturalValue): string {
  if (Array.isArray(value)) return value.join(style === 'answers' ? '; ' : ', ');
  if (style === 'flag' && typeof value === 'boolean') return value ? 'yes' : 'no';
  if (style === 'value') return formatValue(value as Value);
  return String(value);
}

/** The plural noun that an entity's list display defaults to in the YAML form (`Category` → `categories`). */
export function defaultListNoun(entity: string): string {
  const word = entity.charAt(0).toLowerCase() + entity.slice(1);
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}
