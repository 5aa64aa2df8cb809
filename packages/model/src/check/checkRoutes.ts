import { whereDeclared, type CheckContext } from './CheckContext.ts';

import type { PathSegment as RouteSegment } from '../routes/pathSegments.ts';

const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^:[A-Za-z_]\w*$/;

/**
 * Reads a route of point 2: `/`, or `/` followed by segments separated by `/`, each a literal
 * (letters, digits, `.`, `_`, `~`, `-`) or a parameter `:name`; no empty segment, no query.
 */
export function parseRoute(
  route: string,
): { ok: true; segments: RouteSegment[] } | { ok: false; problem: string } {
  const parts = routeParts(route);
  if (typeof parts === 'string') return { ok: false, problem: parts };
  return { ok: true, segments: parts.map(toSegment) };
}

function toSegment(part: string): RouteSegment {
  return isParam(part) ? { kind: 'param', name: part.slice(1) } : { kind: 'literal', text: part };
}

/** A segment of a route that `routeParts` read is a parameter when it starts with `:`. */
function isParam(part: string): boolean {
  return part.charCodeAt(0) === 58;
}

/**
 * What `parseRoute` reads, as the segments' own strings (`:id` for a parameter; no literal starts
 * with `:`), or what is wrong with the route: the checker keeps these for every route of a spec,
 * and strings cost less than an object per segment.
 */
function routeParts(route: string): string[] | string {
  if (!route.startsWith('/')) return 'it does not start with /';
  if (route === '/') return [];
  if (route.endsWith('/')) return 'it ends with /';
  const parts = route.slice(1).split('/');
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k] as string;
    if (part === '') return 'it has an empty segment (//)';
    if (LITERAL.test(part)) continue;
    if (!PARAM.test(part)) return `"${part}" is neither a word nor a :parameter`;
    // A route has few segments: they are searched rather than a set made for each route.
    if (k > 0 && parts.lastIndexOf(part, k - 1) >= 0) return `it names the parameter ${part} twice`;
  }
  return parts;
}

interface TrieNode {
  /** The children by literal segment; made when the first one is added (most nodes are leaves). */
  literals?: Map<string, TrieNode>;
  param?: TrieNode;
  /** The route that ends here, by its place in the checked routes (see `checkRoutes`). */
  end?: number;
}

/**
 * Checks the routes of point 2: syntax (`invalid-route`), the same route twice (`duplicate-route`),
 * two routes that differ only in parameter names (`route-collision`), and two routes that match a
 * common path where each has a literal segment the other has a parameter for, so that neither is
 * more specific (`ambiguous-route`). A literal beats a parameter at the same place:
 * `/claims/new` and `/claims/:id` are fine.
 */
export function checkRoutes(ctx: CheckContext): void {
  const root: TrieNode = {};
  // The routes in the trie, in the order of their screens: each one's screen and segments.
  const screens: number[] = [];
  const routes: string[][] = [];
  ctx.spec.screens.forEach((screen, i) => {
    const parts = routeParts(screen.route);
    if (typeof parts === 'string') {
      const hint = 'write it as / or /words/:parameter, as in /claims/:id/edit';
      ctx.report(
        'invalid-route',
        `The route "${screen.route}" is not valid: ${parts}.`,
        screen.at,
        ['screens', i, 'route'],
        hint,
        screen.route,
      );
      return;
    }
    let node = root;
    for (const part of parts) {
      if (isParam(part)) node = node.param ??= {};
      else {
        const literals = (node.literals ??= new Map());
        let child = literals.get(part);
        if (child === undefined) literals.set(part, (child = {}));
        node = child;
      }
    }
    const earlier = node.end === undefined ? undefined : ctx.spec.screens[screens[node.end] ?? -1];
    if (earlier === undefined) {
      node.end = screens.length;
      screens.push(i);
      routes.push(parts);
    } else if (earlier.route === screen.route) {
      const hint = `the first is declared earlier${whereDeclared(earlier.at)}`;
      ctx.report(
        'duplicate-route',
        `The route ${screen.route} is declared twice.`,
        screen.at,
        ['screens', i, 'route'],
        hint,
        screen.route,
      );
    } else {
      const hint = `the first is declared earlier${whereDeclared(earlier.at)}; the two differ only in parameter names`;
      const message = `The route ${screen.route} matches the same paths as ${earlier.route}.`;
      ctx.report(
        'route-collision',
        message,
        screen.at,
        ['screens', i, 'route'],
        hint,
        screen.route,
      );
    }
  });
  routes.forEach((parts, k) => {
    const other = visitTrie(root, parts, k, 0, false, false);
    const screen = screens[k] as number;
    const current = ctx.spec.screens[screen];
    const earlier = other === undefined ? undefined : ctx.spec.screens[screens[other] ?? -1];
    if (other === undefined || current === undefined || earlier === undefined) return;
    const example = examplePath(parts, routes[other] ?? []);
    const message = `The routes ${earlier.route} and ${current.route} both match ${example}, and neither is more specific.`;
    const hint =
      'give one a literal segment where the other has a parameter, and none the other way round';
    ctx.report('ambiguous-route', message, current.at, ['screens', screen, 'route'], hint);
  });
}

/**
 * An earlier route (its place, below `route`) that matches a common path with `parts`, each
 * having a literal where the other has a parameter. The walk follows the route's own segments and
 * branches only where one of the two has a parameter, so it stays near-linear on real route
 * tables. `mine`: the route has had a literal where the other has a parameter; `theirs`: the
 * other way round.
 */
function visitTrie(
  node: TrieNode,
  parts: readonly string[],
  route: number,
  depth: number,
  mine: boolean,
  theirs: boolean,
): number | undefined {
  const part = parts[depth];
  if (part === undefined) {
    return node.end !== undefined && node.end < route && mine && theirs ? node.end : undefined;
  }
  if (!isParam(part)) {
    const same = node.literals?.get(part);
    const found =
      same === undefined ? undefined : visitTrie(same, parts, route, depth + 1, mine, theirs);
    return (
      found ??
      (node.param === undefined
        ? undefined
        : visitTrie(node.param, parts, route, depth + 1, true, theirs))
    );
  }
  if (node.param !== undefined) {
    const found = visitTrie(node.param, parts, route, depth + 1, mine, theirs);
    if (found !== undefined) return found;
  }
  for (const child of node.literals?.values() ?? []) {
    const found = visitTrie(child, parts, route, depth + 1, mine, true);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A path both routes match: each one's literal where it has one, else `1`. */
function examplePath(a: readonly string[], b: readonly string[]): string {
  const parts = a.map((part, k) => {
    const other = b[k];
    if (!isParam(part)) return part;
    return other !== undefined && !isParam(other) ? other : '1';
  });
  return `/${parts.join('/')}`;
}
