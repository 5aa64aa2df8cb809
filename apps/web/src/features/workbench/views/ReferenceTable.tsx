import { Stack, Table, Text } from '@mantine/core';
import type { Gap } from '@specrun/model';
import { LineButton } from './LineButton.tsx';
import type { ReferenceRow } from './referenceRows.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';

/** A column of a reference table; the first column heads its row. */
export interface ReferenceColumn<Cells> {
  key: keyof Cells & string;
  header: string;
  monospace?: boolean;
}

interface ReferenceTableProps<Cells> {
  label: string;
  columns: ReferenceColumn<Cells>[];
  rows: ReferenceRow<Cells>[];
  /** What a row is, for its line button's accessible name: "call list claims". */
  what: (row: ReferenceRow<Cells>) => string;
  /** Said when the point is shown but has no rows. */
  empty: string;
  gap: Gap | undefined;
  onJump: (at: SourceAt) => void;
}

/** A table of one point's rows (calls, errors, constants), each with the line that defines it. */
export function ReferenceTable<Cells extends Record<string, string>>({
  label,
  columns,
  rows,
  what,
  empty,
  gap,
  onJump,
}: ReferenceTableProps<Cells>) {
  return (
    <Stack gap="sm">
      <ViewNotice gap={gap} />
      {rows.length === 0 ? (
        gap?.status !== 'not shown' && <Text size="sm">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column.key}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Defined at</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  {columns.map((column, i) => {
                    const Cell = i === 0 ? Table.Th : Table.Td;
                    return (
                      <Cell
                        key={column.key}
                        {...(i === 0 ? { scope: 'row' } : {})}
                        {...(column.monospace ? { ff: 'monospace' } : {})}
                      >
                        {row.cells[column.key]}
                      </Cell>
                    );
                  })}
                  <Table.Td>
                    <LineButton at={row.at} what={what(row)} onJump={onJump} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
