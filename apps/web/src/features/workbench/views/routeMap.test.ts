import { emptySpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { buildRouteMap, paramCount } from './routeMap.ts';
import { readExampleSpec, specOf } from './testSpecs.ts';

describe('buildRouteMap', () => {
  const claims = readExampleSpec('expense-claims.md');

  it('draws each screen of point 2 with its route, kind and what it shows', () => {
    const map = buildRouteMap(claims);
    expect(map.nodes.map((node) => node.route)).toEqual(claims.screens.map((s) => s.route));
    const approvals = map.nodes.find((node) => node.route === '/approvals');
    expect(approvals).toMatchObject({
      kind: 'list',
      entity: 'Claim',
      entityKnown: true,
      caption: 'list · Claim where status == "submitted"',
      roles: ['approver'],
    });
    expect(approvals?.at).toEqual(claims.screens[5]?.at);
    const home = map.nodes[0];
    expect(home?.shows).toBe("the purpose and the user's open claims");
    expect(home?.caption).toBe("home · the purpose and the user's open clai…");
  });

  it('links lists to details and new forms, details to edit forms and referenced details', () => {
    const map = buildRouteMap(claims);
    const route = (id: string) => map.nodes.find((node) => node.id === id)?.route;
    const links = map.edges.map((edge) => `${route(edge.from)} -${edge.label}-> ${route(edge.to)}`);
    expect(links).toEqual([
      '/claims -opens a record-> /claims/:id',
      '/claims -new-> /claims/new',
      '/claims/:id -edit-> /claims/:id/edit',
      // Category has no detail screen: its records open in the edit form.
      '/claims/:id -category-> /categories/:id/edit',
      '/approvals -opens a record-> /claims/:id',
      '/approvals -new-> /claims/new',
      '/payments -opens a record-> /claims/:id',
      '/payments -new-> /claims/new',
      '/categories -opens a record-> /categories/:id/edit',
      '/categories -new-> /categories/new',
    ]);
    const category = map.edges.find((edge) => edge.link === 'reference');
    expect(category?.at).toEqual(claims.entities[0]?.fields[2]?.at);
  });

  it('leads nowhere from a screen of an unknown entity, and never crashes on half a spec', () => {
    const spec = specOf(
      [
        '# Specification: Half',
        '## 2. Screens',
        '| route | screen | shows |',
        '| --- | --- | --- |',
        '| /things | list | Thing |',
        '| /things/:id | detail | Thing |',
        '| /odd | wizard | |',
      ].join('\n'),
    );
    const map = buildRouteMap(spec);
    expect(map.nodes.map((node) => [node.route, node.entityKnown])).toEqual([
      ['/things', false],
      ['/things/:id', false],
      ['/odd', false],
    ]);
    expect(map.edges).toEqual([]);
    expect(buildRouteMap(emptySpec())).toEqual({ nodes: [], edges: [] });
  });
});

describe('paramCount', () => {
  it('counts the :parameters of a route', () => {
    expect(paramCount('/')).toBe(0);
    expect(paramCount('/claims/:id/edit')).toBe(1);
    expect(paramCount('/a/:x/b/:y')).toBe(2);
  });
});
