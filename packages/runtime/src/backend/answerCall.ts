import type { CallBinding, CallOperation, Entity, Spec } from '@specrun/model';
import type { AccessDataSource } from '../access/AccessDataSource.ts';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { errorStatus, successStatus } from './answerStatus.ts';
import { readValues, readVersion } from './readRequest.ts';
import { errorResponse, listResponse, recordResponse } from './wireResponse.ts';

/** One request for a call bound to an entity and an operation, and what answering it needs. */
export interface BoundRequest {
  spec: Spec;
  entity: Entity;
  binding: CallBinding;
  /** What the call does (the binding's operation). */
  operation: CallOperation;
  /** The path's parameters, decoded. */
  params: Readonly<Record<string, string>>;
  request: Request;
  /** The data source of the acting user: their permissions, the lifecycles and the rules. */
  source: AccessDataSource;
  /** The codes of the entity's rules of point 5 (answered with `validation errors`). */
  ruleCodes: ReadonlySet<string>;
}

/**
 * Answers a request for a bound call: lists, reads, creates, updates, deletes or takes an action
 * through the acting user's data source, and answers as docs/calls.md says — the record or list
 * with the call's success status, or the errors with the status the call gives their code.
 */
export async function answerCall(bound: BoundRequest): Promise<Response> {
  switch (bound.operation) {
    case 'list':
      return answerList(bound);
    case 'read':
      return answerRecord(bound, await findRecord(bound));
    case 'create':
      return answerCreate(bound);
    case 'update':
      return answerUpdate(bound);
    case 'delete':
      return answerDelete(bound);
    case 'action':
      return answerAction(bound);
  }
}

async function answerList(bound: BoundRequest): Promise<Response> {
  const { entity, binding, params, source } = bound;
  // The path's scope is asked of the store, so a database reads only the records in it.
  const scope = scopeValues(binding, params);
  const records =
    Object.keys(scope).length === 0
      ? await source.list(entity.name)
      : await source.listWhere(entity.name, scope);
  const { status, assumption } = successStatus(binding.call, 'list');
  return listResponse(status, records, assumption);
}

async function answerCreate(bound: BoundRequest): Promise<Response> {
  const { entity, binding, params, source } = bound;
  const read = await readValues(bound.request);
  if (!read.ok) return badRequest(bound, read.detail);
  const values = read.value;
  // A parameter before the resource (`/projects/:projectId/tasks`) gives the field it names.
  for (const scope of binding.scope)
    if (scope.field !== undefined && values[scope.field] === undefined)
      values[scope.field] = params[scope.param] ?? null;
  return answerRecord(bound, await source.create(entity.name, values));
}

async function answerUpdate(bound: BoundRequest): Promise<Response> {
  const { entity, source, request } = bound;
  const read = await readValues(request);
  if (!read.ok) return badRequest(bound, read.detail);
  const version = readVersion(request);
  if (!version.ok) return badRequest(bound, version.detail);
  const found = await findRecord(bound);
  if (!found.ok) return refuse(bound, found.errors);
  const record = found.value;
  const values =
    request.method.toUpperCase() === 'PUT' ? replacement(entity, read.value) : read.value;
  const outcome = await source.update(
    entity.name,
    record.id,
    values,
    version.value ?? record.version,
  );
  return answerRecord(bound, outcome);
}

async function answerDelete(bound: BoundRequest): Promise<Response> {
  const { entity, binding, source } = bound;
  const version = readVersion(bound.request);
  if (!version.ok) return badRequest(bound, version.detail);
  const found = await findRecord(bound);
  if (!found.ok) return refuse(bound, found.errors);
  const record = found.value;
  // If-Match is honoured here too: a delete of a record someone changed since is refused.
  if (version.value !== undefined && version.value !== record.version)
    return refuse(bound, [appError('CONFLICT', bound.spec.errors)]);
  const removed = await source.remove(entity.name, record.id);
  if (!removed.ok) return refuse(bound, removed.errors);
  const { status, assumption } = successStatus(binding.call, 'delete');
  const success = binding.call.answers.find((a) => a.status === status);
  return recordResponse(status, record, assumption, success?.body.kind === 'payload');
}

