import { readReferenceLabels, type ReferenceLabels, type SeenRecords } from '@specrun/runtime';
import { useCallback, useEffect, useState } from 'react';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';
import { useLiveLoad } from './useLiveLoad.ts';

/** The labels of the records a screen's references point at, as `useLabelIndex` loads them. */
export interface LabelIndexLoad {
  /**
   * The labels, and the entities whose records could not be listed (`readReferenceLabels`): a
   * failed list call of one of them leaves the others, and the screen, as they are.
   */
  read: Loadable<ReferenceLabels>;
  /** Lists the records again (after a failure), keeping the labels read until then. */
  retry: () => void;
  /** True from `retry` until its read is done. */
  retrying: boolean;
}

/**
 * The labels of the records of `entities` and of the spec's users, kept live, so that references
 * show the name of what they point at (`Travel`, `Ada Employee`) instead of an id. With `ids`,
 * only those records are read (`readReferenceLabels`: in one batch where the source can), and
 * each id once while its record does not change: new ids (a list read further) read only
 * themselves, and the labels read until then stay shown meanwhile.
 */
export function useLabelIndex(
  entities: readonly string[],
  ids?: ReadonlyMap<string, readonly string[]>,
): LabelIndexLoad {
  const { source, spec, users } = useSession();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const known = entities.filter((name) => spec.entities.some((e) => e.name === name));
  const [seen] = useState<SeenRecords>(() => new Map());
  // Subscribed before the load below, so that a change is forgotten before it reads again.
  useEffect(
    () =>
      source.subscribe((change) => {
        if (change.entity === undefined) seen.clear();
        else if (change.ids === undefined) seen.delete(change.entity);
        else for (const id of change.ids) seen.get(change.entity)?.delete(id);
      }),
    [source, seen],
  );
  const wanted = ids === undefined ? '' : JSON.stringify([...ids]);
  const entitiesKey = known.join(',');
  const read = useLiveLoad(
    `labels:${entitiesKey}:${wanted}`,
    known,
    async () => {
      if (attempt > 0) seen.clear();
      return { attempt, ...(await readReferenceLabels(source, spec, known, users, ids, seen)) };
    },
    { attempt },
  );
  // The labels of the same entities read for fewer ids, shown while the new ids are read.
  const [last, setLast] = useState<{ entities: string; read: typeof read } | undefined>();
  if (read.status !== 'loading' && last?.read !== read) setLast({ entities: entitiesKey, read });
  const shown = read.status === 'loading' && last?.entities === entitiesKey ? last.read : read;
  const retrying = shown.status === 'ready' && shown.value.attempt < attempt;
  return { read: shown, retry, retrying };
}
