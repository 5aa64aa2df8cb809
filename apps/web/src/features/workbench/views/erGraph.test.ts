import { emptySpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { buildErGraph, FIELDS_DRAWN, referenceOf } from './erGraph.ts';
import { largeSpec, readExampleSpec, specOf } from './testSpecs.ts';

describe('buildErGraph', () => {
  const claims = readExampleSpec('expense-claims.md');

  it('draws each entity with its fields, and User only because a field refers to it', () => {
    const graph = buildErGraph(claims);
    expect(graph.nodes.map((node) => [node.name, node.kind])).toEqual([
      ['Claim', 'entity'],
      ['Category', 'entity'],
      ['User', 'user'],
    ]);
    const claim = graph.nodes[0]!;
    expect(claim.fields.map((field) => `${field.name}: ${field.type}`)).toEqual([
      'title: text',
      'amount: money EUR',
      'category: ref Category',
      'spentOn: date',
      'receipt: url',
      'owner: ref User',
      'status: state',
    ]);
    expect(claim.at?.line).toBeGreaterThan(0);
    expect(claim.fields[0]?.at?.line).toBe((claim.at?.line ?? 0) + 4);
  });

  it('labels each reference with its field and keeps the field line', () => {
    const graph = buildErGraph(claims);
    expect(graph.edges.map((edge) => [edge.fromName, edge.label, edge.toName])).toEqual([
      ['Claim', 'category', 'Category'],
      ['Claim', 'owner', 'User'],
    ]);
    expect(graph.edges.every((edge) => !edge.dangling && edge.at !== undefined)).toBe(true);
    const user = graph.nodes.find((node) => node.kind === 'user');
    expect(user?.fields.map((field) => field.name)).toEqual(['id', 'name', 'roles']);
    // The built-in User links to point 6, where the users are.
    expect(user?.at).toEqual(claims.sections[5]?.at);
  });

  it('draws a reference to an unknown entity as dangling, once per name', () => {
    const spec = specOf(
      [
        '# Specification: Dangling',
        '## 3. Entities',
        '### Order',
        '| field | type |',
        '| --- | --- |',
        '| customer | ref Nope |',
        '| lines | list of ref Nope |',
        '| self | ref Order |',
      ].join('\n'),
    );
    const graph = buildErGraph(spec);
    expect(graph.nodes.map((node) => [node.name, node.kind])).toEqual([
      ['Order', 'entity'],
      ['Nope', 'missing'],
    ]);
    expect(graph.edges.map((edge) => [edge.label, edge.to, edge.dangling, edge.many])).toEqual([
      ['customer', graph.nodes[1]!.id, true, false],
      ['lines (list)', graph.nodes[1]!.id, true, true],
      ['self', graph.nodes[0]!.id, false, false],
    ]);
  });

  it('draws nothing for a spec without entities, and does not draw User unreferenced', () => {
    expect(buildErGraph(emptySpec())).toEqual({ nodes: [], edges: [] });
    const spec = specOf(
      '# Specification: A\n## 3. Entities\n### A\n| field | type |\n| --- | --- |\n| n | text |',
    );
    expect(buildErGraph(spec).nodes.map((node) => node.name)).toEqual(['A']);
  });

  it('keeps every field but sizes a very long entity for the fields it draws', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `| f${i} | text |`).join('\n');
    const spec = specOf(
      `# Specification: L\n## 3. Entities\n### Long\n| field | type |\n| --- | --- |\n${rows}`,
    );
    const [node] = buildErGraph(spec).nodes;
    expect(node?.fields).toHaveLength(40);
    expect(node?.moreFields).toBe(40 - FIELDS_DRAWN);
    expect(node?.height).toBeLessThan(34 + (FIELDS_DRAWN + 2) * 20 + 8);
  });

  it('gives 200 entities 200 nodes plus User, and unique ids', () => {
    const graph = buildErGraph(largeSpec(200));
    expect(graph.nodes).toHaveLength(201);
    expect(graph.edges).toHaveLength(400);
    expect(new Set(graph.nodes.map((node) => node.id)).size).toBe(201);
    expect(new Set(graph.edges.map((edge) => edge.id)).size).toBe(400);
  });
});

describe('referenceOf', () => {
  it('finds the entity through lists, and nothing in other types', () => {
    expect(referenceOf({ kind: 'ref', entity: 'A' })).toEqual({ entity: 'A', many: false });
    expect(referenceOf({ kind: 'list', of: { kind: 'ref', entity: 'A' } })).toEqual({
      entity: 'A',
      many: true,
    });
    expect(referenceOf({ kind: 'list', of: { kind: 'text' } })).toBeUndefined();
    expect(referenceOf({ kind: 'unknown', text: 'ref' })).toBeUndefined();
  });
});
