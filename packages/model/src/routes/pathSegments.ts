/** One segment of a route or a call's path: a literal word, or a parameter (`:id`). */
export type PathSegment = { kind: 'literal'; text: string } | { kind: 'param'; name: string };

/**
 * A concrete path's segments, the empty ones kept: `/claims//edit` has three, the middle one
 * empty, and so matches no pattern with a parameter there. A query or fragment is not part of
 * it, and one leading and one trailing slash are not segments (`/` has none, `/claims/` is
 * `/claims`).
 */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/)[0]!;
  let rest = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  if (rest === '') return [];
  if (rest.endsWith('/')) rest = rest.slice(0, -1);
  return rest.split('/');
}

/**
 * Matches a path's segments (`pathSegments`) against a pattern's: the parameters' values,
 * decoded, or `undefined` when it does not match. A parameter never matches an empty segment
 * (it names something), nor one whose percent-encoding is broken.
 */
export function matchSegments(
  pattern: readonly PathSegment[],
  parts: readonly string[],
): Record<string, string> | undefined {
  if (parts.length !== pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = pattern[i]!;
    const part = parts[i]!;
    if (segment.kind === 'literal') {
      if (segment.text !== part) return undefined;
      continue;
    }
    if (part === '') return undefined;
    try {
      params[segment.name] = decodeURIComponent(part);
    } catch {
      return undefined;
    }
  }
  return params;
}
