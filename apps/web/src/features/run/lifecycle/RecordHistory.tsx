import { Stack, Table, Text, Title } from '@mantine/core';
import { actorInProse, formatDateTime, type StoredRecord } from '@specrun/runtime';
import { useSession } from '../SessionContext.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

/** The moves of a record through its lifecycle, oldest first: action, from, to, who and when. */
export function RecordHistory({ record }: { record: StoredRecord }) {
  const { users } = useSession();
  const history = record.history ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="history-heading">
      <Title order={2} id="history-heading">
        History
      </Title>
      {history.length === 0 ? (
        <Text size="sm">No action has been taken on this record yet.</Text>
      ) : (
        <ScrollTable
          minWidth={480}
          verticalSpacing="xs"
          aria-labelledby="history-heading"
          columns={['When', 'Action', 'From', 'To', 'By']}
        >
          {history.map((entry, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <time dateTime={entry.at}>{formatDateTime(entry.at, { seconds: true })}</time>
              </Table.Td>
              <Table.Td>{entry.action}</Table.Td>
              <Table.Td>{entry.from}</Table.Td>
              <Table.Td>{entry.to}</Table.Td>
              <Table.Td>{actorInProse(entry.by, users)}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
