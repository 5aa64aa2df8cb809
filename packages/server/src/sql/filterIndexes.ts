import { mapCalls, type Spec } from '@specrun/model';
import { shortHash } from './sqlNames.ts';
import type { TableDesign } from './TableDesign.ts';

/** A plain index over a column that lists are filtered by, in the order lists are read. */
export interface FilterIndex {
  name: string;
  column: string;
}

/**
 * The indexes of an entity's table for the columns its lists are filtered by: its references
 * (`ref`), the fields a call's path scopes it by (`/authors/:authorId/books`), and the fields a
 * call names a record by (`/articles/:slug`). Each index also orders by creation, as lists are
 * read, so a filtered list is one index range. Only text columns: `listWhere` filters by text.
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
