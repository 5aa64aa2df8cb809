import { Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { findUsages, formatValue } from '@specrun/model';
import { useMemo } from 'react';
import { useSession } from '../SessionContext.ts';
import { NotShownNotice } from './NotShownNotice.tsx';
import { UsageList } from './UsageList.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

/**
 * The constants of point 9: each with its value, its meaning and every place that uses it. On a
 * phone each constant is a block, as in the catalogue, so that its uses are on the screen.
 */
export function ConstantsScreen() {
  const { spec, opened, gaps } = useSession();
  useDocumentTitle(`Constants · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const usages = useMemo(() => findUsages(spec, opened.text), [spec, opened.text]);
  const gap = gaps.find((g) => g.point === 9);
  return (
    <Stack gap="xl">
      <Title order={1}>Constants</Title>
      {spec.constants.length === 0 ? (
        gap?.status === 'not shown' ? (
          <NotShownNotice point={9} title={gap.title} />
        ) : (
          <Text>The spec defines no constants.</Text>
        )
      ) : (
        <ScrollTable
          minWidth={640}
          stackOnPhone
          verticalSpacing="sm"
          aria-label="Constants of the spec"
          columns={['Name', 'Value', 'Meaning', 'Used by']}
        >
          {spec.constants.map((constant) => (
            <Table.Tr key={constant.name} role="row">
              <Table.Th scope="row" role="rowheader" fw={600} ff="monospace">
                {constant.name}
              </Table.Th>
              <Table.Td role="cell" data-label="Value">
                {/* The value alone, not its cell's label on a phone, is in monospace. */}
                <Text span inherit ff="monospace">
                  {formatValue(constant.value)}
                </Text>
              </Table.Td>
              <Table.Td role="cell" data-label="Meaning">
                {constant.meaning}
              </Table.Td>
              <Table.Td role="cell" data-label="Used by">
                <UsageList uses={usages.constants.get(constant.name) ?? []} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
