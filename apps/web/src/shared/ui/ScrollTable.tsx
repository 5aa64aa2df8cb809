import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stackOnPhone.module.css';

/**
 * A table of data with a row of column headers, in a box of its own that scrolls sideways when
 * the screen is narrower than `minWidth`: on a phone the columns keep their width and the page
 * itself does not scroll sideways. `children` are the body's rows. With `stackOnPhone`, a phone
 * shows each row as a block instead, its cells one under the other, each headed by its cell's
 * `data-label` (`stackOnPhone.module.css`): give the body's cells `data-label` and `role="cell"`.
 */
export function ScrollTable({
  minWidth,
  columns,
  children,
  stackOnPhone = false,
  ...table
}: TableProps & {
  minWidth: number;
  columns: readonly string[];
  children: ReactNode;
  stackOnPhone?: boolean;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      {...(stackOnPhone ? { className: classes.container } : {})}
    >
      <Table
        withTableBorder
        {...table}
        {...(stackOnPhone ? { className: classes.table, role: 'table' } : {})}
      >
        <Table.Thead role={stackOnPhone ? 'rowgroup' : undefined}>
          <Table.Tr role={stackOnPhone ? 'row' : undefined}>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" role={stackOnPhone ? 'columnheader' : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role={stackOnPhone ? 'rowgroup' : undefined}>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
