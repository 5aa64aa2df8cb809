import { matchSegments, pathSegments, type PathSegment } from '@specrun/model';

/** A route pattern split into literal and `:param` segments. */
export interface RoutePattern {
  route: string;
  segments: PathSegment[];
}

/** Splits a route such as `/claims/:id/edit` into segments. */
export function parseRoute(route: string): RoutePattern {
  const segments = route
    .split('/')
    .filter((s) => s !== '')
    .map((s): PathSegment =>
      s.startsWith(':') ? { kind: 'param', name: s.slice(1) } : { kind: 'literal', text: s },
    );
  return { route, segments };
}

/**
 * Finds the pattern a path matches, with its parameters. When several match, the one with more
 * literal segments wins, earlier ones first (so `/claims/new` beats `/claims/:id`).
 */
export function matchRoute<T extends RoutePattern>(
  patterns: readonly T[],
  path: string,
): { pattern: T; params: Record<string, string> } | undefined {
  const parts = pathSegments(path);
  let best: { pattern: T; params: Record<string, string>; literals: number } | undefined;
  for (const pattern of patterns) {
    const params = matchSegments(pattern.segments, parts);
    if (params === undefined) continue;
    const literals = pattern.segments.filter((segment) => segment.kind === 'literal').length;
    if (!best || literals > best.literals) best = { pattern, params, literals };
  }
  return best && { pattern: best.pattern, params: best.params };
}

/** Fills a route's parameters: `fillRoute('/claims/:id', { id: 'c1' })` is `/claims/c1`. */
export function fillRoute(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
