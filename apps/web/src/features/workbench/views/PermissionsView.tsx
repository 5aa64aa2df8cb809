import { Stack, Text } from '@mantine/core';
import { permissionMatrix } from '@specrun/runtime';
import type { Gap, Spec } from '@specrun/model';
import { useMemo } from 'react';
import { PermissionMatrixTables } from '../../../shared/ui/spec/PermissionMatrixTables.tsx';
import { LineButton } from './LineButton.tsx';
import { cellSources } from './referenceRows.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';

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
      <PermissionMatrixTables
        matrix={matrix}
        headingOrder={3}
        idPrefix="views-matrix"
        cellDetails={(cell, { role, entity, action }) =>
          cellSources(spec, cell).map((at, i) => (
            <LineButton
              key={i}
              at={at}
              what={`the permission: ${role} may ${action} ${entity}`}
              onJump={onJump}
            />
          ))
        }
      />
    </Stack>
  );
}
