import type { Position, Screen, Spec } from '@specrun/model';
import { referenceOf } from './erGraph.ts';
import type { GraphBox, GraphInput, GraphLine } from '../../../shared/diagram/layoutGraph.ts';

/** A screen of point 2 as a node of the route map. */
export interface RouteNode extends GraphBox {
  route: string;
  kind: string;
  /** The entity the screen shows, when its "shows" names one. */
  entity?: string;
  /** The entity is one of point 3's. */
  entityKnown: boolean;
  /** What the screen shows, in full: the entity and its filter, or the spec's words. */
  shows: string;
  /** The second line of the node: kind, and what the screen shows, cut short when long. */
  caption: string;
  roles: string[];
  at?: Position;
}

/**
 * Why one screen leads to another, as the running app links them: a list or board opens a
 * record's detail (or its edit form when there is no detail), a list offers the new-record form,
 * a detail offers its edit form, and a detail links the records its `ref` fields name.
 */
export type RouteLink = 'open' | 'new' | 'edit' | 'reference';

export interface RouteEdge extends GraphLine {
  link: RouteLink;
  /** For a reference: the field, and where it is defined. */
  field?: string;
  at?: Position;
}

export interface RouteMap extends GraphInput {
  nodes: RouteNode[];
  edges: RouteEdge[];
}

const CAPTION_CHARS = 44;

/** How many `:parameters` a route has. */
export function paramCount(route: string): number {
  return route.split('/').filter((segment) => segment.startsWith(':')).length;
}

function showsOf(screen: Screen): string {
  if (!screen.target) return screen.shows.trim();
  const where = screen.target.where?.source.trim() ?? '';
  return where === '' ? screen.target.entity : `${screen.target.entity} where ${where}`;
}

function nodeOf(screen: Screen, i: number, entities: Set<string>): RouteNode {
  const shows = showsOf(screen);
  const full = shows === '' ? screen.kind : `${screen.kind} · ${shows}`;
  const caption = full.length > CAPTION_CHARS ? `${full.slice(0, CAPTION_CHARS - 1)}…` : full;
  const widest = Math.max(screen.route.length * 7.8, caption.length * 7) + 28;
  const entity = screen.target?.entity;
  return {
    id: `screen-${i}`,
    width: Math.ceil(Math.min(Math.max(widest, 120), 380)),
    height: 56,
    route: screen.route,
    kind: screen.kind,
    ...(entity === undefined ? {} : { entity }),
    entityKnown: entity !== undefined && entities.has(entity),
    shows,
    caption,
    roles: screen.roles,
    ...(screen.at ? { at: screen.at } : {}),
  };
}

/** The first node that is a screen of a kind for an entity, like the running app's `pathTo`. */
function firstOf(
  nodes: RouteNode[],
  entity: string,
  kind: 'detail' | 'form',
  params: number,
): RouteNode | undefined {
  return nodes.find(
    (node) =>
      node.entityKnown &&
      node.entity === entity &&
      node.kind === kind &&
      paramCount(node.route) === params,
  );
}

/**
 * The route map of point 2: a node per screen (route, kind, what it shows) and an edge wherever
 * the running app links one screen to another (see `RouteLink`). Derived from the routes and the
 * entities only; a screen of an entity the spec does not define leads nowhere.
 */
export function buildRouteMap(spec: Spec): RouteMap {
  const entities = new Set(spec.entities.map((entity) => entity.name));
  const nodes = spec.screens.map((screen, i) => nodeOf(screen, i, entities));
  const edges: RouteEdge[] = [];
  const add = (
    from: RouteNode,
    to: RouteNode | undefined,
    edge: Omit<RouteEdge, 'id' | 'from' | 'to'>,
  ) => {
    if (to === undefined || to.id === from.id) return;
    edges.push({ id: `link-${edges.length}`, from: from.id, to: to.id, ...edge });
  };
  const opens = (entity: string) =>
    firstOf(nodes, entity, 'detail', 1) ?? firstOf(nodes, entity, 'form', 1);
  for (const node of nodes) {
    if (!node.entityKnown || node.entity === undefined) continue;
    const entity = node.entity;
    if (node.kind === 'list' || node.kind === 'board') {
      add(node, opens(entity), { label: 'opens a record', link: 'open' });
    }
    if (node.kind === 'list') {
      add(node, firstOf(nodes, entity, 'form', 0), { label: 'new', link: 'new' });
    }
    if (node.kind === 'detail') {
      add(node, firstOf(nodes, entity, 'form', 1), { label: 'edit', link: 'edit' });
      const fields = spec.entities.find((e) => e.name === entity)?.fields ?? [];
      for (const field of fields) {
        const reference = referenceOf(field.type);
        if (!reference || !entities.has(reference.entity)) continue;
        add(node, opens(reference.entity), {
          label: field.name,
          link: 'reference',
          field: field.name,
          ...(field.at ? { at: field.at } : {}),
        });
      }
    }
  }
  return { nodes, edges };
}
