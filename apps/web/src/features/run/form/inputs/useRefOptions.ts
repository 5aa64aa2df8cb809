import type { ComboboxItem } from '@mantine/core';
import { NOT_LOADED_MARK, recordLabel } from '@specrun/runtime';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../SessionContext.ts';
import { useRecords } from '../../useRecords.ts';

/** The records a reference may point at, as options of a picker, and whether they still load. */
export interface RefOptions {
  options: ComboboxItem[];
  loading: boolean;
  /**
   * Why the records could not be listed (a failed or timed-out list call: its errors with their
   * codes, as `CallError` words them); absent when they were.
   */
  problem?: string;
  /** Lists the records again, after a failure. */
  retry: () => void;
}

/**
 * The options of a reference to `entity`, labelled by `recordLabel` and sorted by label: the
 * session's users by name for `User`, else the entity's records, kept live.
 */
export function useRefOptions(entity: string): RefOptions {
  const { spec, users } = useSession();
  const isUser = entity === 'User';
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const records = useRecords(isUser ? undefined : entity, attempt);
  return useMemo(() => {
    if (isUser) {
      const options = users.map((u) => ({ value: u.id, label: u.name || u.id }));
      return { options, loading: false, retry };
    }
    if (records.status === 'error')
      return { options: [], loading: false, problem: records.error.message, retry };
    if (records.status !== 'ready') return { options: [], loading: true, retry };
    const target = spec.entities.find((e) => e.name === entity);
    const options = records.value
      .map((r) => ({ value: r.id, label: recordLabel(target, r) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { options, loading: false, retry };
  }, [isUser, users, records, spec, entity, retry]);
}

/**
 * Adds an option for each chosen id the options lack, so it stays visible: a record since removed
 * (`(not found)`), or, when the records could not be listed (`refs.problem`), one that may well
 * exist (`(not loaded)`); while they load, its id alone.
 */
export function withChosen(
  refs: Pick<RefOptions, 'options' | 'loading' | 'problem'>,
  chosen: readonly string[],
): ComboboxItem[] {
  const { options } = refs;
  const known = new Set(options.map((o) => o.value));
  const missing = chosen.filter((id) => id !== '' && !known.has(id));
  if (missing.length === 0) return options;
  const mark =
    refs.problem !== undefined ? ` ${NOT_LOADED_MARK}` : refs.loading ? '' : ' (not found)';
  return [...options, ...missing.map((id) => ({ value: id, label: `${id}${mark}` }))];
}
