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
  /**
   * The statement that tells whether a row keeps a value of a field the conditions read in
   * `extra` (they do not see it); undefined when they read none. The page (each row) and the
   * count also answer it, as `odd_extra`.
   */
  extra?: { text: string; params: SqlParams };
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
  if (!Object.keys(query.holding).every((field) => plainText(JSON.stringify(field))))
    return undefined;
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
  if (offset > 0) {
    pageParams.push(String(offset));
    cut += `OFFSET $${pageParams.length}::text::bigint`;
  }
  const clause = (parts: readonly string[]) =>
    parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`;
  const way = direction === 'asc' ? '' : ' DESC';
  // Whether a row keeps a value of a filtered field in `extra` is asked in the same statements.
  const keys = fields.map((field) => `${JSON.stringify(field)}:`);
  const odd = (first: number) =>
    keys.length === 0 ? undefined : `${sql.extraHolds(first, keys.length)}::text AS odd_extra`;
  const pageOdd = odd(pageParams.length + 1);
  const countOdd = odd(params.length + 1);
  // A list without a limit is read in one pass.
  const page =
    limit === undefined
      ? `SELECT ${sql.select}${pageOdd === undefined ? '' : `, ${pageOdd}`} FROM ${sql.table} ${clause(where)} ORDER BY created_at${way}, id${way} ${cut}`
      : sql.byPlaces(clause(where), direction, cut, pageOdd);
  const statements: QueryStatements = {
    page: { text: page, params: [...pageParams, ...keys] },
    count: {
      text: `SELECT count(*)::text AS n${countOdd === undefined ? '' : `, ${countOdd}`} FROM ${sql.table} ${clause(conditions)}`,
      params: [...params, ...keys],
    },
  };
  if (keys.length > 0) statements.extra = { text: `SELECT ${odd(1) ?? ''}`, params: keys };
  return statements;
}
