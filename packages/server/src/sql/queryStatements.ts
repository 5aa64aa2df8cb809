import type { CheckedRecordQuery } from '@specrun/runtime';
import { plainText } from './columnTypes.ts';
import { holdingConditions } from './holdingConditions.ts';
import type { SqlParams } from './SqlClient.ts';
import type { TableStatements } from './tableStatements.ts';
import type { TableDesign } from './TableDesign.ts';

/** The statements that answer a record query (`RecordStore.queryPage`) on one table. */
export interface QueryStatements {
  /** The page's rows, in the query's order. */
  page: { text: string; params: SqlParams };
  /** The count of the rows that hold the query's values. */
  count: { text: string; params: SqlParams };
  /** The fields the conditions read: a value of one kept in `extra` is not seen by them. */
  fields: readonly string[];
}

/**
 * The SQL of a query: the fields' conditions on their columns (`holdingConditions`), the page
 * after a place (keyset) and its `LIMIT` and `OFFSET`, its places read from an index alone
 * (`byPlaces`), and a `COUNT` of the same conditions. Undefined when the columns cannot answer it
 * (a field with no column, a place no text parameter can carry).
 */
export function queryStatements(
  design: TableDesign,
  sql: TableStatements,
  query: CheckedRecordQuery,
): QueryStatements | undefined {
  const { direction, after, offset, limit } = query;
  const holding = holdingConditions(design, query.holding, 1);
  if (holding === undefined) return undefined;
  if (after && !(plainText(after.createdAt) && plainText(after.id))) return undefined;
  const { conditions, params, fields } = holding;
  const where = [...conditions];
  const pageParams = [...params];
  if (after) {
    pageParams.push(after.createdAt, after.id);
    const n = pageParams.length;
    const past = direction === 'asc' ? '>' : '<';
    where.push(`(created_at, id) ${past} ($${n - 1}::text COLLATE "C", $${n}::text COLLATE "C")`);
  }
  let cut = '';
  if (limit !== undefined) {
    pageParams.push(String(limit));
    cut += `LIMIT $${pageParams.length}::text::bigint `;
  }
  pageParams.push(String(offset));
  cut += `OFFSET $${pageParams.length}::text::bigint`;
  const clause = (parts: readonly string[]) =>
    parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`;
  const way = direction === 'asc' ? '' : ' DESC';
  // A list without a limit is read in one pass.
  const page =
    limit === undefined
      ? `SELECT ${sql.select} FROM ${sql.table} ${clause(where)} ORDER BY created_at${way}, id${way} ${cut}`
      : sql.byPlaces(clause(where), direction, cut);
  return {
    page: { text: page, params: pageParams },
    count: { text: `SELECT count(*)::text AS n FROM ${sql.table} ${clause(conditions)}`, params },
    fields,
  };
}