async function answerAction(bound: BoundRequest): Promise<Response> {
  const { entity, binding, source } = bound;
  const version = readVersion(bound.request);
  if (!version.ok) return badRequest(bound, version.detail);
  const found = await findRecord(bound);
  if (!found.ok) return refuse(bound, found.errors);
  const record = found.value;
  const action = binding.action ?? '';
  const outcome = await source.act(entity.name, record.id, action, version.value ?? record.version);
  return answerRecord(bound, outcome);
}

/** A record's outcome as an answer: the record with the call's success status, or its errors. */
function answerRecord(bound: BoundRequest, outcome: Outcome<StoredRecord>): Response {
  if (!outcome.ok) return refuse(bound, outcome.errors);
  const { status, assumption } = successStatus(bound.binding.call, bound.operation);
  return recordResponse(status, outcome.value, assumption);
}

/** Errors as an answer, with the status the call gives them (docs/calls.md). */
function refuse(bound: BoundRequest, errors: readonly AppError[]): Response {
  const { status, assumption } = errorStatus(bound.binding.call, errors, bound.ruleCodes);
  return errorResponse(status, errors, assumption);
}

function badRequest(bound: BoundRequest, detail: string): Response {
  return refuse(bound, [appError('BAD_REQUEST', bound.spec.errors, { detail })]);
}

/**
 * The record the path names, as the acting user may read it: by id, or by the field the path's
 * parameter is named after (`:slug`); NOT_FOUND when there is none, or when it lies outside the
 * path's scope (`/projects/:projectId/tasks/:id` with another project).
 */
async function findRecord(bound: BoundRequest): Promise<Outcome<StoredRecord>> {
  const { entity, binding, params, source } = bound;
  const key = binding.key;
  const value = key === undefined ? undefined : params[key];
  const notFound: Outcome<StoredRecord> = {
    ok: false,
    errors: [appError('NOT_FOUND', bound.spec.errors)],
  };
  if (key === undefined || value === undefined) return notFound;
  let found: Outcome<StoredRecord>;
  if (key !== 'id' && entity.fields.some((f) => f.name === key)) {
    const named = await source.listWhere(entity.name, { [key]: value });
    const record = named.find((r) => sameValue(r.values[key], value));
    found = record ? { ok: true, value: record } : notFound;
  } else {
    found = await source.get(entity.name, value);
  }
  if (found.ok && !inScope(found.value, binding, params)) return notFound;
  return found;
}

/** The values the path's scope asks of a list: each scope field, its parameter. */
function scopeValues(
  binding: CallBinding,
  params: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const scope of binding.scope) {
    const wanted = params[scope.param];
    if (scope.field !== undefined && wanted !== undefined) values[scope.field] = wanted;
  }
  return values;
}

/** True when a record lies within the path's scope: each scope field holds its parameter. */
function inScope(
  record: StoredRecord,
  binding: CallBinding,
  params: Readonly<Record<string, string>>,
): boolean {
  for (const scope of binding.scope) {
    const wanted = params[scope.param];
    if (scope.field === undefined || wanted === undefined) continue;
    const value = record.values[scope.field];
    const holds = Array.isArray(value)
      ? value.some((item) => sameValue(item, wanted))
      : sameValue(value, wanted);
    if (!holds) return false;
  }
  return true;
}

function sameValue(value: unknown, text: string): boolean {
  return value !== undefined && !Array.isArray(value) && String(value) === text;
}

/**
 * The values a PUT sends, as a replacement of the record's editable values: every field of the
 * entity but its state field (which only actions change) takes the body's value, and a field
 * the body leaves out is cleared (`null`). The state field is kept unless the body names it
 * (then a change of it is refused with STATE_BY_ACTION); fields the entity does not have are
 * passed on, to be refused with UNKNOWN_FIELD.
 */
function replacement(entity: Entity, body: ValuesInput): ValuesInput {
  const values: ValuesInput = { ...body };
  for (const field of entity.fields) {
    if (field.type.kind === 'state') continue;
    if (values[field.name] === undefined) values[field.name] = null;
  }
  return values;
}
