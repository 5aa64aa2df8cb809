import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table of data with a row of column headers, in a box of its own that scrolls sideways when
 * the screen is narrower than `minWidth`: on a phone the columns keep their width and the page
 * itself does not scroll sideways. `children` are the body's rows.
 */
export function ScrollTable({
  minWidth,
  columns,
  children,
  ...table
}: TableProps & { minWidth: number; columns: readonly string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table withTableBorder {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
