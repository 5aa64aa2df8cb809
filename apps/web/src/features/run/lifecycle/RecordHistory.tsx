import { Stack, Table, Text, Title } from '@mantine/core';
import { actorInProse, formatDateTime, type StoredRecord } from '@specrun/runtime';
import { useSession } from '../SessionContext.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

/**
 * The moves of a record through its lifecycle, oldest first: action, from, to, who and when; on a
 * phone, each move is a block of its own.
 */
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
          stackOnPhone
          verticalSpacing="xs"
          aria-labelledby="history-heading"
          columns={['When', 'Action', 'From', 'To', 'By']}
        >
          {history.map((entry, i) => (
            <Table.Tr key={i} role="row">
              <Table.Th scope="row" role="rowheader" fw={400}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, { seconds: true })}</time>
              </Table.Th>
              <Table.Td role="cell" data-label="Action">
                {entry.action}
              </Table.Td>
              <Table.Td role="cell" data-label="From">
                {entry.from}
              </Table.Td>
              <Table.Td role="cell" data-label="To">
                {entry.to}
              </Table.Td>
              <Table.Td role="cell" data-label="By">
                {actorInProse(entry.by, users)}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
