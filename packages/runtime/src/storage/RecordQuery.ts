import {
  byCreation,
  checkPageOptions,
  holdsValues,
  isPastCursor,
  type PageCursor,
  type QueriedPage,
  type RecordQuery,
  type StoredRecord,
} from './RecordStore.ts';

export type { QueriedPage, RecordQuery } from './RecordStore.ts';

/** A query with its defaults given, as `checkRecordQuery` gives it. */
export interface CheckedRecordQuery {
  holding: Readonly<Record<string, string>>;
  direction: 'asc' | 'desc';
  after?: PageCursor;
  offset: number;
  limit?: number;
  count: boolean;
}

/**
 * Checks a query and gives each option its default; throws an `Error` that says what to pass
 * instead (a limit below 1, a negative offset, a value that is no text…).
 */
export function checkRecordQuery(query: RecordQuery): CheckedRecordQuery {
  if (typeof query !== 'object' || query === null)
    throw new Error('queryPage: the query must be an object.');
  const { holding = {}, count = false } = query;
  if (typeof holding !== 'object' || holding === null)
    throw new Error('queryPage: holding must name fields and the text each holds.');
  for (const [field, text] of Object.entries(holding))
    if (typeof text !== 'string')
      throw new Error(`queryPage: holding.${field} must be text, not ${String(text)}.`);
  if (typeof count !== 'boolean')
    throw new Error(`queryPage: count must be true or false, not ${String(count)}.`);
  let page: ReturnType<typeof checkPageOptions>;
  try {
    page = checkPageOptions({ ...query, limit: query.limit ?? 1 });
  } catch (error) {
    throw new Error(String((error as Error).message).replace(/^listPage:/, 'queryPage:'));
  }
  const checked: CheckedRecordQuery = {
    holding,
    direction: page.direction,
    offset: page.offset,
    count,
  };
  if (page.after) checked.after = page.after;
  if (query.limit !== undefined) checked.limit = page.limit;
  return checked;
}

/**
 * The answer to a query over an entity's records in memory, given in any order: what every
 * store must answer (the record-store contract holds each store to it).
 */
export function answerRecordQuery(
  records: readonly StoredRecord[],
  query: RecordQuery,
): QueriedPage {
  const { holding, direction, after, offset, limit, count } = checkRecordQuery(query);
  const held = records.filter((record) => holdsValues(record, holding)).sort(byCreation);
  if (direction === 'desc') held.reverse();
  const past = after ? held.filter((record) => isPastCursor(record, after, direction)) : held;
  const page = past.slice(offset, limit === undefined ? undefined : offset + limit);
  return count ? { records: page, total: held.length } : { records: page };
}
