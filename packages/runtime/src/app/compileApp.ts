import type { Entity, Expression, Screen, Spec } from '@specrun/model';
import { SCREEN_KINDS, type ScreenKind } from '@specrun/model';
import { fillRoute, matchRoute, parseRoute, type RoutePattern } from './matchRoute.ts';
import { pluralOf } from '@specrun/model';

/** One screen of the running app: a screen of point 2, or one derived from an entity. */
export interface AppScreen extends RoutePattern {
  kind: ScreenKind;
  title: string;
  entity?: Entity;
  where?: Expression;
  /** Role names that may open it; `all` or empty means everyone. */
  roles: string[];
  /** What the screen shows, as the spec words it (for home and page screens). */
  shows: string;
  /** True when point 2 did not list it and it was derived from the entities. */
  derived: boolean;
  source?: Screen;
}

/** A spec compiled into the screens, navigation and routes of its running app. */
export interface CompiledApp {
  spec: Spec;
  screens: AppScreen[];
  /** Screens to link from the navigation: those without parameters, forms excluded. */
  navigation: AppScreen[];
  /** True when point 2 lists no screens and the screens were derived from the entities. */
  derived: boolean;
}

/** Turns a spec's screens (or, when it has none, its entities) into the app's screens. */
export function compileApp(spec: Spec): CompiledApp {
  const entities = new Map(spec.entities.map((e) => [e.name, e]));
  const listed = spec.screens.filter((s) => (SCREEN_KINDS as readonly string[]).includes(s.kind));
  const derived = listed.length === 0 && spec.entities.length > 0;
  const screens = derived
    ? spec.entities.flatMap(deriveScreens)
    : listed.map((s) => fromScreen(s, entities));
  if (!screens.some((s) => s.route === '/')) {
    screens.unshift({
      ...parseRoute('/'),
      kind: 'home',
      title: 'Home',
      roles: [],
      shows: '',
      derived: true,
    });
  }
  const navigation = screens.filter(
    (s) => s.segments.every((seg) => seg.kind === 'literal') && s.kind !== 'form',
  );
  return { spec, screens, navigation, derived };
}

/** The screen a path opens, with its parameters, or `undefined` for an unknown path. */
export function findScreen(
  app: CompiledApp,
  path: string,
): { screen: AppScreen; params: Record<string, string> } | undefined {
  const found = matchRoute(app.screens, path);
  return found && { screen: found.pattern, params: found.params };
}

/**
 * The path of the screen of a kind for an entity (the detail of a record, its edit form, the
 * form for a new one), or `undefined` when the app has no such screen.
 */
export function pathTo(
  app: CompiledApp,
  kind: 'detail' | 'edit' | 'new' | 'list',
  entity: string,
  id?: string,
): string | undefined {
  const screen = app.screens.find((s) => {
    if (s.entity?.name !== entity) return false;
    const params = s.segments.filter((seg) => seg.kind === 'param').length;
    if (kind === 'list') return s.kind === 'list' && params === 0 && !s.where;
    if (kind === 'detail') return s.kind === 'detail' && params === 1;
    if (kind === 'edit') return s.kind === 'form' && params === 1;
    return s.kind === 'form' && params === 0;
  });
  if (!screen) return undefined;
  const param = screen.segments.flatMap((seg) => (seg.kind === 'param' ? [seg.name] : []))[0];
  return fillRoute(screen.route, param && id !== undefined ? { [param]: id } : {});
}

function fromScreen(screen: Screen, entities: Map<string, Entity>): AppScreen {
  const pattern = parseRoute(screen.route);
  const entity = screen.target ? entities.get(screen.target.entity) : undefined;
  const app: AppScreen = {
    ...pattern,
    kind: screen.kind as ScreenKind,
    title: screen.title ?? titleOf(pattern, screen.kind, entity),
    roles: screen.roles,
    shows: screen.shows,
    derived: false,
    source: screen,
  };
  if (entity) app.entity = entity;
  if (screen.target?.where) app.where = screen.target.where;
  return app;
}

function deriveScreens(entity: Entity): AppScreen[] {
  const base = `/${kebab(pluralOf(entity.name))}`;
  const make = (route: string, kind: ScreenKind): AppScreen => {
    const pattern = parseRoute(route);
    return {
      ...pattern,
      kind,
      title: titleOf(pattern, kind, entity),
      entity,
      roles: [],
      shows: entity.name,
      derived: true,
    };
  };
  return [
    make(base, 'list'),
    make(`${base}/new`, 'form'),
    make(`${base}/:id`, 'detail'),
    make(`${base}/:id/edit`, 'form'),
  ];
}

/** A screen's title from its route and kind: "Claims", "New Claim", "Edit Claim", "Approvals". */
function titleOf(pattern: RoutePattern, kind: string, entity: Entity | undefined): string {
  const literals = pattern.segments.flatMap((s) => (s.kind === 'literal' ? [s.text] : []));
  const last = literals.at(-1);
  if (kind === 'home' || literals.length === 0)
    return entity && kind === 'list' ? pluralOf(entity.name) : 'Home';
  const hasParam = pattern.segments.some((s) => s.kind === 'param');
  if (kind === 'form' && entity) return hasParam ? `Edit ${entity.name}` : `New ${entity.name}`;
  if (kind === 'detail' && entity) return entity.name;
  return words(last ?? '');
}

function words(segment: string): string {
  const text = segment.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
