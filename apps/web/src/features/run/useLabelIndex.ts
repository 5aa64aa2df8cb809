import { buildLabelIndex, type LabelIndex, type StoredRecord } from '@specrun/runtime';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';
import { useLiveLoad } from './useLiveLoad.ts';

/**
 * The labels of the records of `entities` and of the spec's users, kept live, so that references
 * show the name of what they point at (`Travel`, `Ada Employee`) instead of an id.
 */
export function useLabelIndex(entities: readonly string[]): Loadable<LabelIndex> {
  const { source, spec, users } = useSession();
  const known = entities.filter((name) => spec.entities.some((e) => e.name === name));
  return useLiveLoad(`labels:${known.join(',')}`, known, async () => {
    const records: Record<string, StoredRecord[]> = {};
    await Promise.all(
      known.map(async (name) => {
        records[name] = await source.list(name);
      }),
    );
    return buildLabelIndex(spec, records, users);
  });
}
