import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Screen, type Spec } from '@specrun/model';
import { compileApp, findScreen, pathTo } from './compileApp.ts';
import { matchRoute, parseRoute } from './matchRoute.ts';

const claim: Entity = { name: 'Claim', text: '', fields: [] };
const category: Entity = { name: 'Category', text: '', fields: [] };
const screen = (route: string, kind: string, shows: string, roles = ['all']): Screen => {
  const entity = /^(\w+)(?: where (.+))?$/.exec(shows);
  const s: Screen = { route, kind, shows, roles };
  if (entity?.[1] && /^[A-Z]/.test(entity[1])) {
    s.target = entity[2]
      ? { entity: entity[1], where: { source: entity[2] } }
      : { entity: entity[1] };
  }
  return s;
};

const spec: Spec = {
  ...emptySpec('Expense claims'),
  entities: [claim, category],
  screens: [
    screen('/', 'home', 'the purpose'),
    screen('/claims', 'list', 'Claim'),
    screen('/claims/new', 'form', 'Claim', ['employee']),
    screen('/claims/:id', 'detail', 'Claim'),
    screen('/claims/:id/edit', 'form', 'Claim', ['employee']),
    screen('/approvals', 'list', 'Claim where status == "submitted"', ['approver']),
    screen('/categories', 'list', 'Category', ['admin']),
  ],
};

describe('compileApp', () => {
  it("builds the spec's screens with titles and navigation", () => {
    const app = compileApp(spec);
    expect(app.derived).toBe(false);
    expect(app.screens.map((s) => s.title)).toEqual([
      'Home',
      'Claims',
      'New Claim',
      'Claim',
      'Edit Claim',
      'Approvals',
      'Categories',
    ]);
    expect(app.navigation.map((s) => s.route)).toEqual([
      '/',
      '/claims',
      '/approvals',
      '/categories',
    ]);
    expect(app.screens.find((s) => s.route === '/approvals')?.where?.source).toBe(
      'status == "submitted"',
    );
  });

  it('takes the title a screen gives over the one made from its route', () => {
    const titled = {
      ...spec,
      screens: [{ ...screen('/', 'list', 'Claim'), title: 'All' }, ...spec.screens.slice(1)],
    };
    const app = compileApp(titled);
    expect(app.navigation.map((s) => s.title)).toEqual([
      'All',
      'Claims',
      'Approvals',
      'Categories',
    ]);
  });

  it('matches paths, literal segments first, and says when none matches', () => {
    const app = compileApp(spec);
    expect(findScreen(app, '/claims/new')?.screen.title).toBe('New Claim');
    expect(findScreen(app, '/claims/c%201')?.params).toEqual({ id: 'c 1' });
    expect(findScreen(app, '/claims/c1/edit?x=1')?.screen.kind).toBe('form');
    expect(findScreen(app, '/nowhere')).toBeUndefined();
    expect(matchRoute([parseRoute('/a/:x'), parseRoute('/a/b')], '/a/b')?.pattern.route).toBe(
      '/a/b',
    );
  });

  it('never matches a parameter to an empty segment, nor drops one', () => {
    const app = compileApp(spec);
    expect(findScreen(app, '/claims//edit')).toBeUndefined();
    expect(findScreen(app, '/claims//')).toBeUndefined();
    expect(findScreen(app, '//claims')).toBeUndefined();
    expect(findScreen(app, '/claims/c1//')).toBeUndefined();
    expect(findScreen(app, '//')).toBeUndefined();
    expect(matchRoute([parseRoute('/a/:x')], '/a/')).toBeUndefined();
    expect(matchRoute([parseRoute('/:x/b')], '//b')).toBeUndefined();
    expect(findScreen(app, '/')?.screen.route).toBe('/');
    expect(findScreen(app, '')?.screen.route).toBe('/');
    expect(findScreen(app, '/claims/')?.screen.route).toBe('/claims');
    expect(findScreen(app, '/claims/c1/edit/')?.params).toEqual({ id: 'c1' });
  });

  it('finds the paths to a record and its forms', () => {
    const app = compileApp(spec);
    expect(pathTo(app, 'detail', 'Claim', 'c/1')).toBe('/claims/c%2F1');
    expect(pathTo(app, 'edit', 'Claim', 'c1')).toBe('/claims/c1/edit');
    expect(pathTo(app, 'new', 'Claim')).toBe('/claims/new');
    expect(pathTo(app, 'list', 'Claim')).toBe('/claims');
    expect(pathTo(app, 'detail', 'Category', 'k1')).toBeUndefined();
  });

  it('derives a list, detail and forms per entity when point 2 lists no screens', () => {
    const app = compileApp({
      ...emptySpec('x'),
      entities: [category, { name: 'LineItem', text: '', fields: [] }],
    });
    expect(app.derived).toBe(true);
    expect(app.screens.map((s) => `${s.kind} ${s.route}`)).toEqual([
      'home /',
      'list /categories',
      'form /categories/new',
      'detail /categories/:id',
      'form /categories/:id/edit',
      'list /line-items',
      'form /line-items/new',
      'detail /line-items/:id',
      'form /line-items/:id/edit',
    ]);
    expect(app.screens.every((s) => s.derived)).toBe(true);
  });

  // Regression: an entity named Shelf was listed as "Shelfs" under /shelfs.
  it('names and routes derived screens with irregular plurals', () => {
    const app = compileApp({
      ...emptySpec('x'),
      entities: [
        { name: 'Shelf', text: '', fields: [] },
        { name: 'ContactPerson', text: '', fields: [] },
        { name: 'Status', text: '', fields: [] },
      ],
    });
    const lists = app.screens.filter((s) => s.kind === 'list');
    expect(lists.map((s) => `${s.route} ${s.title}`)).toEqual([
      '/shelves Shelves',
      '/contact-people Contact people',
      '/statuses Statuses',
    ]);
  });

  it('gives the undetermined product only its home', () => {
    const app = compileApp(emptySpec('web product of undetermined purpose'));
    expect(app.screens.map((s) => s.kind)).toEqual(['home']);
    expect(app.derived).toBe(false);
  });
});
