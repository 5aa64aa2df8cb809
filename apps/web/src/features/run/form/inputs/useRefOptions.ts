import type { ComboboxItem } from '@mantine/core';
import { recordLabel } from '@specrun/runtime';
import { useMemo } from 'react';
import { useSession } from '../../SessionContext.ts';
import { useRecords } from '../../useRecords.ts';

/** The records a reference may point at, as options of a picker, and whether they still load. */
export interface RefOptions {
  options: ComboboxItem[];
  loading: boolean;
}

/**
 * The options of a reference to `entity`, labelled by `recordLabel` and sorted by label: the
 * session's users by name for `User`, else the entity's records, kept live.
 */
export function useRefOptions(entity: string): RefOptions {
  const { spec, users } = useSession();
  const isUser = entity === 'User';
  const records = useRecords(isUser ? undefined : entity);
  return useMemo(() => {
    if (isUser) {
      const options = users.map((u) => ({ value: u.id, label: u.name || u.id }));
      return { options, loading: false };
    }
    if (records.status !== 'ready') return { options: [], loading: records.status === 'loading' };
    const target = spec.entities.find((e) => e.name === entity);
    const options = records.value
      .map((r) => ({ value: r.id, label: recordLabel(target, r) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { options, loading: false };
  }, [isUser, users, records, spec, entity]);
}

/** Adds an option for each chosen id the options lack (a record since removed), so it stays visible. */
export function withChosen(options: ComboboxItem[], chosen: readonly string[]): ComboboxItem[] {
  const known = new Set(options.map((o) => o.value));
  const missing = chosen.filter((id) => id !== '' && !known.has(id));
  return missing.length === 0
    ? options
    : [...options, ...missing.map((id) => ({ value: id, label: `${id} (not found)` }))];
}
