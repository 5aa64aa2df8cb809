import { Code, Stack, Table, Text, Title } from '@mantine/core';
import type { MatrixCell, PermissionMatrix } from '@specrun/runtime';
import type { ReactNode } from 'react';
import classes from '../stackOnPhone.module.css';

/** Where a cell of the matrix is: a role may do an action on an entity. */
export interface MatrixPlace {
  role: string;
  entity: string;
  action: string;
}

interface PermissionMatrixTablesProps {
  matrix: PermissionMatrix;
  /** The level of each entity's heading, below the page's or the panel's own. */
  headingOrder: 2 | 3;
  /** Starts each section's heading id, unique on the page. */
  idPrefix: string;
  /** What a granted cell shows below its words: guards, the lines granting it… */
  cellDetails: (cell: MatrixCell, place: MatrixPlace) => ReactNode;
}

/**
 * The permission matrix of point 6 (the runtime's `permissionMatrix`), one table per entity:
 * roles × actions (read, create, update, delete, then its lifecycle's), each cell in words (yes,
 * when…, no) and whether point 4 opens a transition of a lifecycle action to the role. The
 * running app's Permissions screen and the workbench's view show it each with its own details.
 */
export function PermissionMatrixTables({
  matrix,
  headingOrder,
  idPrefix,
  cellDetails,
}: PermissionMatrixTablesProps) {
  return matrix.entities.map(({ entity, actions }, index) => (
    <Stack gap="sm" key={entity} component="section" aria-labelledby={`${idPrefix}-${index}`}>
      <Title order={headingOrder} id={`${idPrefix}-${index}`}>
        {entity}
      </Title>
      <Table.ScrollContainer minWidth={480} className={classes.container}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing="xs"
          aria-label={`Permissions on ${entity}`}
          className={classes.table}
          role="table"
        >
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th scope="col" role="columnheader">
                Role
              </Table.Th>
              {actions.map((action) => (
                <Table.Th scope="col" role="columnheader" key={action}>
                  {action}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {matrix.roles.map((role) => (
              <Table.Tr key={role} role="row">
                <Table.Th scope="row" role="rowheader">
                  {role}
                </Table.Th>
                {actions.map((action) => {
                  const cell = matrix.cells[role]?.[entity]?.[action];
                  return (
                    <Table.Td key={action} role="cell" data-label={action}>
                      <MatrixCellWords cell={cell}>
                        {cell && cellDetails(cell, { role, entity, action })}
                      </MatrixCellWords>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  ));
}

/** A cell in words: no; or yes, or each condition; then what point 4 adds and `children`. */
function MatrixCellWords({
  cell,
  children,
}: {
  cell: MatrixCell | undefined;
  children: ReactNode;
}) {
  if (cell === undefined || cell.allowed === 'never')
    return (
      <Text size="sm" c="dark.6">
        no
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      {cell.allowed === 'always' ? (
        <Text size="sm" fw={600}>
          yes
        </Text>
      ) : (
        cell.conditions.map((condition, i) => (
          <Text size="sm" key={i}>
            when <Code>{condition}</Code>
          </Text>
        ))
      )}
      {cell.transition && !cell.transition.roles && (
        <Text size="xs" c="orange.9">
          but no transition of this action is open to the role
        </Text>
      )}
      {children}
    </Stack>
  );
}
