import { Box, Stack, Table, Text } from '@mantine/core';
import type { Gap } from '@specrun/model';
import { useCallback, useMemo } from 'react';
import { DiagramBox } from './DiagramBox.tsx';
import { KIND_SUFFIX, type ErEdge, type ErGraph, type ErNode } from './erGraph.ts';
import { LineButton } from './LineButton.tsx';
import { useDiagramJumps } from './useDiagramJumps.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

interface ErViewProps {
  graph: ErGraph;
  gap: Gap | undefined;
  onJump: (at: SourceAt) => void;
}

const BORDER: Record<ErNode['kind'], string> = {
  entity: '1px solid var(--mantine-color-gray-7)',
  user: '1px dashed var(--mantine-color-blue-9)',
  missing: '2px dashed var(--mantine-color-red-9)',
};

function EntityBox({ node, onJump }: { node: ErNode; onJump: (at: SourceAt) => void }) {
  return (
    <Box
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        border: BORDER[node.kind],
        borderRadius: 4,
        background: 'var(--mantine-color-white)',
        color: 'var(--mantine-color-dark-9)',
        textAlign: 'left',
        overflow: 'hidden',
      }}
    >
      <Text
        fw={700}
        size="sm"
        px={8}
        style={{
          height: 34,
          lineHeight: '34px',
          borderBottom: '1px solid var(--mantine-color-gray-4)',
          background:
            node.kind === 'missing' ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-1)',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          overflow: 'hidden',
        }}
      >
        {node.name}
        {KIND_SUFFIX[node.kind]}
      </Text>
      <Box px={8} pt={4}>
        {node.fields.slice(0, node.fields.length - node.moreFields).map((field, i) => (
          <Text
            key={i}
            ff="monospace"
            fz={12}
            style={{ height: 20, lineHeight: '20px', whiteSpace: 'nowrap', overflow: 'hidden' }}
            onClick={
              field.at
                ? (event) => {
                    // The field's line, not the entity's.
                    event.stopPropagation();
                    if (field.at) onJump(field.at);
                  }
                : undefined
            }
          >
            {field.required ? <b>{field.name}</b> : field.name}
            <span style={{ color: 'var(--mantine-color-dark-6)' }}>: {field.type}</span>
          </Text>
        ))}
        {node.moreFields > 0 && (
          <Text fz={12} fs="italic" style={{ height: 20, lineHeight: '20px' }}>
            and {node.moreFields} more
          </Text>
        )}
      </Box>
    </Box>
  );
}

function describeReference(edge: ErEdge): string {
  return `${edge.field} → ${edge.toName}${edge.many ? ', a list' : ''}${edge.dangling ? ' (not defined)' : ''}`;
}

/**
 * The ER diagram of point 3 and, as its text alternative, a table of the entities with their
 * fields and references, each with the line that defines it.
 */
export function ErView({ graph, gap, onJump }: ErViewProps) {
  const drawEntity = useCallback(
    (node: ErNode) => <EntityBox node={node} onJump={onJump} />,
    [onJump],
  );
  const { edgeById, renderNode, jumpNode, jumpEdge } = useDiagramJumps(graph, drawEntity, onJump);
  const outgoing = useMemo(() => {
    const map = new Map<string, ErEdge[]>();
    for (const edge of graph.edges) map.set(edge.from, [...(map.get(edge.from) ?? []), edge]);
    return map;
  }, [graph]);
  const isDashed = useCallback((id: string) => edgeById.get(id)?.dangling ?? false, [edgeById]);

  if (graph.nodes.length === 0)
    return (
      <Stack gap="sm">
        <ViewNotice gap={gap} />
        {gap?.status !== 'not shown' && <Text size="sm">The spec defines no entities.</Text>}
      </Stack>
    );
  return (
    <Stack gap="md">
      <ViewNotice gap={gap} />
      <DiagramBox
        graph={graph}
        name="the ER diagram"
        renderNode={renderNode}
        onNodeClick={jumpNode}
        onEdgeClick={jumpEdge}
        isDashed={isDashed}
        caption={
          <>
            The entities of point 3 with their fields (required ones in bold). An arrow is a{' '}
            <code>ref</code> field, labelled with its name; &ldquo;(list)&rdquo; marks a list of
            references. A dashed red box is a name that no entity has.
          </>
        }
      />
      <ScrollTable
        minWidth={520}
        verticalSpacing="xs"
        aria-label="Entities and their references"
        columns={['Entity', 'Fields', 'References', 'Defined at']}
      >
        {graph.nodes.map((node) => (
          <Table.Tr key={node.id}>
            <Table.Th scope="row">
              {node.name}
              {node.kind === 'user' && ' (built in: the users of point 6)'}
              {node.kind === 'missing' && ' (not defined in the spec)'}
            </Table.Th>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {node.fields
                  .map(
                    (field) => `${field.name}: ${field.type}${field.required ? ' (required)' : ''}`,
                  )
                  .join('; ')}
              </Text>
            </Table.Td>
            <Table.Td>
              {(outgoing.get(node.id) ?? []).map((edge) => (
                <Text size="sm" key={edge.id}>
                  {describeReference(edge)}{' '}
                  <LineButton
                    at={edge.at}
                    what={`field ${edge.field} of ${edge.fromName}`}
                    onJump={onJump}
                  />
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              <LineButton
                at={node.kind === 'missing' ? undefined : node.at}
                what={node.kind === 'user' ? 'point 6, the users' : `entity ${node.name}`}
                onJump={onJump}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Stack>
  );
}
