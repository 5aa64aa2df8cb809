import type { CheckedRecordQuery } from '@specrun/runtime';
import { plainText } from './columnTypes.ts';
import { holdingConditions } from './holdingConditions.ts';
import type { SqlParams } from './SqlClient.ts';
import type { TableStatements } from './tableStatements.ts';
import type { TableDesign } from './TableDesign.ts';

/** One statement and its parameters. */
export interface Statement {
  text: string;
  params: SqlParams;
}

/** The statements that answer a record query (`RecordStore.queryPage`) on one table. */
export interface QueryStatements {
  /** The page's rows, in the query's order. */
  page: Statement;
  /** The count of the rows that hold the query's values. */
  count: Statement;
  /**
   * The statement that tells whether a row keeps a value of a field the conditions read in
   * `extra` (they do not see it); undefined when they read none. The page (each row) and the
   * count also answer it, as `odd_extra`.
   */
  extra?: Statement;
  /**
   * The same page read from the list's other end, given how many rows hold the query's values
   * in the snapshot it is read in: its rows in the opposite order (the caller turns them round),
   * or `empty` when the page lies past the last row. Only for a page with a limit and no place
   * to start after.
   */
  fromEnd?: (total: number) => Statement | 'empty';
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
  const clause = (parts: readonly string[]) =>
    parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`;
  // Whether a row keeps a value of a filtered field in `extra` is asked in the same statements.
  const keys = fields.map((field) => `${JSON.stringify(field)}:`);
  const odd = (first: number) =>
    keys.length === 0 ? undefined : `${sql.extraHolds(first, keys.length)}::text AS odd_extra`;
  const countOdd = odd(params.length + 1);
  const pageOf = (way: 'asc' | 'desc', take: number | undefined, skip: number): Statement => {
    const where = [...conditions];
    const pageParams = [...params];
    if (after) {
      pageParams.push(after.createdAt, after.id);
      const n = pageParams.length;
      const past = way === 'asc' ? '>' : '<';
      where.push(`(created_at, id) ${past} ($${n - 1}::text COLLATE "C", $${n}::text COLLATE "C")`);
    }
    let cut = '';
    if (take !== undefined) {
      pageParams.push(String(take));
      cut += `LIMIT $${pageParams.length}::text::bigint `;
    }
    if (skip > 0) {
      pageParams.push(String(skip));
      cut += `OFFSET $${pageParams.length}::text::bigint`;
    }
    const pageOdd = odd(pageParams.length + 1);
    const desc = way === 'asc' ? '' : ' DESC';
    // A list without a limit is read in one pass.
    const text =
      take === undefined
        ? `SELECT ${sql.select}${pageOdd === undefined ? '' : `, ${pageOdd}`} FROM ${sql.table} ${clause(where)} ORDER BY created_at${desc}, id${desc} ${cut}`
        : sql.byPlaces(clause(where), way, cut, pageOdd);
    return { text, params: [...pageParams, ...keys] };
  };
  const statements: QueryStatements = {
    page: pageOf(direction, limit, offset),
    count: {
      text: `SELECT count(*)::text AS n${countOdd === undefined ? '' : `, ${countOdd}`} FROM ${sql.table} ${clause(conditions)}`,
      params: [...params, ...keys],
    },
  };
  if (keys.length > 0) statements.extra = { text: `SELECT ${odd(1) ?? ''}`, params: keys };
  if (after === undefined && limit !== undefined) {
    const other = direction === 'asc' ? 'desc' : 'asc';
    statements.fromEnd = (total) => {
      const window = fromOtherEnd(total, offset, limit);
      return window === undefined ? 'empty' : pageOf(other, window.limit, window.offset);
    };
  }
  return statements;
}

/**
 * The window of a page counted from the other end of a list of `total` rows: positions offset …
 * offset + limit - 1 one way are total - offset - limit … total - offset - 1 the other way (cut at
 * 0). Undefined when the page lies past the last row.
 */
export function fromOtherEnd(
  total: number,
  offset: number,
  limit: number,
): { limit: number; offset: number } | undefined {
  const take = Math.min(limit, total - offset);
  return take <= 0 ? undefined : { limit: take, offset: Math.max(total - offset - limit, 0) };
}
