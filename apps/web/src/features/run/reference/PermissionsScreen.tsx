import { Code, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { permissionMatrix, type MatrixCell } from '@specrun/runtime';
import { useMemo } from 'react';
import { PermissionMatrixTables } from '../../../shared/ui/spec/PermissionMatrixTables.tsx';
import { useSession } from '../SessionContext.ts';
import { NotShownNotice } from './NotShownNotice.tsx';

/** The guards under which point 4 lets the role take the action's transition, when it does. */
function guardsOf(cell: MatrixCell) {
  return cell.transition?.roles
    ? cell.transition.guards.map((guard, i) => (
        <Text size="xs" key={i}>
          guard <Code>{guard}</Code>
        </Text>
      ))
    : null;
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
      <PermissionMatrixTables
        matrix={matrix}
        headingOrder={2}
        idPrefix="matrix"
        cellDetails={guardsOf}
      />
    </Stack>
  );
}
