import { parseQuery, type Entity, type QueryParam, type Spec, type User } from '@specrun/model';
import { computeFields } from '../data/computeFields.ts';
import type { Outcome } from '../data/DataSource.ts';
import { appError } from '../errors/AppError.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import {
  conditionBase,
  conditionScope,
  evaluateCondition,
} from '../lifecycle/evaluateCondition.ts';
import { defaultSort } from '../query/queryRecords.ts';
import { sortRecords } from '../query/sortRecords.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import type { BoundRequest } from './BoundRequest.ts';
import type { ListWindow } from './storeListQuery.ts';

/** A page of a list, and how many records the list held before it was cut. */
export interface ListPage {
  records: StoredRecord[];
  total: number;
}

/** A list request read: the call's query parameters, the request's, and the page it asks for. */
export interface ListRequest {
  params: readonly QueryParam[];
  search: URLSearchParams;
  window: ListWindow;
}

/**
 * Reads a list request's query (docs/calls.md, "Query parameters"): a parameter the call does not
 * read is refused with BAD_REQUEST when point 7 says so (else ignored), and so is a `limit` or
 * `offset` that is no whole number of 0 or more.
 */
export function readListRequest(bound: BoundRequest): Outcome<ListRequest> {
  const { spec, binding } = bound;
  const params = parseQuery(binding.call.path).params;
  const search = new URLSearchParams(bound.request.search);
  const refuse = (detail: string): Outcome<ListRequest> => ({
    ok: false,
    errors: [appError('BAD_REQUEST', spec.errors, { detail })],
  });
  if (spec.wire?.unknownQuery?.text === 'refused')
    for (const name of search.keys())
      if (!params.some((p) => p.name === name))
        return refuse(`${binding.call.name} reads no query parameter "${name}"`);
  const page = pageOf(params, search, spec);
  if (!page.ok) return refuse(page.detail);
  const window: ListWindow =
    page.limit === undefined ? { offset: page.offset } : { offset: page.offset, limit: page.limit };
  return { ok: true, value: { params, search, window } };
}

/**
 * What a list call answers of the records the acting user may read (docs/calls.md, "Query
 * parameters"): those its query's filters keep (a field, an item of a list field, a field
 * through references: `favorited=favoritedBy.username`), those its `where` holds for, in the
 * entity's list order (newest first, oldest first, by a field), then the page `offset` and
 * `limit` cut, with the count before the cut. Read here from every record listed; a request the
 * store can answer whole is asked of it instead (`storeListQuery`).
 */
export async function queryList(
  bound: BoundRequest,
  listed: readonly StoredRecord[],
  request: ListRequest,
): Promise<ListPage> {
  const { spec, entity, binding } = bound;
  const { params, search } = request;
  const { user, now, store } = bound.shape;
  const seeing = (record: StoredRecord) => ({
    record,
    values: computeFields(spec, entity, record, user, now),
  });
  let records = listed.map(seeing);
  const lookup = new Lookup(spec, store, user, now);
  for (const param of params) {
    const wanted = search.get(param.name);
    if (param.kind !== 'filter' || wanted === null || wanted === '') continue;
    const kept = [];
    for (const seen of records)
      if (await lookup.holds(entity, seen.record.id, seen.values, param.path ?? [], wanted))
        kept.push(seen);
    records = kept;
  }
  const where = binding.call.where;
  if (where !== undefined) {
    const base = conditionBase(spec, now);
    const lists = await lookup.listsNamedIn(where.source);
    records = records.filter(({ record, values }) => {
      const scope = conditionScope(entity, { id: record.id, values }, user ?? NOBODY, base);
      const outcome = evaluateCondition(where.source, Object.assign(scope, lists));
      return outcome.ok && outcome.holds;
    });
  }
  let ordered = records.map(({ record }) => record);
  const sort = defaultSort(entity);
  if (sort !== undefined) ordered = sortRecords(ordered, entity, sort);
  const { offset, limit } = request.window;
  const cut = ordered.slice(offset, limit === undefined ? undefined : offset + limit);
  return { records: cut, total: ordered.length };
}

/** The user a `where` sees when nobody is signed in. */
const NOBODY: User = { id: '', name: '', roles: [] };

/** The page a request asks for: `offset` (default 0), `limit` (default its `limit=`, else all). */
function pageOf(
  params: readonly QueryParam[],
  search: URLSearchParams,
  spec: Spec,
): { ok: true; offset: number; limit?: number } | { ok: false; detail: string } {
  let offset = 0;
  let limit: number | undefined;
  for (const param of params) {
    if (param.kind === 'filter') continue;
    const given = search.get(param.name);
    const text = given ?? (param.kind === 'limit' ? param.default : undefined);
    if (text === undefined || text === '') continue;
    const constant = spec.constants.find((c) => c.name === text)?.value;
    const fromConstant = given === null && constant !== undefined;
    // What a request gives is digits only: no sign, no exponent, no hexadecimal, no spaces.
    const number = fromConstant ? Number(constant) : /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(number) || number < 0)
      return { ok: false, detail: `${param.name} is ${text}, not a whole number of 0 or more` };
    if (param.kind === 'offset') offset = number;
    else limit = number;
  }
  return limit === undefined ? { ok: true, offset } : { ok: true, offset, limit };
}

/** The records a query's field paths and a `where` reach, read once per request. */
class Lookup {
  private readonly byEntity = new Map<string, Map<string, StoredRecord>>();

  constructor(
    private readonly spec: Spec,
    private readonly store: RecordStore,
    private readonly user: User | undefined,
    private readonly now: Date,
  ) {}

  /**
   * True when the value at a field path of a record (its computed fields included) is `wanted`:
   * a list holds it among its items, a reference is followed to the record it names.
   */
  async holds(
    entity: Entity | undefined,
    id: string,
    values: Readonly<Record<string, FieldValue>>,
    path: readonly string[],
    wanted: string,
  ): Promise<boolean> {
    const [name, ...rest] = path;
    if (name === undefined) return false;
    const value = name === 'id' ? id : values[name];
    if (value === undefined) return false;
    const items = Array.isArray(value) ? value : [value];
    if (rest.length === 0) return items.some((item) => String(item) === wanted);
    const type = entity?.fields.find((f) => f.name === name)?.type;
    const target = type?.kind === 'list' ? type.of : type;
    if (target?.kind !== 'ref') return false;
    const next = this.spec.entities.find((e) => e.name === target.entity);
    const records = await this.records(target.entity);
    for (const item of items) {
      const record = records.get(String(item));
      if (record === undefined) continue;
      const seen = computeFields(this.spec, next, record, this.user, this.now);
      if (await this.holds(next, record.id, seen, rest, wanted)) return true;
    }
    return false;
  }

  /** The entities a `where` names (`User.exists(…)`), each as a list of its records' values. */
  async listsNamedIn(source: string): Promise<Record<string, unknown[]>> {
    const lists: Record<string, unknown[]> = {};
    for (const entity of this.spec.entities) {
      if (!new RegExp(`\\b${entity.name}\\b`).test(source)) continue;
      const records = [...(await this.records(entity.name)).values()];
      lists[entity.name] = records.map((record) => ({
        id: record.id,
        ...computeFields(this.spec, entity, record, this.user, this.now),
      }));
    }
    return lists;
  }

  private async records(entity: string): Promise<Map<string, StoredRecord>> {
    let records = this.byEntity.get(entity);
    if (records === undefined) {
      records = new Map((await this.store.list(entity)).map((r) => [r.id, r]));
      this.byEntity.set(entity, records);
    }
    return records;
  }
}
