import type { ListQuery, ListSort } from '../query/queryRecords.ts';
import type { PageOptions, StoredRecord } from '../storage/RecordStore.ts';
import type { DataSource } from './DataSource.ts';

/** How many records a list reads first: a screenful and more, so that it shows at once. */
export const FIRST_PAGE_SIZE = 100;

/** Lists of up to this many records are read whole before they show: it is quick, and no
 * "loading the rest" flashes by. */
export const WHOLE_LIST_UP_TO = 2000;

/** What a list has read of an entity's records so far: its first page, then all of them. */
export type ListRead =
  | {
      complete: false;
      /** The first records in the order of creation, read `direction`. */
      records: StoredRecord[];
      direction: 'asc' | 'desc';
      /** How many records the entity has in all. */
      count: number;
    }
  | {
      complete: true;
      /** Every record, oldest first. */
      records: StoredRecord[];
      /**
       * How many records the entity has: as many as `records`, except while the list is read
       * again after a change, when it is the count after the change (`refreshListRead`).
       */
      count: number;
    };

/** The reads a list makes of a data source. */
export type ListReader = Pick<DataSource, 'list' | 'listPage' | 'count'>;

/** Options of `readListInSteps`. */
export interface ReadInStepsOptions {
  /** The first page to read and hand to `onFirstPage`; without it, all records are read at once. */
  firstPage?: PageOptions;
  /** Told the first page while the rest is read. */
  onFirstPage?: (read: ListRead & { complete: false }) => void;
  /** Awaited between the first page and the rest, e.g. to let the page paint the first rows. */
  beforeRest?: () => Promise<void>;
  /** Up to this many records, the first page is not handed out; default `WHOLE_LIST_UP_TO`. */
  wholeUpTo?: number;
}

/**
 * The first page of a list with `sort` (`undefined` when the list has no order) can be read
 * ahead of the rest only when it is an order of creation: the store's index gives it.
 */
export function firstPageFor(
  sort: ListSort | undefined,
  limit = FIRST_PAGE_SIZE,
): PageOptions | undefined {
  if (sort === undefined) return { limit };
  if (sort.field === 'createdAt') return { limit, direction: sort.direction };
  return undefined;
}

/**
 * Reads an entity's records for a list in two steps: the first page (and the count) at once, so
 * that the first rows show whatever the list's length, then every record. Resolves with all of
 * them, oldest first. A list of at most `wholeUpTo` records is read whole in the second step.
 */
export async function readListInSteps(
  source: ListReader,
  entity: string,
  options: ReadInStepsOptions = {},
): Promise<ListRead & { complete: true }> {
  const { firstPage, onFirstPage, beforeRest, wholeUpTo = WHOLE_LIST_UP_TO } = options;
  if (firstPage) {
    const [records, count] = await Promise.all([
      source.listPage(entity, firstPage),
      source.count(entity),
    ]);
    const direction = firstPage.direction ?? 'asc';
    if ((firstPage.offset ?? 0) === 0 && records.length >= count)
      return { complete: true, records: direction === 'asc' ? records : records.reverse(), count };
    if (count > wholeUpTo) {
      onFirstPage?.({ complete: false, records, direction, count });
      await beforeRest?.();
    }
  }
  const records = await source.list(entity);
  return { complete: true, records, count: records.length };
}

/**
 * What a list shows when, after a change, the first page of its new read (`early`) comes in while
 * `previous` is shown: that page when `previous` is itself a first page or holds no more than it
 * (nothing shown is lost); otherwise `previous`, kept whole so that the rows in view stay put, with
 * the new count, until every record is read again. Regression: after an import of 300,000 records
 * the list's count stayed as it was for 7 to 12 seconds, the time of reading them all again.
 */
export function refreshListRead(previous: ListRead, early: ListRead): ListRead {
  if (!previous.complete || previous.records.length <= early.records.length) return early;
  return { ...previous, count: early.count };
}

/**
 * Whether a list's first page answers `query` as the whole list would, as its first rows: no
 * search or filter (they could keep records further down), and the order it was read in.
 */
export function firstPageAnswers(read: ListRead, query: ListQuery): boolean {
  if (read.complete) return true;
  if ((query.search?.trim() ?? '') !== '' || (query.filters?.length ?? 0) > 0) return false;
  const { sort } = query;
  if (sort === undefined) return read.direction === 'asc';
  return sort.field === 'createdAt' && sort.direction === read.direction;
}
