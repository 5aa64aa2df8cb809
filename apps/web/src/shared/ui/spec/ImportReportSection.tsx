import { Button, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { describeReportCounts, type OpenApiReport } from '../../openapi/OpenApiReport.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { SeverityBadge } from '../SeverityBadge.tsx';

/** Rows shown before "Show all": a large document's report runs to thousands. */
const FIRST_ROWS = 200;

/**
 * What the import of an OpenAPI document said: what the nine points cannot hold, the validator's
 * findings and renamed names, each at its file, line and column in the document.
 */
export function ImportReportSection({ report }: { report: OpenApiReport }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { diagnostics } = report;
  const shown = all ? diagnostics : diagnostics.slice(0, FIRST_ROWS);
  const kind = report.version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${report.version}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        What the import could not map
      </Title>
      <Text>
        Made of the {kind} document <Code>{report.fileName}</Code>: {describeReportCounts(report)}.
        {!report.validated && (
          <>
            {' '}
            The document was not validated in this browser: <Code>specrun import</Code> validates
            it.
          </>
        )}
      </Text>
      {diagnostics.length > 0 && (
        <ScrollTable
          minWidth={560}
          stackOnPhone
          verticalSpacing="sm"
          aria-labelledby={headingId}
          columns={['Severity', 'Code', 'Message', 'Where']}
        >
          {shown.map((d, index) => (
            <Table.Tr key={index} role="row">
              <Table.Td role="cell" data-label="Severity">
                <SeverityBadge severity={d.severity} />
              </Table.Td>
              <Table.Td role="cell" data-label="Code">
                <Code style={{ whiteSpace: 'nowrap' }}>{d.code}</Code>
              </Table.Td>
              <Table.Td role="cell" data-label="Message">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {d.message}
                </Text>
                {d.hint !== undefined && (
                  <Text size="sm" fs="italic">
                    Hint: {d.hint}
                  </Text>
                )}
              </Table.Td>
              <Table.Td role="cell" data-label="Where" style={{ whiteSpace: 'nowrap' }}>
                {d.file === report.fileName ? '' : `${d.file} `}
                {d.line}:{d.column}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      {shown.length < diagnostics.length && (
        <Button variant="default" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          Show all {diagnostics.length.toLocaleString('en')}
        </Button>
      )}
    </Stack>
  );
}
