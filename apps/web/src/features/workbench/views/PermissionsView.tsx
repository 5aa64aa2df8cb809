import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { permissionMatrix, type MatrixCell } from '@specrun/runtime';
import type { Gap, Spec } from '@specrun/spec';
import { useMemo } from 'react';
import { LineButton } from './LineButton.tsx';
import { cellSources } from './referenceRows.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';

interface CellProps {
  spec: Spec;
  cell: MatrixCell | undefined;
  what: string;
  onJump: (at: SourceAt) => void;
}

/** A cell in words (yes, when…, no), what point 4 adds, and the lines of the rows granting it. */
function MatrixCellText({ spec, cell, what, onJump }: CellProps) {
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
      {cellSources(spec, cell).map((at, i) => (
        <LineButton key={i} at={at} what={`the permission: ${what}`} onJump={onJump} />
      ))}
    </Stack>
  );
}

/**
 * The permission matrix of point 6 (the runtime's `permissionMatrix`): per entity, roles ×
 * actions, each cell with its condition and the lines of the permission rows that grant it.
 */
export function PermissionsView({
  spec,
  gap,
  onJump,
}: {
  spec: Spec;
  gap: Gap | undefined;
  onJump: (at: SourceAt) => void;
}) {
  const matrix = useMemo(() => permissionMatrix(spec), [spec]);
  if (gap?.status === 'not shown')
    return (
      <Stack gap="sm">
        <ViewNotice gap={gap} />
        <Text size="sm">With no permissions in the spec, the running app restricts nobody.</Text>
      </Stack>
    );
  return (
    <Stack gap="xl">
      <ViewNotice gap={gap} />
      {spec.permissions.length === 0 && (
        <Text size="sm">The spec has no permission table: every cell below is yes.</Text>
      )}
      {matrix.entities.length === 0 && (
        <Text size="sm">The spec defines no entities, so the matrix has no columns.</Text>
      )}
      {matrix.entities.map(({ entity, actions }, i) => (
        <Stack gap="sm" key={entity} component="section" aria-labelledby={`views-matrix-${i}`}>
          <Title order={3} id={`views-matrix-${i}`}>
            {entity}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table
              withTableBorder
              withColumnBorders
              verticalSpacing="xs"
              aria-label={`Permissions on ${entity}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Role</Table.Th>
                  {actions.map((action) => (
                    <Table.Th scope="col" key={action}>
                      {action}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {matrix.roles.map((role) => (
                  <Table.Tr key={role}>
                    <Table.Th scope="row">{role}</Table.Th>
                    {actions.map((action) => (
                      <Table.Td key={action}>
                        <MatrixCellText
                          spec={spec}
                          cell={matrix.cells[role]?.[entity]?.[action]}
                          what={`${role} may ${action} ${entity}`}
                          onJump={onJump}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
