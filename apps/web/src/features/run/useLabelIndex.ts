import { readReferenceLabels, type ReferenceLabels } from '@specrun/runtime';
import { useCallback, useState } from 'react';
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
 * only those records are read, one by one (a detail screen's few references).
 */
export function useLabelIndex(
  entities: readonly string[],
  ids?: ReadonlyMap<string, readonly string[]>,
): LabelIndexLoad {
  const { source, spec, users } = useSession();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const known = entities.filter((name) => spec.entities.some((e) => e.name === name));
  const wanted = ids === undefined ? '' : JSON.stringify([...ids]);
  const read = useLiveLoad(
    `labels:${known.join(',')}:${wanted}`,
    known,
    async () => ({ attempt, ...(await readReferenceLabels(source, spec, known, users, ids)) }),
    { attempt },
  );
  const retrying = read.status === 'ready' && read.value.attempt < attempt;
  return { read, retry, retrying };
}
