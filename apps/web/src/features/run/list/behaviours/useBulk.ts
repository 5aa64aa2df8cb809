import { runBulk, type AppError, type Outcome, type StoredRecord } from '@specrun/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A bulk run of a list's behaviour: under way with its progress, or what it did. */
export type BulkState =
  | { status: 'idle' }
  | { status: 'running'; doing: string; done: number; total: number }
  | { status: 'finished'; text: string; refusals: AppError[] };

/** The words a bulk run is said in: "Completing", then "completed 3 todos". */
export interface BulkWords {
  /** What it is doing: "Completing todos". */
  doing: string;
  /** What it did to `n` records: "Completed 3 todos". */
  did: (n: number) => string;
}

/** Running one bulk action of a list at a time, with its progress and a way to cancel it. */
export interface Bulk {
  state: BulkState;
  run: (
    words: BulkWords,
    records: readonly StoredRecord[],
    step: (record: StoredRecord) => Promise<Outcome<unknown>>,
  ) => Promise<void>;
  cancel: () => void;
}

/**
 * Runs a bulk action over records one by one (`runBulk`), showing how far it is ("Completing 3 of
 * 12") with a way to cancel, then saying what it did and what was refused, with the first reason.
 */
export function useBulk(): Bulk {
  const [state, setState] = useState<BulkState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback<Bulk['run']>(async (words, records, step) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ status: 'running', doing: words.doing, done: 0, total: records.length });
    const result = await runBulk(records, step, {
      signal: own.signal,
      onProgress: (done, total) => setState({ status: 'running', doing: words.doing, done, total }),
    });
    if (controller.current === own) controller.current = undefined;
    const parts = [`${words.did(result.done)}.`];
    const refused = result.failed.length;
    if (refused > 0) parts.push(`${count(refused)} ${refused === 1 ? 'was' : 'were'} refused.`);
    if (result.cancelled) {
      const left = records.length - result.done - refused;
      parts.push(`Cancelled: ${count(left)} left as ${left === 1 ? 'it was' : 'they were'}.`);
    }
    setState({
      status: 'finished',
      text: parts.join(' '),
      refusals: result.failed.flatMap((f) => f.errors).slice(0, 1),
    });
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, run, cancel };
}

function count(n: number): string {
  return n.toLocaleString('en');
}
