import { Anchor, Box, Table } from '@mantine/core';
import {
  cellText,
  fieldLabel,
  listColumns,
  recordLabel,
  type LabelIndex,
  type ListSort,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ariaSortOf } from './listControls.ts';
import { SortButton } from './SortButton.tsx';
import type { RowColumn, RowParts } from './behaviours/useRowParts.tsx';
import classes from './RecordTable.module.css';

// Core only: the runtime searches, filters and sorts; the table lays out columns and cells.
const features = tableFeatures({});

/** A row's height before it is measured (Mantine's table with `xs` spacing and one line). */
const ROW_HEIGHT = 39;

interface RecordTableProps {
  /** The table's accessible name: the screen's title. */
  label: string;
  entity: Entity;
  /** The records to show, in order. */
  records: readonly StoredRecord[];
  labels: LabelIndex;
  sort: ListSort | undefined;
  onSort: (field: string) => void;
  /** Where a record opens, when the app has a screen for it. */
  hrefOf: ((record: StoredRecord) => string) | undefined;
  /** The controls the list's row behaviours add: columns, and fields edited in place. */
  parts?: RowParts | undefined;
}

/**
 * An entity's records as a table with sortable column headers. Only the rows in view are in the
 * page (the rest are spacers), so that 100,000 records scroll smoothly; the table says how many
 * rows it has and which one each is (`aria-rowcount`, `aria-rowindex`) for screen readers.
 */
export function RecordTable({
  label,
  entity,
  records,
  labels,
  sort,
  onSort,
  hrefOf,
  parts,
}: RecordTableProps) {
  const fields = useMemo(() => listColumns(entity), [entity]);
  const labelOf = useMemo(() => new Map(fields.map((f) => [f.name, fieldLabel(f)])), [fields]);
  const before = parts?.before ?? NO_COLUMNS;
  const after = parts?.after ?? NO_COLUMNS;
  const span = before.length + fields.length + after.length;
  const columns = useMemo(
    (): ColumnDef<typeof features, StoredRecord>[] =>
      fields.map((field) => ({
        id: field.name,
        header: field.name,
        accessorFn: (record) => cellText(record.values[field.name], field, labels),
      })),
    [fields, labels],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  // Rows are measured by place, not by record (no `getItemKey`): the virtualizer then lays out
  // its 100,000 places again only when their number changes, not on every sort, where keying by
  // record would cost a pass over every record.
  // The app does not use the React Compiler, which cannot memoize what the virtualizer returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  // The runtime has searched, filtered and sorted the records already: the table only lays out
  // the rows in view, so that its row model costs the same for 100 records as for 100,000.
  const data = useMemo(() => records.slice(first, last + 1), [records, first, last]);
  const table = useTable({ features, columns, data, getRowId: (record) => record.id });
  const rows = table.getRowModel().rows;
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const [, navigate] = useLocation();

  const open = (record: StoredRecord) => (event: MouseEvent) => {
    // The link in the first cell opens the record itself; a click elsewhere in the row does too,
    // but not one on a control of the row (a checkbox, a button, an input).
    if (!hrefOf || (event.target as Element).closest(CONTROLS)) return;
    navigate(hrefOf(record));
  };

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
      style={{ maxHeight: 'max(24rem, 65vh)', overflow: 'auto' }}
      bd="1px solid var(--mantine-color-gray-3)"
    >
      <Table
        stickyHeader
        highlightOnHover={hrefOf !== undefined}
        verticalSpacing="xs"
        aria-label={label}
        aria-rowcount={records.length + 1}
        className={classes.table}
        role="table"
        style={{
          tableLayout: 'fixed',
          minWidth: `${fields.length * 9 + [...before, ...after].reduce((sum, c) => sum + c.width, 0)}rem`,
        }}
      >
        <Table.Thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} aria-rowindex={1} role="row">
              {before.map((column) => (
                <ControlHeader key={column.id} column={column} />
              ))}
              {group.headers.map((header) => (
                <Table.Th
                  key={header.id}
                  scope="col"
                  role="columnheader"
                  aria-sort={ariaSortOf(sort, header.column.id)}
                >
                  <SortButton
                    name={header.column.id}
                    label={labelOf.get(header.column.id) ?? header.column.id}
                    sort={sort}
                    onClick={() => onSort(header.column.id)}
                  />
                </Table.Th>
              ))}
              {after.map((column) => (
                <ControlHeader key={column.id} column={column} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {top > 0 && <Spacer height={top} span={span} />}
          {items.map((item) => {
            const row = rows[item.index - first];
            if (!row) return null;
            const record = row.original;
            return (
              <Table.Tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                role="row"
                onClick={open(record)}
                style={hrefOf ? { cursor: 'pointer' } : undefined}
              >
                {before.map((column) => (
                  <Table.Td key={column.id} data-control role="cell">
                    {column.render(record)}
                  </Table.Td>
                ))}
                {row.getAllCells().map((cell, index) => {
                  const text = String(cell.getValue());
                  const own = parts?.cell(record, cell.column.id, text);
                  return (
                    <Table.Td
                      key={cell.id}
                      role="cell"
                      data-label={labelOf.get(cell.column.id)}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {own !== undefined ? (
                        own
                      ) : index === 0 && hrefOf ? (
                        <Anchor component={Link} href={hrefOf(record)}>
                          {text || recordLabel(entity, record)}
                        </Anchor>
                      ) : (
                        text
                      )}
                    </Table.Td>
                  );
                })}
                {after.map((column) => (
                  <Table.Td key={column.id} data-control role="cell">
                    {column.render(record)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {bottom > 0 && <Spacer height={bottom} span={span} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

const NO_COLUMNS: readonly RowColumn[] = [];

/** What a click on a row leaves to itself rather than open the record. */
const CONTROLS = 'a, button, input, label, [role="button"]';

/** The header of a column of controls: its name, at its width; it does not sort. */
function ControlHeader({ column }: { column: RowColumn }) {
  return (
    <Table.Th scope="col" role="columnheader" style={{ width: `${column.width}rem` }}>
      {column.header}
    </Table.Th>
  );
}

/** Stands in for the rows out of view, so that the scroll bar fits the whole list. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
