import ELK from 'elkjs/lib/elk.bundled.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildErGraph } from './erGraph.ts';
import {
  layoutGraph,
  layoutKey,
  toElkGraph,
  type GraphInput,
} from '../../../shared/diagram/layoutGraph.ts';
import { buildRouteMap } from './routeMap.ts';
import { largeSpec, readExampleSpec, specOf } from './testSpecs.ts';

const elk = new ELK();

describe('layoutGraph', () => {
  const claims = readExampleSpec('expense-claims.md');

  it('places every node of the ER diagram without overlaps, and routes every reference', async () => {
    const graph = buildErGraph(claims);
    const layout = await layoutGraph(elk, graph, 'RIGHT');
    expect(layout.nodes.map((node) => node.id)).toEqual(graph.nodes.map((node) => node.id));
    for (const a of layout.nodes)
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    expect(layout.edges).toHaveLength(graph.edges.length);
    expect(layout.edges.every((edge) => edge.points.length >= 2 && edge.labelAt)).toBe(true);
    expect(layout.width).toBeGreaterThan(0);
  });

  it('lays out the route map', async () => {
    const layout = await layoutGraph(elk, buildRouteMap(claims), 'DOWN');
    expect(layout.nodes).toHaveLength(claims.screens.length);
    expect(layout.height).toBeGreaterThan(layout.nodes[0]?.height ?? 0);
  });

  it('lays out nothing for an empty graph, and leaves out lines to nodes that are not there', async () => {
    expect(await layoutGraph(elk, { nodes: [], edges: [] })).toEqual({
      nodes: [],
      edges: [],
      width: 0,
      height: 0,
    });
    const input: GraphInput = {
      nodes: [{ id: 'a', width: 50, height: 20 }],
      edges: [{ id: 'x', from: 'a', to: 'gone', label: 'x' }],
    };
    expect(toElkGraph(input, 'RIGHT').edges).toEqual([]);
    const layout = await layoutGraph(elk, input);
    expect(layout.nodes).toHaveLength(1);
    expect(layout.edges).toEqual([]);
  });

  it('lays out 200 entities with their references', async () => {
    const graph = buildErGraph(largeSpec(200));
    const layout = await layoutGraph(elk, graph, 'RIGHT');
    expect(layout.nodes).toHaveLength(201);
    expect(layout.edges).toHaveLength(400);
    // Seconds on a loaded machine: in the browser it runs in ELK's worker (elkEngine.ts).
  }, 180_000);

  it('lays out the ER diagram of any table of fields without throwing', async () => {
    const name = fc.constantFrom('A', 'B', 'C', 'User', 'Nope', '');
    const type = fc.oneof(
      name.map((n) => `ref ${n}`),
      name.map((n) => `list of ref ${n}`),
      fc.constantFrom('text', 'state', 'enum: a, b', 'bogus', ''),
    );
    const entity = fc.record({
      name: fc.constantFrom('A', 'B', 'C'),
      fields: fc.array(fc.tuple(fc.constantFrom('f', 'g', 'h'), type), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(entity, { maxLength: 4 }), async (entities) => {
        const text = entities
          .map(
            (e) =>
              `### ${e.name}\n\n| field | type |\n| --- | --- |\n${e.fields.map(([f, t]) => `| ${f} | ${t} |`).join('\n')}\n`,
          )
          .join('\n');
        const graph = buildErGraph(specOf(`# Specification: R\n## 3. Entities\n${text}`));
        const layout = await layoutGraph(elk, graph);
        expect(layout.nodes).toHaveLength(graph.nodes.length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('layoutKey', () => {
  it('changes with the layout, not with where the elements stand in the source', () => {
    const before = buildErGraph(
      specOf('# Specification: K\n## 3. E\n### A\n| field | type |\n| --- | --- |\n| b | ref A |'),
    );
    const moved = buildErGraph(
      specOf(
        '# Specification: K\n\nAn intro.\n\n## 3. E\n### A\n| field | type |\n| --- | --- |\n| b | ref A |',
      ),
    );
    const renamed = buildErGraph(
      specOf('# Specification: K\n## 3. E\n### A\n| field | type |\n| --- | --- |\n| c | ref A |'),
    );
    expect(layoutKey(moved, 'RIGHT')).toBe(layoutKey(before, 'RIGHT'));
    expect(layoutKey(renamed, 'RIGHT')).not.toBe(layoutKey(before, 'RIGHT'));
    expect(layoutKey(before, 'DOWN')).not.toBe(layoutKey(before, 'RIGHT'));
  });
});
