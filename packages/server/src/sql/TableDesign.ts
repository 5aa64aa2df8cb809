import type { Entity } from '@specrun/model';
import { columnTypeOf, type ColumnType } from './columnTypes.ts';
import { identifierFor } from './sqlNames.ts';

/** One field's column. */
export interface ColumnDesign {
  field: string;
  column: string;
  type: ColumnType;
}

/**
 * How one entity's records are laid out in its table, as kept in the database's registry: the
 * table's name and a column for each field the spec has given the entity so far. Every table
 * also has the columns of `SYSTEM_COLUMNS`.
 */
export interface TableDesign {
  entity: string;
  table: string;
  columns: ColumnDesign[];
}

/**
 * The columns every record table has: the id, the version, the times of creation and last
 * change (ISO text, compared byte by byte as the stores order them), and as JSON text the values
 * kept aside, the history, and `extra`: the values with no column, or that do not fit theirs
 * (a value of a field the spec no longer has, a number too large for a bigint, a text with NUL).
 */
export const SYSTEM_COLUMNS = [
  'id',
  'version',
  'created_at',
  'updated_at',
  'aside',
  'history',
  'extra',
] as const;

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);

/** Prefix of the registry's own tables; no entity's table starts with it. */
export const REGISTRY_PREFIX = '_specrun_';

/** The design of a table for an entity new to the database. */
export function newTableDesign(
  entity: string,
  fields: Entity['fields'],
  tablesTaken: ReadonlySet<string>,
): TableDesign {
  const table = identifierFor(
    entity,
    (name) => tablesTaken.has(name) || name.startsWith(REGISTRY_PREFIX),
  );
  return extendDesign({ entity, table, columns: [] }, fields).design;
}

/**
 * The design with a column for each of `fields` it has none for yet; `added` lists the new
 * columns. A field whose column has another type keeps its column: values that no longer fit
 * it are kept in `extra`, and read back as they were written.
 */
export function extendDesign(
  design: TableDesign,
  fields: Entity['fields'],
): { design: TableDesign; added: ColumnDesign[] } {
  const columns = [...design.columns];
  const added: ColumnDesign[] = [];
  const taken = new Set(columns.map((c) => c.column));
  for (const field of fields) {
    if (columns.some((c) => c.field === field.name)) continue;
    const column = identifierFor(field.name, (name) => SYSTEM.has(name) || taken.has(name));
    taken.add(column);
    const made = { field: field.name, column, type: columnTypeOf(field.type) };
    columns.push(made);
    added.push(made);
  }
  return { design: { ...design, columns }, added };
}
