import { mapCalls, type Spec } from '@specrun/model';

/**
 * Whether an entity's records may be read by id for their labels: always in local storage (a
 * spec without calls, or an entity no call reads), and through the spec's calls when one reads
 * one record; else only its list call knows them, and a screen lists the entity.
 */
export function readableById(spec: Spec): (entity: string) => boolean {
  if (spec.calls.length === 0) return () => true;
  const map = mapCalls(spec);
  return (entity) => !map.hasCalls(entity) || map.find(entity, 'read') !== undefined;
}
