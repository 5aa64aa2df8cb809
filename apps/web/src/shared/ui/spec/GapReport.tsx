import type { Gap } from '@specrun/spec';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { describeGapCounts } from '../../format/describeCounts.ts';
import { GapStatusBadge } from '../GapStatusBadge.tsx';

/** The nine points as a table: title, status in words and colour, and what is missing. */
export function GapReport({ gaps }: { gaps: readonly Gap[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="gaps-heading">
      <Title order={2} id="gaps-heading">
        Gap report
      </Title>
      <Text>{describeGapCounts(gaps)}.</Text>
      <Table withTableBorder verticalSpacing="sm" aria-labelledby="gaps-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Point</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">What is missing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gaps.map((gap) => (
            <Table.Tr key={gap.point}>
              <Table.Th scope="row" fw={500}>
                {gap.point}. {gap.title}
                {gap.at && (
                  <Text size="xs" component="span" display="block">
                    line {gap.at.line}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <GapStatusBadge status={gap.status} size="md" />
              </Table.Td>
              <Table.Td>
                <Missing gap={gap} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Missing({ gap }: { gap: Gap }) {
  if (gap.missing.length === 0) {
    return <Text size="sm">{gap.status === 'not shown' ? 'The whole point' : 'Nothing'}</Text>;
  }
  return (
    <List size="sm" spacing={2}>
      {gap.missing.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
