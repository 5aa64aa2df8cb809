import { Box, Stack, Table, Text } from '@mantine/core';
import type { Gap } from '@specrun/model';
import { DiagramBox } from './DiagramBox.tsx';
import { LineButton } from './LineButton.tsx';
import { useDiagramJumps } from './useDiagramJumps.ts';
import type { RouteEdge, RouteMap, RouteNode } from './routeMap.ts';
import type { SourceAt } from './sourceAt.ts';
import { ViewNotice } from './ViewNotice.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

interface RouteMapViewProps {
  map: RouteMap;
  gap: Gap | undefined;
  onJump: (at: SourceAt) => void;
}

function ScreenBox({ node }: { node: RouteNode }) {
  const unknown = node.entity !== undefined && !node.entityKnown;
  return (
    <Box
      px={8}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        border: unknown
          ? '2px dashed var(--mantine-color-red-9)'
          : '1px solid var(--mantine-color-gray-7)',
        borderRadius: 6,
        background: 'var(--mantine-color-white)',
        color: 'var(--mantine-color-dark-9)',
        textAlign: 'left',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <Text
        ff="monospace"
        fw={700}
        fz={13}
        mt={6}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {node.route}
      </Text>
      <Text fz={12} c="dark.6" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {node.caption}
        {unknown && ' (not an entity)'}
      </Text>
    </Box>
  );
}

const LINK_WORDS: Record<RouteEdge['link'], string> = {
  open: 'opens a record in',
  new: 'offers a new record in',
  edit: 'edits the record in',
  reference: 'links, by its field',
};

function describeLink(edge: RouteEdge, target: RouteNode | undefined): string {
  const route = target?.route ?? '?';
  return edge.link === 'reference'
    ? `${LINK_WORDS.reference} ${edge.field ?? ''}, to ${route}`
    : `${LINK_WORDS[edge.link]} ${route}`;
}

/** A screen's box in the route map. */
const drawScreen = (node: RouteNode) => <ScreenBox node={node} />;

/**
 * The route map of point 2: each screen a box, an arrow wherever the running app links one
 * screen to another; as its text alternative, a table of the screens and where each leads.
 */
export function RouteMapView({ map, gap, onJump }: RouteMapViewProps) {
  const { nodeById, renderNode, jumpNode, jumpEdge } = useDiagramJumps(map, drawScreen, onJump);

  if (map.nodes.length === 0)
    return (
      <Stack gap="sm">
        <ViewNotice gap={gap} />
        {gap?.status !== 'not shown' && <Text size="sm">The spec lists no screens.</Text>}
        {gap?.status === 'not shown' && (
          <Text size="sm">
            The running app makes a list, a detail and two forms per entity instead; they are not
            the spec&rsquo;s, so they are not drawn here.
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="md">
      <ViewNotice gap={gap} />
      <DiagramBox
        graph={map}
        name="the route map"
        renderNode={renderNode}
        onNodeClick={jumpNode}
        onEdgeClick={jumpEdge}
        caption={
          <>
            The screens of point 2. An arrow is a link the running app shows: a list or board opens
            a record in the entity&rsquo;s detail (or its edit form when there is no detail), a list
            offers the form for a new record, a detail offers its edit form, and a detail links to
            the detail of each record its <code>ref</code> fields name (labelled with the field).
            Screens without parameters are also reached from the navigation, which is not drawn. A
            dashed red box shows an entity the spec does not define.
          </>
        }
      />
      <ScrollTable
        minWidth={560}
        verticalSpacing="xs"
        aria-label="Screens and where they lead"
        columns={['Route', 'Screen', 'Shows', 'Roles', 'Leads to', 'Defined at']}
      >
        {map.nodes.map((node) => (
          <Table.Tr key={node.id}>
            <Table.Th scope="row" ff="monospace">
              {node.route}
            </Table.Th>
            <Table.Td>{node.kind}</Table.Td>
            <Table.Td>
              {node.shows}
              {node.entity !== undefined && !node.entityKnown && ' (not an entity of the spec)'}
            </Table.Td>
            <Table.Td>{node.roles.length === 0 ? 'all' : node.roles.join(', ')}</Table.Td>
            <Table.Td>
              {map.edges
                .filter((edge) => edge.from === node.id)
                .map((edge) => (
                  <Text size="sm" key={edge.id}>
                    {describeLink(edge, nodeById.get(edge.to))}
                  </Text>
                ))}
            </Table.Td>
            <Table.Td>
              <LineButton at={node.at} what={`screen ${node.route}`} onJump={onJump} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Stack>
  );
}
