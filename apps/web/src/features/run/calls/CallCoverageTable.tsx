import { Code, Table, Text } from '@mantine/core';
import { mapCalls, type Spec } from '@specrun/model';
import { useMemo } from 'react';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { callCoverage } from './callCoverage.ts';

/** What goes through a call and what stays in local storage, entity by entity. */
export function CallCoverageTable({ spec }: { spec: Spec }) {
  const rows = useMemo(() => callCoverage(spec, mapCalls(spec)), [spec]);
  if (rows.length === 0)
    return <Text size="sm">No call of the spec reads or writes an entity’s records.</Text>;
  return (
    <ScrollTable
      minWidth={560}
      verticalSpacing="xs"
      aria-label="What goes where"
      columns={['Entity', 'Does', 'Through']}
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.entity} ${row.operation}`}>
          <Table.Td>{row.entity}</Table.Td>
          <Table.Td>{row.operation}</Table.Td>
          <Table.Td>
            {row.call ? (
              <Text size="sm">
                {row.call.name}{' '}
                <Code>
                  {row.call.method} {row.call.path}
                </Code>
              </Text>
            ) : row.byList ? (
              <Text size="sm">the list call (no call reads one)</Text>
            ) : (
              <Text size="sm" c="orange.9">
                local storage: the spec lists no call for it
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
