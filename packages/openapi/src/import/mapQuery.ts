import { emptySpec, mapCalls, type Call, type Entity } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import type { Pointer } from '../source/pointer.ts';
import type { ImportContext } from './ImportContext.ts';
import { code } from './prose.ts';
import { schemaOf } from './schemaView.ts';

/**
 * A query parameter of a `GET` operation, before the entity its call lists is known: its name,
 * where it stands and the `default` of its schema, so that the document's values can go.
 */
export interface QueryDraft {
  name: string;
  file: string;
  pointer: Pointer;
  /** The `default` of its schema, when a number. */
  fallback: number | undefined;
}

/** The draft of a query parameter's node. */
export function queryDraft(name: string, node: Node): QueryDraft {
  const fallback = schemaOf(schemaOf(schemaOf(node.value)['schema']))['default'];
  return {
    name,
    file: node.file,
    pointer: node.pointer,
    fallback: typeof fallback === 'number' ? fallback : undefined,
  };
}

const NAME = /^[A-Za-z_]\w*$/;

/**
 * Writes the query parameters of the list calls after `?` in their paths (docs/calls.md,
 * "Query parameters"): `limit` (with its default, `limit=20`) and `offset` page the list; a
 * parameter named after a field of the listed entity filters by it (`author`), and one that
 * begins a list field's name by that list (`tag=tagList`). What names no field, and the query
 * parameters of calls that list nothing, are reported as not mapped.
 */
export function mapQuery(
  ctx: ImportContext,
  entities: readonly Entity[],
  calls: readonly Call[],
  queries: ReadonlyMap<Call, readonly QueryDraft[]>,
): void {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const spec = { ...emptySpec(), entities: [...entities], calls: [...calls] };
  for (const { call, entity: bound, operation } of mapCalls(spec).bindings) {
    const drafts = queries.get(call);
    if (drafts === undefined) continue;
    // The entity the call lists, as the checker binds it (by name first, then by shape).
    const many = call.answers.some(
      (a) => a.status < 300 && a.body.kind === 'payload' && a.body.payload.many,
    );
    const entity =
      (operation === 'list' || many) && bound !== undefined ? byName.get(bound) : undefined;
    const items: string[] = [];
    const left: string[] = [];
    for (const draft of drafts) {
      const item = entity === undefined ? undefined : queryItem(draft, entity);
      if (item !== undefined && !items.some((i) => i.split('=')[0] === draft.name))
        items.push(item);
      else left.push(draft.name);
    }
    if (items.length > 0) call.path = `${call.path}?${items.join('&')}`;
    if (left.length > 0) {
      const first = drafts.find((d) => d.name === left[0]) ?? drafts[0];
      const what = `query parameter${left.length === 1 ? '' : 's'} ${left.join(', ')}`;
      const why = entity === undefined ? 'the call lists no records' : `no field of ${entity.name}`;
      ctx.notMapped(
        7,
        first ?? { file: '', pointer: [] },
        `${call.name}: not mapped: ${what} (${why}).`,
        `${code(call.name)}: ${left.map(code).join(', ')} (${why}).`,
      );
    }
  }
}

function queryItem(draft: QueryDraft, entity: Entity): string | undefined {
  const { name } = draft;
  if (!NAME.test(name)) return undefined;
  if (name === 'offset') return 'offset';
  if (name === 'limit') {
    const { fallback } = draft;
    return typeof fallback === 'number' && Number.isInteger(fallback) && fallback >= 0
      ? `limit=${fallback}`
      : 'limit';
  }
  if (entity.fields.some((f) => f.name === name)) return name;
  const list = entity.fields.find(
    (f) => f.type.kind === 'list' && f.name.toLowerCase().startsWith(name.toLowerCase()),
  );
  return list === undefined ? undefined : `${name}=${list.name}`;
}
