// The query parameters a call reads, written after `?` in its path (docs/calls.md, "Query
// parameters"): `/api/articles?tag=tagList&author=author.username&limit=20&offset`.
//
//   query := item ('&' item)*
//   item  := 'limit' ['=' (number | CONSTANT)] | 'offset' | name ['=' field ('.' field)*]

/** One query parameter of a call. */
export interface QueryParam {
  name: string;
  /** `limit`: how many records a page holds; `offset`: how many are skipped; else a filter. */
  kind: 'limit' | 'offset' | 'filter';
  /**
   * For a filter, the field it compares, through references (`author.username`: the username of
   * the record `author` names); a list field (`tagList`) holds the value among its items.
   */
  path?: string[];
  /** For `limit=20` or `limit=PAGE_SIZE`: the page size when a request gives none. */
  default?: string;
}

/** What reading a path's query gave: its parameters, and what could not be read. */
export interface QueryReading {
  params: QueryParam[];
  /** Each with the offset in the path where the item starts. */
  problems: { message: string; offset: number }[];
}

const NAME = /^[A-Za-z_]\w*$/;
const LIMIT = /^(?:\d+|[A-Z][A-Z0-9_]*)$/;

/** Reads the query parameters of a call's path (none when it has no `?`). */
export function parseQuery(path: string): QueryReading {
  const reading: QueryReading = { params: [], problems: [] };
  const mark = path.indexOf('?');
  if (mark < 0) return reading;
  let offset = mark + 1;
  const seen = new Set<string>();
  for (const item of path.slice(mark + 1).split('&')) {
    const at = offset + (item.length - item.trimStart().length);
    offset += item.length + 1;
    const text = item.trim();
    if (text === '') continue;
    const problem = (message: string): void => {
      reading.problems.push({ message, offset: at });
    };
    const eq = text.indexOf('=');
    const name = (eq < 0 ? text : text.slice(0, eq)).trim();
    const value = eq < 0 ? undefined : text.slice(eq + 1).trim();
    if (!NAME.test(name)) {
      problem(`"${name}" is not a parameter name`);
      continue;
    }
    if (seen.has(name)) {
      problem(`the parameter "${name}" is named twice`);
      continue;
    }
    seen.add(name);
    if (name === 'offset') {
      if (value !== undefined) problem('"offset" takes no value: a request gives it');
      reading.params.push({ name, kind: 'offset' });
    } else if (name === 'limit') {
      if (value !== undefined && !LIMIT.test(value))
        problem(`"limit=${value}": the page size is a whole number or a constant's name`);
      else
        reading.params.push(
          value === undefined ? { name, kind: 'limit' } : { name, kind: 'limit', default: value },
        );
    } else {
      const fieldPath = (value === undefined || value === '' ? name : value)
        .split('.')
        .map((part) => part.trim());
      if (!fieldPath.every((part) => NAME.test(part)))
        problem(`"${name}=${value ?? ''}" does not name a field (tagList, author.username)`);
      else reading.params.push({ name, kind: 'filter', path: fieldPath });
    }
  }
  return reading;
}
