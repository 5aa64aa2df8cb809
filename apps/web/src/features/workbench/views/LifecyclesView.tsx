import { Box, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Gap } from '@specrun/model';
import { DiagramBox } from './DiagramBox.tsx';
import type { LifecycleGraph, StateNode } from './lifecycleGraph.ts';
import { LineButton } from './LineButton.tsx';
import { useDiagramJumps } from './useDiagramJumps.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

function StateBox({ node }: { node: StateNode }) {
  return (
    <Box
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // A double border needs a few pixels to show as two lines.
        border: node.final
          ? '4px double var(--mantine-color-gray-7)'
          : `${node.initial ? 3 : 1}px solid var(--mantine-color-gray-7)`,
        borderRadius: 20,
        background: node.initial ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-white)',
        color: 'var(--mantine-color-dark-9)',
        fontSize: 14,
        fontWeight: node.initial ? 700 : 500,
        whiteSpace: 'nowrap',
      }}
    >
      {node.name}
    </Box>
  );
}

/** A state's box in the diagram. */
const drawState = (node: StateNode) => <StateBox node={node} />;

function LifecycleSection({
  graph,
  onJump,
}: {
  graph: LifecycleGraph;
  onJump: (at: SourceAt) => void;
}) {
  const { renderNode, jumpNode, jumpEdge } = useDiagramJumps(graph, drawState, onJump);
  const titleId = `lifecycle-${graph.entity}-${graph.at?.line ?? 0}`;
  const rows = graph.transitions;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={3} id={titleId}>
          {graph.entity}
        </Title>
        <LineButton at={graph.at} what={`the lifecycle of ${graph.entity}`} onJump={onJump} />
      </Group>
      {!graph.entityKnown && (
        <Text size="sm" c="orange.9">
          {graph.entity} is not an entity of point 3.
        </Text>
      )}
      <Text size="sm">
        {graph.initial === undefined ? (
          'The initial state is not shown.'
        ) : (
          <>
            Initial state: <Code>{graph.initial}</Code>.
          </>
        )}
      </Text>
      {graph.nodes.length > 0 && (
        <DiagramBox
          graph={graph}
          name={`the state diagram of ${graph.entity}`}
          renderNode={renderNode}
          onNodeClick={jumpNode}
          onEdgeClick={jumpEdge}
          caption={`State diagram of ${graph.entity}. The initial state is bold; a double border marks a final state (no transition leads out of it). An arrow names the actions that take it and the roles that may.`}
        />
      )}
      {rows.length === 0 ? (
        <Text size="sm">The lifecycle has no transitions.</Text>
      ) : (
        <ScrollTable
          minWidth={520}
          verticalSpacing="xs"
          aria-label={`Transitions of ${graph.entity}`}
          columns={['From', 'Action', 'To', 'Roles', 'When', 'Defined at']}
        >
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              <Table.Td>{row.from}</Table.Td>
              <Table.Th scope="row">{row.action}</Table.Th>
              <Table.Td>{row.to}</Table.Td>
              <Table.Td>{row.roles.length === 0 ? 'any' : row.roles.join(', ')}</Table.Td>
              <Table.Td>{row.when?.source && <Code>{row.when.source}</Code>}</Table.Td>
              <Table.Td>
                <LineButton
                  at={row.at}
                  what={`transition ${row.action} of ${graph.entity}`}
                  onJump={onJump}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}

/** The state diagrams of point 4, one per lifecycle, each with a table of its transitions. */
export function LifecyclesView({
  graphs,
  gap,
  onJump,
}: {
  graphs: LifecycleGraph[];
  gap: Gap | undefined;
  onJump: (at: SourceAt) => void;
}) {
  return (
    <Stack gap="xl">
      <ViewNotice gap={gap} />
      {graphs.length === 0 && gap?.status !== 'not shown' && (
        <Text size="sm">The spec gives no lifecycle.</Text>
      )}
      {graphs.map((graph, i) => (
        <LifecycleSection key={i} graph={graph} onJump={onJump} />
      ))}
    </Stack>
  );
}
