import { whereDeclared, type CheckContext } from './CheckContext.ts';

/** One segment of a route: a literal word or a `:parameter`. */
export type RouteSegment = { kind: 'literal'; text: string } | { kind: 'param'; name: string };

const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^:[A-Za-z_]\w*$/;

/**
 * Reads a route of point 2: `/`, or `/` followed by segments separated by `/`, each a literal
 * (letters, digits, `.`, `_`, `~`, `-`) or a parameter `:name`; no empty segment, no query.
 */
export function parseRoute(
  route: string,
): { ok: true; segments: RouteSegment[] } | { ok: false; problem: string } {
  if (!route.startsWith('/')) return { ok: false, problem: 'it does not start with /' };
  if (route === '/') return { ok: true, segments: [] };
  if (route.endsWith('/')) return { ok: false, problem: 'it ends with /' };
  const segments: RouteSegment[] = [];
  for (const part of route.slice(1).split('/')) {
    if (part === '') return { ok: false, problem: 'it has an empty segment (//)' };
    if (LITERAL.test(part)) segments.push({ kind: 'literal', text: part });
    else if (PARAM.test(part)) {
      const name = part.slice(1);
      // A route has few segments: they are searched rather than a set made for each route.
      if (segments.some((s) => s.kind === 'param' && s.name === name))
        return { ok: false, problem: `it names the parameter :${name} twice` };
      segments.push({ kind: 'param', name });
    } else return { ok: false, problem: `"${part}" is neither a word nor a :parameter` };
  }
  return { ok: true, segments };
}

interface TrieNode {
  /** The children by literal segment; made when the first one is added (most nodes are leaves). */
  literals?: Map<string, TrieNode>;
  param?: TrieNode;
  /** The screen whose route ends here. */
  end?: { screen: number; segments: RouteSegment[] };
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
  const parsed: { screen: number; segments: RouteSegment[] }[] = [];
  ctx.spec.screens.forEach((screen, i) => {
    const path = ['screens', i, 'route'];
    // A route that does not start with / is the reader's bad-path; it is not reported twice.
    if (!screen.route.startsWith('/')) return;
    const result = parseRoute(screen.route);
    if (!result.ok) {
      const hint = 'write it as / or /words/:parameter, as in /claims/:id/edit';
      ctx.report(
        'invalid-route',
        `The route "${screen.route}" is not valid: ${result.problem}.`,
        screen.at,
        path,
        hint,
      );
      return;
    }
    let node = root;
    for (const segment of result.segments) {
      if (segment.kind === 'param') node = node.param ??= {};
      else {
        const literals = (node.literals ??= new Map());
        let child = literals.get(segment.text);
        if (child === undefined) literals.set(segment.text, (child = {}));
        node = child;
      }
    }
    const earlier = node.end === undefined ? undefined : ctx.spec.screens[node.end.screen];
    if (earlier === undefined) {
      node.end = { screen: i, segments: result.segments };
      parsed.push({ screen: i, segments: result.segments });
    } else if (earlier.route === screen.route) {
      const hint = `the first is declared earlier${whereDeclared(earlier.at)}`;
      ctx.report(
        'duplicate-route',
        `The route ${screen.route} is declared twice.`,
        screen.at,
        path,
        hint,
      );
    } else {
      const hint = `the first is declared earlier${whereDeclared(earlier.at)}; the two differ only in parameter names`;
      const message = `The route ${screen.route} matches the same paths as ${earlier.route}.`;
      ctx.report('route-collision', message, screen.at, path, hint);
    }
  });
  for (const { screen, segments } of parsed) {
    const other = findAmbiguous(root, segments, screen);
    const current = ctx.spec.screens[screen];
    const earlier = other === undefined ? undefined : ctx.spec.screens[other.screen];
    if (other === undefined || current === undefined || earlier === undefined) continue;
    const example = examplePath(segments, other.segments);
    const message = `The routes ${earlier.route} and ${current.route} both match ${example}, and neither is more specific.`;
    const hint =
      'give one a literal segment where the other has a parameter, and none the other way round';
    ctx.report('ambiguous-route', message, current.at, ['screens', screen, 'route'], hint);
  }
}

/**
 * An earlier route that matches a common path with `segments`, each having a literal where the
 * other has a parameter. The walk follows the route's own segments and branches only where one
 * of the two has a parameter, so it stays near-linear on real route tables.
 */
function findAmbiguous(root: TrieNode, segments: RouteSegment[], screen: number): TrieNode['end'] {
  return visitTrie(root, segments, screen, 0, false, false);
}

/** `mine`: the route has had a literal where the other has a parameter; `theirs`: the other way. */
function visitTrie(
  node: TrieNode,
  segments: RouteSegment[],
  screen: number,
  depth: number,
  mine: boolean,
  theirs: boolean,
): TrieNode['end'] {
  const segment = segments[depth];
  if (segment === undefined) {
    return node.end !== undefined && node.end.screen < screen && mine && theirs
      ? node.end
      : undefined;
  }
  if (segment.kind === 'literal') {
    const same = node.literals?.get(segment.text);
    const found =
      same === undefined ? undefined : visitTrie(same, segments, screen, depth + 1, mine, theirs);
    return (
      found ??
      (node.param === undefined
        ? undefined
        : visitTrie(node.param, segments, screen, depth + 1, true, theirs))
    );
  }
  if (node.param !== undefined) {
    const found = visitTrie(node.param, segments, screen, depth + 1, mine, theirs);
    if (found !== undefined) return found;
  }
  for (const child of node.literals?.values() ?? []) {
    const found = visitTrie(child, segments, screen, depth + 1, mine, true);
    if (found !== undefined) return found;
  }
  return undefined;
}

function examplePath(a: RouteSegment[], b: RouteSegment[]): string {
  const parts = a.map((segment, k) => {
    const other = b[k];
    if (segment.kind === 'literal') return segment.text;
    return other?.kind === 'literal' ? other.text : '1';
  });
  return `/${parts.join('/')}`;
}
