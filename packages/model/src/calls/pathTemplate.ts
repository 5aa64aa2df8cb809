import { matchSegments, pathSegments, type PathSegment } from '../routes/pathSegments.ts';

export type { PathSegment } from '../routes/pathSegments.ts';

/** A call's path as segments, e.g. `/api/claims/:id/submit`. */
export interface PathTemplate {
  /** The path as written, without a query. */
  source: string;
  segments: PathSegment[];
  /** The names of the query parameters written after `?` (`?tag&limit`), in order. */
  query: string[];
}

const PARAM = /^(?::([A-Za-z_][\w-]*)|\{([A-Za-z_][\w-]*)\})$/;

/** Reads a call's path: segments split on `/`, `:name` and `{name}` as parameters. */
export function parsePathTemplate(path: string): PathTemplate {
  const [pathPart = '', queryPart] = path.trim().split('?', 2);
  const segments: PathSegment[] = [];
  for (const part of pathPart.split('/')) {
    if (part === '') continue;
    const param = PARAM.exec(part);
    const name = param?.[1] ?? param?.[2];
    segments.push(name === undefined ? { kind: 'literal', text: part } : { kind: 'param', name });
  }
  const query =
    queryPart === undefined
      ? []
      : queryPart
          .split('&')
          .map((q) => q.split('=')[0]?.trim() ?? '')
          .filter((q) => q !== '');
  return { source: pathPart, segments, query };
}

/** The parameters of a template, in order. */
export function pathParams(template: PathTemplate): string[] {
  return template.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/**
 * Matches a concrete path (no query) against a template: the parameters' values, decoded, or
 * `undefined` when it does not match. A parameter never matches an empty segment.
 */
export function matchPath(
  template: PathTemplate,
  path: string,
): Record<string, string> | undefined {
  return matchSegments(template.segments, pathSegments(path));
}

/** Fills a template's parameters (encoded); a missing one is an error naming it. */
export function fillPath(template: PathTemplate, params: Readonly<Record<string, string>>): string {
  const parts = template.segments.map((segment) => {
    if (segment.kind === 'literal') return segment.text;
    const value = params[segment.name];
    if (value === undefined)
      throw new Error(`The path ${template.source} needs a value for :${segment.name}.`);
    return encodeURIComponent(value);
  });
  return `/${parts.join('/')}`;
}

/** The path's shape for comparing two calls: parameters as `:`, literals as written. */
export function pathShape(template: PathTemplate): string {
  return template.segments.map((s) => (s.kind === 'param' ? ':' : s.text)).join('/');
}
