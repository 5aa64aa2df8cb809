import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSession } from '../SessionContext.ts';
import { describeKeptRecords } from './describeKeptRecords.ts';

/**
 * Tells that the store keeps records of entities the spec no longer has (renamed or removed
 * since they were written), as the migration that opened the store counted them; nothing when
 * there are none.
 */
export function KeptRecordsNotice() {
  const { migration } = useSession();
  const [sentences, setSentences] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    migration.then(
      (report) => {
        if (current) setSentences(describeKeptRecords(report.orphaned));
      },
      () => undefined, // A failed migration is shown by every read that waited for it.
    );
    return () => {
      current = false;
    };
  }, [migration]);
  if (sentences.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title="Records the spec no longer shows" role="note">
      {sentences.map((sentence) => (
        <Text key={sentence} size="sm">
          {sentence}
        </Text>
      ))}
    </Alert>
  );
}
