import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { permissionMatrix, type MatrixCell } from '@specrun/runtime';
import { useMemo } from 'react';
import { useSession } from '../SessionContext.ts';
import { NotShownNotice } from './NotShownNotice.tsx';

/** What a cell says, in words: always, when…, or not allowed; and what point 4 adds. */
function CellText({ cell }: { cell: MatrixCell | undefined }) {
  if (cell === undefined || cell.allowed === 'never')
    return (
      <Text size="sm" c="dark.6">
        no
      </Text>
    );
  const transition = cell.transition;
  return (
    <Stack gap={2}>
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
      {transition && !transition.roles && (
        <Text size="xs" c="orange.9">
          but no transition of this action is open to the role
        </Text>
      )}
      {transition?.roles &&
        transition.guards.map((guard, i) => (
          <Text size="xs" key={i}>
            guard <Code>{guard}</Code>
          </Text>
        ))}
    </Stack>
  );
}

/**
 * The permission matrix of point 6: for each entity, roles × actions (read, create, update,
 * delete, then its lifecycle's), each cell with its condition; lifecycle actions also say whether
 * point 4 opens a transition of that action to the role, and under which guards.
 */
export function PermissionsScreen() {
  const { spec, gaps } = useSession();
  useDocumentTitle(`Permissions · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const matrix = useMemo(() => permissionMatrix(spec), [spec]);
  const gap = gaps.find((g) => g.point === 6);
  return (
    <Stack gap="xl">
      <Title order={1}>Permissions</Title>
      {gap?.status === 'not shown' && <NotShownNotice point={6} title={gap.title} />}
      {gap?.status === 'not shown' && matrix.entities.length > 0 && (
        <Text size="sm">
          With no permissions in the spec, nobody is restricted: every cell below is yes.
        </Text>
      )}
      {matrix.entities.map(({ entity, actions }) => (
        <Stack gap="sm" key={entity} component="section" aria-labelledby={`matrix-${entity}`}>
          <Title order={2} id={`matrix-${entity}`}>
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
                        <CellText cell={matrix.cells[role]?.[entity]?.[action]} />
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
