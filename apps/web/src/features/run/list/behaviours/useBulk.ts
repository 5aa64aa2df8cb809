import {
  runBulk,
  type AppError,
  type BulkWrite,
  type BulkWriteOptions,
  type Outcome,
  type StoredRecord,
} from '@specrun/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../../shared/format/formatCount.ts';

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
  /**
   * Runs one bulk write of `total` records in batches (`DataSource.updateMany`), with the same
   * progress, cancel and report as `run`.
   */
  runMany: (
    words: BulkWords,
    total: number,
    write: (options: BulkWriteOptions) => Promise<BulkWrite>,
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
    setState(finished(words, records.length, result.done, result.failed, result.cancelled));
  }, []);

  const runMany = useCallback<Bulk['runMany']>(async (words, total, write) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ status: 'running', doing: words.doing, done: 0, total });
    let result: BulkWrite;
    try {
      result = await write({
        signal: own.signal,
        onProgress: (done, all) =>
          setState({ status: 'running', doing: words.doing, done, total: all }),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      result = {
        written: [],
        refused: [{ id: '', errors: [{ code: 'STORAGE', message: detail }] }],
        cancelled: false,
      };
    }
    if (controller.current === own) controller.current = undefined;
    setState(finished(words, total, result.written.length, result.refused, result.cancelled));
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, run, runMany, cancel };
}

/** What a bulk run did, said: how many it changed, how many were refused and why, what it left. */
function finished(
  words: BulkWords,
  total: number,
  done: number,
  failed: readonly { errors: AppError[] }[],
  cancelled: boolean,
): BulkState {
  const parts = [`${words.did(done)}.`];
  const refused = failed.length;
  if (refused > 0) parts.push(`${formatCount(refused)} ${refused === 1 ? 'was' : 'were'} refused.`);
  if (cancelled) {
    const left = total - done - refused;
    parts.push(`Cancelled: ${formatCount(left)} left as ${left === 1 ? 'it was' : 'they were'}.`);
  }
  return {
    status: 'finished',
    text: parts.join(' '),
    refusals: failed.flatMap((f) => f.errors).slice(0, 1),
  };
}
