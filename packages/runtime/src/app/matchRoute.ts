/** A route pattern split into literal and `:param` segments. */
export interface RoutePattern {
  route: string;
  segments: { literal?: string; param?: string }[];
}

/** Splits a route such as `/claims/:id/edit` into segments. */
export function parseRoute(route: string): RoutePattern {
  const segments = route
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s }));
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
    if (pattern.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let matches = true;
    for (let i = 0; i < parts.length && matches; i++) {
      const segment = pattern.segments[i]!;
      const part = safeDecode(parts[i]!);
      if (segment.literal !== undefined) {
        matches = segment.literal === part;
        literals++;
      } else if (segment.param !== undefined) {
        // A parameter names something: `/claims//edit` has no id, it is not the claim "edit".
        matches = part !== '';
        params[segment.param] = part;
      }
    }
    if (matches && (!best || literals > best.literals)) best = { pattern, params, literals };
  }
  return best && { pattern: best.pattern, params: best.params };
}

/** Fills a route's parameters: `fillRoute('/claims/:id', { id: 'c1' })` is `/claims/c1`. */
export function fillRoute(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A path's segments, the empty ones kept (`/claims//edit` has three, the middle one empty, and so
 * matches no route); one leading and one trailing slash are not segments (`/` has none, `/claims/`
 * is `/claims`).
 */
function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/)[0]!;
  let rest = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  if (rest === '') return [];
  if (rest.endsWith('/')) rest = rest.slice(0, -1);
  return rest.split('/');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
