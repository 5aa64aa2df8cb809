import { singularOf, type ErrorEntry, type PathTemplate } from '@specrun/model';
import type { AccessDataSource } from '../access/AccessDataSource.ts';
import type { Outcome } from '../data/DataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { BoundRequest } from './BoundRequest.ts';

/** The values the path's scope gives: each scope field, the value its records must hold. */
export type ScopeValues = Readonly<Record<string, string>>;

/**
 * What the parameters before the resource give (`/projects/:project/tasks`,
 * `/articles/:slug/comments`): each scope field and the value its records hold — the parameter
 * itself, or the id of the parent record it names through the parent's key (NOT_FOUND, about the
 * parent's resource word, when there is none the user may read).
 */
export async function resolveScope(bound: BoundRequest): Promise<Outcome<ScopeValues>> {
  const { binding, params, source } = bound;
  const values: Record<string, string> = {};
  for (const scope of binding.scope) {
    const value = params[scope.param];
    if (scope.field === undefined || value === undefined) continue;
    if (scope.parent === undefined) {
      values[scope.field] = value;
      continue;
    }
    const key = scope.parentKey ?? 'id';
    const parent = await findBy(source, scope.parent, key, value, bound.spec.errors);
    if (!parent.ok) return aboutParam(bound, scope.param, parent);
    values[scope.field] = parent.value.id;
  }
  return { ok: true, value: values };
}

/**
 * The record the path names, as the acting user may read it, within its scope: by id, or by the
 * field the path's parameter is named after (`:slug`); NOT_FOUND — about the path's resource
 * word, `article` — when there is none, when it lies outside the scope, or when the scope's
 * parent is missing (then about the parent's).
 */
export async function findRecord(bound: BoundRequest): Promise<Outcome<StoredRecord>> {
  // The caller's own user (`GET /api/user`): the visitor has none.
  if (bound.binding.current === true) {
    const id = bound.shape.user?.id ?? '';
    if (id === '')
      return {
        ok: false,
        errors: [{ ...appError('UNAUTHENTICATED', bound.spec.errors), subject: 'token' }],
      };
    return bound.source.get(bound.entity.name, id);
  }
  const scope = await resolveScope(bound);
  if (!scope.ok) return scope;
  const { entity, binding, params, source } = bound;
  const key = binding.key;
  const value = key === undefined ? undefined : params[key];
  if (key === undefined || value === undefined) return notFound(bound, subjectOf(bound, key));
  const field = key !== 'id' && entity.fields.some((f) => f.name === key) ? key : 'id';
  const found = await findBy(source, entity.name, field, value, bound.spec.errors);
  if (found.ok && !inScope(found.value, scope.value)) return notFound(bound, subjectOf(bound, key));
  return found.ok ? found : aboutParam(bound, key, found);
}

/** True when a record lies within the scope: each scope field holds its value. */
export function inScope(record: StoredRecord, scope: ScopeValues): boolean {
  for (const [field, wanted] of Object.entries(scope)) {
    const value = record.values[field];
    const holds = Array.isArray(value)
      ? value.some((item) => sameValue(item, wanted))
      : sameValue(value, wanted);
    if (!holds) return false;
  }
  return true;
}

/** The record of an entity whose field (or id) holds a value, as the user may read it. */
export async function findBy(
  source: AccessDataSource,
  entity: string,
  field: string,
  value: string,
  catalogue: readonly ErrorEntry[],
): Promise<Outcome<StoredRecord>> {
  if (field === 'id') return source.get(entity, value);
  const named = await source.listWhere(entity, { [field]: value });
  const record = named.find((r) => sameValue(r.values[field], value));
  return record
    ? { ok: true, value: record }
    : { ok: false, errors: [appError('NOT_FOUND', catalogue)] };
}

/**
 * What a refusal of the record a parameter names is about, in the error shape's `<field>`: the
 * resource word the path writes before the parameter, in the singular (`/articles/:slug` →
 * `article`, `/profiles/:username` → `profile`); else the entity's name in lower case.
 */
export function subjectOf(bound: BoundRequest, param: string | undefined): string {
  return wordBefore(bound.binding.template, param) ?? lowerFirst(bound.entity.name);
}

function wordBefore(template: PathTemplate, param: string | undefined): string | undefined {
  const i = template.segments.findIndex((s) => s.kind === 'param' && s.name === param);
  const before = i > 0 ? template.segments[i - 1] : undefined;
  return before?.kind === 'literal' ? singularOf(before.text) : undefined;
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The outcome's errors, each about the record the parameter names. */
function aboutParam<T>(
  bound: BoundRequest,
  param: string,
  failed: { ok: false; errors: readonly AppError[] },
): Outcome<T> {
  const subject = wordBefore(bound.binding.template, param) ?? subjectOf(bound, undefined);
  return { ok: false, errors: failed.errors.map((e) => ({ ...e, subject })) };
}

function notFound<T>(bound: BoundRequest, subject: string): Outcome<T> {
  return { ok: false, errors: [{ ...appError('NOT_FOUND', bound.spec.errors), subject }] };
}

function sameValue(value: unknown, text: string): boolean {
  return value !== undefined && !Array.isArray(value) && String(value) === text;
}
