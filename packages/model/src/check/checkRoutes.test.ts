import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import { checkSpec } from './checkSpec.ts';
import { parseRoute } from './checkRoutes.ts';

/** The codes and messages the routes of these screens give (each a list of Claim, on line i + 1). */
function checkRoutes(...routes: string[]) {
  const spec = emptySpec();
  spec.entities = [
    {
      name: 'Claim',
      text: '',
      fields: [{ name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' }],
    },
  ];
  spec.screens = routes.map((route, i) => ({
    route,
    kind: 'list',
    shows: 'Claim',
    target: { entity: 'Claim' },
    roles: [],
    at: { line: i + 1, column: 1 },
  }));
  return checkSpec(spec).map((d) => ({ code: d.code, line: d.at.line, message: d.message }));
}

describe('parseRoute', () => {
  it('reads literals and parameters', () => {
    expect(parseRoute('/')).toEqual({ ok: true, segments: [] });
    expect(parseRoute('/claims/:id/edit')).toEqual({
      ok: true,
      segments: [
        { kind: 'literal', text: 'claims' },
        { kind: 'param', name: 'id' },
        { kind: 'literal', text: 'edit' },
      ],
    });
  });

  it('says what is wrong with a route', () => {
    expect(parseRoute('claims')).toMatchObject({ ok: false, problem: 'it does not start with /' });
    expect(parseRoute('/claims/')).toMatchObject({ ok: false, problem: 'it ends with /' });
    expect(parseRoute('/claims//x')).toMatchObject({ ok: false });
    expect(parseRoute('/claims/:id/:id')).toMatchObject({
      ok: false,
      problem: 'it names the parameter :id twice',
    });
    expect(parseRoute('/claims?x=1')).toMatchObject({ ok: false });
    expect(parseRoute('/claims/:')).toMatchObject({ ok: false });
  });
});

describe('checkRoutes', () => {
  it('accepts the routes of the reference spec, where a literal beats a parameter', () => {
    expect(
      checkRoutes(
        '/',
        '/claims',
        '/claims/new',
        '/claims/:id',
        '/claims/:id/edit',
        '/categories/:id/edit',
      ),
    ).toEqual([]);
  });

  it('reports a route that is not valid', () => {
    expect(checkRoutes('/claims', '/claims//new').map((d) => [d.code, d.line])).toEqual([
      ['invalid-route', 2],
    ]);
    expect(checkRoutes('claims')).toEqual([
      {
        code: 'invalid-route',
        line: 1,
        message: 'The route "claims" is not valid: it does not start with /.',
      },
    ]);
  });

  it('reports the same route twice', () => {
    expect(checkRoutes('/claims', '/x', '/claims').map((d) => [d.code, d.line])).toEqual([
      ['duplicate-route', 3],
    ]);
  });

  it('reports routes that differ only in the names of their parameters', () => {
    const found = checkRoutes('/claims/:id', '/claims/:key');
    expect(found.map((d) => [d.code, d.line])).toEqual([['route-collision', 2]]);
    expect(found[0]?.message).toBe('The route /claims/:key matches the same paths as /claims/:id.');
  });

  it('warns of two routes where each is more specific in one place', () => {
    const found = checkRoutes('/claims/:id', '/:section/new');
    expect(found).toEqual([
      {
        code: 'ambiguous-route',
        line: 2,
        message:
          'The routes /claims/:id and /:section/new both match /claims/new, and neither is more specific.',
      },
    ]);
    expect(checkRoutes('/a/:x/c', '/a/b/:y', '/:p/b/c').map((d) => [d.code, d.line])).toEqual([
      ['ambiguous-route', 2],
      ['ambiguous-route', 3],
    ]);
  });

  it('does not call routes of different lengths or with different literals ambiguous', () => {
    expect(checkRoutes('/claims/:id', '/:section', '/:a/:b/edit', '/x/y')).toEqual([]);
  });
});
