import { prepareSearch, type LabelIndex, type StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useEffect } from 'react';
import { whenIdle } from '../../../shared/loading/whenIdle.ts';

/** Records prepared per idle moment: a few milliseconds of work, so scrolling stays smooth. */
const CHUNK = 2000;

/** How long a chunk may wait for an idle moment, in ms. */
const IDLE_TIMEOUT = 500;

/**
 * Prepares the searchable text of a list's records while the page is idle, a chunk at a time,
 * so that the first letter typed in the search box of 100,000 records answers quickly.
 */
export function usePreparedSearch(
  records: readonly StoredRecord[] | undefined,
  entity: Entity,
  labels: LabelIndex | undefined,
): void {
  useEffect(() => {
    if (!records || !labels) return;
    let from = 0;
    let cancel = (): void => undefined;
    const step = (): void => {
      prepareSearch(records.slice(from, from + CHUNK), entity, { labels });
      from += CHUNK;
      if (from < records.length) cancel = whenIdle(step, IDLE_TIMEOUT);
    };
    cancel = whenIdle(step, IDLE_TIMEOUT);
    return () => cancel();
  }, [records, entity, labels]);
}
