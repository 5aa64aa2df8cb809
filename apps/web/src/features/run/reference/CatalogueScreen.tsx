import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { findUsages } from '@specrun/model';
import { useMemo } from 'react';
import { useSession } from '../SessionContext.ts';
import { NotShownNotice } from './NotShownNotice.tsx';
import { builtinRows, catalogueRows } from './referenceViews.ts';
import { UsageList } from './UsageList.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

/**
 * The error catalogue of point 8: every code with its status, its message (and the message as the
 * app shows it, constants filled in) and where the spec uses it; codes the spec uses without
 * listing them; then Specrun's own codes with their default messages.
 */
export function CatalogueScreen() {
  const { spec, opened, gaps } = useSession();
  useDocumentTitle(`Error catalogue · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const usages = useMemo(() => findUsages(spec, opened.text), [spec, opened.text]);
  const rows = useMemo(() => catalogueRows(spec, usages), [spec, usages]);
  const builtins = useMemo(() => builtinRows(spec), [spec]);
  const gap = gaps.find((g) => g.point === 8);
  return (
    <Stack gap="xl">
      <Title order={1}>Error catalogue</Title>
      {rows.length === 0 && gap?.status === 'not shown' ? (
        <NotShownNotice point={8} title={gap.title} />
      ) : (
        <ScrollTable
          minWidth={720}
          stackOnPhone
          verticalSpacing="sm"
          aria-label="Codes of the spec"
          columns={['Code', 'Status', 'Message', 'Used by']}
        >
          {rows.map((row) => (
            <Table.Tr key={row.code} role="row">
              <Table.Th scope="row" role="rowheader" fw={600} ff="monospace">
                {row.code}
                {!row.listed && (
                  <Badge color="orange.9" variant="outline" display="block" mt={4}>
                    not in the catalogue
                  </Badge>
                )}
              </Table.Th>
              <Table.Td role="cell" data-label="Status">
                {row.status ?? '—'}
              </Table.Td>
              <Table.Td role="cell" data-label="Message">
                {row.message === undefined ? (
                  <Text size="sm" fs="italic">
                    No message: the app shows the code itself
                  </Text>
                ) : (
                  <Text size="sm">{row.message}</Text>
                )}
                {row.filled !== undefined && (
                  <Text size="sm" c="dark.6">
                    Shown as: {row.filled}
                  </Text>
                )}
              </Table.Td>
              <Table.Td role="cell" data-label="Used by">
                <UsageList uses={usages.errors.get(row.code) ?? []} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      <Stack gap="sm" component="section" aria-labelledby="builtin-heading">
        <Title order={2} id="builtin-heading">
          Specrun&rsquo;s own codes
        </Title>
        <Text size="sm">
          The running app reports these when the spec&rsquo;s catalogue has no entry of the same
          code; an entry of the catalogue replaces the default message.
        </Text>
        <ScrollTable
          minWidth={480}
          stackOnPhone
          verticalSpacing="xs"
          aria-labelledby="builtin-heading"
          columns={['Code', 'Status', 'Default message']}
        >
          {builtins.map((row) => (
            <Table.Tr key={row.code} role="row">
              <Table.Th scope="row" role="rowheader" fw={600} ff="monospace">
                {row.code}
              </Table.Th>
              <Table.Td role="cell" data-label="Status">
                {row.status ?? '—'}
              </Table.Td>
              <Table.Td role="cell" data-label="Default message">
                {row.message}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      </Stack>
    </Stack>
  );
}
