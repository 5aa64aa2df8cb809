import { Alert, Text } from '@mantine/core';
import type { MigrationReport } from '@specrun/runtime';
import { describeKeptRecords } from './describeKeptRecords.ts';

/** The notice of records kept of entities the spec no longer has, one sentence per entity. */
export function KeptRecordsAlert({ orphaned }: { orphaned: MigrationReport['orphaned'] }) {
  return (
    <Alert color="blue" variant="light" title="Records the spec no longer shows" role="note">
      {describeKeptRecords(orphaned).map((sentence) => (
        <Text key={sentence} size="sm">
          {sentence}
        </Text>
      ))}
    </Alert>
  );
}
