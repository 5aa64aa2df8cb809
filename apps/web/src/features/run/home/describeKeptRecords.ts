import type { MigrationReport } from '@specrun/runtime';

/**
 * One sentence per entity the spec no longer has whose records the store still keeps (the
 * migration's `orphaned`, in its order): how many there are, and that "Export all data" includes
 * them. Entities with no records left say nothing.
 */
export function describeKeptRecords(orphaned: MigrationReport['orphaned']): string[] {
  return orphaned
    .filter(({ count }) => count > 0)
    .map(
      ({ entity, count }) =>
        `${count === 1 ? '1 record' : `${count} records`} of ${entity}, an entity this spec no longer has, ${count === 1 ? 'is' : 'are'} kept on this device: Export all data includes ${count === 1 ? 'it' : 'them'}.`,
    );
}
