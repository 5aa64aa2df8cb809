import { mapCalls, parseQuery, type Spec } from '@specrun/model';
import { shortHash } from './sqlNames.ts';
import type { TableDesign } from './TableDesign.ts';

/** A plain index over a column that lists are filtered by, in the order lists are read. */
export interface FilterIndex {
  name: string;
  column: string;
}

/**
 * The indexes of an entity's table for the columns its lists are filtered by: its references
 * (`ref`), the fields a call's path scopes it by (`/authors/:authorId/books`), the fields a call
 * names a record by (`/articles/:slug`), and the fields a list's query filters by
 * (`/books?status=status`). Each index also orders by creation, as lists are read, so a filtered
 * list, and its page, is one index range. Only text columns (the others are compared row by row).
 */
export function filterIndexes(spec: Spec, design: TableDesign): FilterIndex[] {
  const entity = spec.entities.find((e) => e.name === design.entity);
  if (!entity) return [];
  const fields = new Set<string>();
  for (const field of entity.fields) if (field.type.kind === 'ref') fields.add(field.name);
  for (const binding of mapCalls(spec).bindings) {
    if (binding.entity !== entity.name) continue;
    for (const scope of binding.scope) if (scope.field !== undefined) fields.add(scope.field);
    if (binding.key !== undefined && binding.key !== 'id') fields.add(binding.key);
    for (const param of parseQuery(binding.call.path).params)
      if (param.kind === 'filter' && param.path?.length === 1) fields.add(param.path[0]!);
  }
  const indexes: FilterIndex[] = [];
  for (const field of fields) {
    const column = design.columns.find((c) => c.field === field);
    if (column?.type !== 'text') continue;
    indexes.push({
      name: `ix_${shortHash(`${design.table}\u0000${column.column}`)}`,
      column: column.column,
    });
  }
  return indexes;
}
