import type { Spec } from '@specrun/model';
import { shortHash } from './sqlNames.ts';
import type { TableDesign } from './TableDesign.ts';

/** A unique index the database holds for the spec, and the error a duplicate gets. */
export interface UniqueIndex {
  /** The index's name (short and stable: a hash of the table and column). */
  name: string;
  field: string;
  column: string;
  /** The error code of a duplicate: the rule's, or NOT_UNIQUE for a field noted `unique`. */
  code: string;
  /** Placeholder values of its message: the field, and the spec's constants. */
  values: Record<string, string>;
}

const UNIQUE_RULE = /^\s*unique\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)\s*$/;

/**
 * The unique indexes an entity's table gets: one for each field noted `unique`, and each field
 * a rule checks with exactly `unique(field)` on every save (a rule on create only, or one that
 * says more, stays the rules' alone). The database then holds them between requests and
 * processes: of two writes of one value at once, one is refused with the rule's code.
 */
export function uniqueIndexes(spec: Spec, design: TableDesign): UniqueIndex[] {
  const entity = spec.entities.find((e) => e.name === design.entity);
  if (!entity) return [];
  const constants = Object.fromEntries(spec.constants.map((c) => [c.name, String(c.value)]));
  const codes = new Map<string, string>();
  for (const rule of spec.rules) {
    if (rule.entity !== entity.name || rule.on !== 'save') continue;
    const field = UNIQUE_RULE.exec(rule.expression.source)?.[1];
    if (field !== undefined && !codes.has(field)) codes.set(field, rule.error);
  }
  for (const field of entity.fields)
    if (field.unique && !codes.has(field.name)) codes.set(field.name, 'NOT_UNIQUE');
  const indexes: UniqueIndex[] = [];
  for (const [field, code] of codes) {
    const column = design.columns.find((c) => c.field === field);
    if (!column) continue;
    indexes.push({
      name: `uq_${shortHash(`${design.table}\u0000${column.column}`)}`,
      field,
      column: column.column,
      code,
      values: { ...constants, field },
    });
  }
  return indexes;
}
