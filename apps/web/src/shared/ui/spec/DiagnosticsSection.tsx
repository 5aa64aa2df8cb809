import { Code, Stack, Table, Text, Title } from '@mantine/core';
import type { Diagnostic, Severity } from '@specrun/model';
import { describeDiagnosticCounts } from '../../format/describeCounts.ts';
import { SeverityBadge } from '../SeverityBadge.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

interface DiagnosticsSectionProps {
  diagnostics: readonly Diagnostic[];
  counts: Record<Severity, number>;
}

/** What the reader and the checker found: severity, code, message, line:column and hint. */
export function DiagnosticsSection({ diagnostics, counts }: DiagnosticsSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="diagnostics-heading">
      <Title order={2} id="diagnostics-heading">
        Diagnostics
      </Title>
      {diagnostics.length === 0 ? (
        <Text>No diagnostics: the spec reads and checks cleanly.</Text>
      ) : (
        <>
          <Text>{describeDiagnosticCounts(counts)}.</Text>
          {/* Codes do not wrap: on a phone the table scrolls in its own box, not the page. */}
          <ScrollTable
            minWidth={560}
            verticalSpacing="sm"
            aria-labelledby="diagnostics-heading"
            columns={['Severity', 'Code', 'Message', 'Line:column']}
          >
            {diagnostics.map((d, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <SeverityBadge severity={d.severity} />
                </Table.Td>
                <Table.Td>
                  <Code style={{ whiteSpace: 'nowrap' }}>{d.code}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{d.message}</Text>
                  {d.hint !== undefined && (
                    <Text size="sm" fs="italic">
                      Hint: {d.hint}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {d.at.line}:{d.at.column}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        </>
      )}
    </Stack>
  );
}
