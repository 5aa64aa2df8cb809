import { plainText, type ColumnType } from './columnTypes.ts';
import { quoteName } from './sqlNames.ts';
import type { TableDesign } from './TableDesign.ts';

/** The SQL conditions of a query's `holding`, with their text parameters (numbered from `first`). */
export interface HoldingConditions {
  conditions: string[];
  params: string[];
  /** The fields the conditions read, whose values that fit no column the caller must look for. */
  fields: string[];
}

/** True for the text `String` gives a finite number (not -0): `5`, `0.1`, `1e+21`. */
const numberText = (text: string): boolean => {
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && !Object.is(n, -0) && String(n) === text;
};

/**
 * The conditions under which a row's columns hold each field's text as `holdsValues` says (its
 * value written as text is the text; for a list, one item is), column type by column type; a
 * text no value of the column can be written as is `FALSE`. Undefined when a field has no
 * column: then only the records themselves can answer. Values that fit no column (kept in
 * `extra`) are not seen by these conditions: the caller checks that none of `fields` has one.
 */
export function holdingConditions(
  design: TableDesign,
  holding: Readonly<Record<string, string>>,
  first: number,
): HoldingConditions | undefined {
  const built: HoldingConditions = { conditions: [], params: [], fields: [] };
  for (const [field, text] of Object.entries(holding)) {
    const column = design.columns.find((c) => c.field === field);
    if (column === undefined) return undefined;
    built.fields.push(field);
    const param = (cast: string): string => {
      built.params.push(text);
      return `$${first + built.params.length - 1}::text${cast}`;
    };
    built.conditions.push(condition(column.type, quoteName(column.column), text, param));
  }
  return built;
}

function condition(
  type: ColumnType,
  column: string,
  text: string,
  param: (cast: string) => string,
): string {
  switch (type) {
    case 'text':
      return plainText(text) ? `${column} = ${param('')}` : 'FALSE';
    case 'bigint':
      return numberText(text) && Number.isSafeInteger(Number(text))
        ? `${column} = ${param('::bigint')}`
        : 'FALSE';
    case 'double precision':
      return numberText(text) ? `${column} = ${param('::double precision')}` : 'FALSE';
    // A money value is stored as String(n) digit for digit: equal numerics are equal numbers.
    case 'numeric':
      return numberText(text) ? `${column} = ${param('::numeric')}` : 'FALSE';
    case 'boolean':
      return text === 'true' || text === 'false' ? `${column} = ${param('::boolean')}` : 'FALSE';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? `to_char(${column}, 'YYYY-MM-DD') = ${param('')}`
        : 'FALSE';
    case 'jsonb': {
      // An item of the list, at its top level, equal to the text, the number or the truth value.
      const items: string[] = [];
      if (plainText(text)) items.push(`to_jsonb(${param('')})`);
      if (numberText(text)) items.push(`to_jsonb(${param('::numeric')})`);
      if (text === 'true' || text === 'false') items.push(`to_jsonb(${param('::boolean')})`);
      if (items.length === 0) return 'FALSE';
      return `EXISTS (SELECT 1 FROM jsonb_array_elements(${column}) AS item(v) WHERE item.v IN (${items.join(', ')}))`;
    }
  }
}
