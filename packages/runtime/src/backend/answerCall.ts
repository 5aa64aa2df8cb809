import type { Payload } from '@specrun/model';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { errorStatus, successStatus } from './answerStatus.ts';
import type { BoundRequest } from './BoundRequest.ts';
import type { CallAnswer } from './CallExchange.ts';
import { findRecord, inScope, resolveScope, subjectOf } from './findRecord.ts';
import { queryList, readListRequest, type ListPage, type ListRequest } from './queryList.ts';
import { storeListQuery } from './storeListQuery.ts';
import { readValues, readVersion } from './readRequest.ts';
import {
  distinctValues,
  envelope as envelopeOf,
  payloadOf,
  shapeList,
  shapeRecord,
} from './shapeAnswer.ts';
import { bodyAnswer, errorAnswer, answerWithRecord } from './wireAnswer.ts';

/**
 * Answers a request for a bound call: lists, reads, creates, updates, deletes or takes an action
 * through the acting user's data source, and answers as docs/calls.md says — the record or list
 * with the call's success status, or the errors with the status the call gives their code.
 */
export async function answerCall(bound: BoundRequest): Promise<CallAnswer> {
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
    case 'signUp':
      return answerSignUp(bound);
    case 'signIn':
      return answerSignIn(bound);
  }
}

/** A sign-up: creates the User as a create would, and answers it with a new token. */
async function answerSignUp(bound: BoundRequest): Promise<CallAnswer> {
  const read = await readValues(bound.request, bound.binding.call.sends);
  if (!read.ok) return badBody(bound, read);
  const unsent = unsentFields(bound, read.value);
  if (unsent.length > 0) return refuse(bound, unsent);
  const created = await bound.source.create(bound.entity.name, read.value);
  if (!created.ok) return refuse(bound, created.errors);
  return signedIn(bound, created.value);
}

/** A sign-in: the user whose details the body sends, answered with a new token. */
async function answerSignIn(bound: BoundRequest): Promise<CallAnswer> {
  const read = await readValues(bound.request, bound.binding.call.sends);
  if (!read.ok) return badBody(bound, read);
  const found = await bound.signing.signIn(read.value, bound.binding.call.sends?.fields);
  if (!found.ok) return refuse(bound, found.errors);
  return signedIn(bound, found.record);
}

/** The user's record as the call answers it, with a token naming them. */
async function signedIn(bound: BoundRequest, record: StoredRecord): Promise<CallAnswer> {
  const token = await bound.signing.signer.sign(record.id, bound.shape.now);
  const { status, assumption } = successStatus(bound.binding.call, bound.operation);
  const shape = { ...bound.shape, token, user: bound.signing.userOf(record, []) };
  const payload = payloadOf(bound.binding.call, status);
  const body = envelopeOf(payload, await shapeRecord(bound.entity, record, payload, shape));
  return answerWithRecord(status, record, body, assumption);
}

async function answerList(bound: BoundRequest): Promise<CallAnswer> {
  const { entity, binding } = bound;
  const scope = await resolveScope(bound);
  if (!scope.ok) return refuse(bound, scope.errors);
  const request = readListRequest(bound);
  if (!request.ok) return refuse(bound, request.errors);
  const { status, assumption } = successStatus(binding.call, 'list');
  const payload = payloadOf(binding.call, status);
  const { records: listed, total } = await listPage(bound, scope.value, request.value, payload);
  const body =
    payload?.distinct === undefined
      ? await shapeList(entity, listed, payload, bound.shape, total)
      : envelopeOf(payload, distinctValues(entity, listed, payload.distinct, bound.shape), total);
  return bodyAnswer(status, body, assumption);
}

/**
 * The page a list request answers, and the count before the cut: asked of the store as one query
 * when it can answer all of it (`storeListQuery`), else cut from the records read.
 */
async function listPage(
  bound: BoundRequest,
  scope: Readonly<Record<string, string>>,
  request: ListRequest,
  payload: Payload | undefined,
): Promise<ListPage> {
  const { entity, source } = bound;
  const counts = payload?.envelope?.count !== undefined;
  const query = await storeListQuery(bound, scope, request.params, request.window, counts);
  if (query === 'none') return { records: [], total: 0 };
  if (query !== undefined) {
    const page = await source.queryPage(entity.name, query);
    const records = request.window.limit === 0 ? [] : page.records;
    return { records, total: page.total ?? records.length };
  }
  // The path's scope is asked of the store, so a database reads only the records in it.
  const records =
    Object.keys(scope).length === 0
      ? await source.list(entity.name)
      : (await source.listWhere(entity.name, scope)).filter((r) => inScope(r, scope));
  return queryList(bound, records, request);
}

async function answerCreate(bound: BoundRequest): Promise<CallAnswer> {
  const { entity, source } = bound;
  const scope = await resolveScope(bound);
  if (!scope.ok) return refuse(bound, scope.errors);
  const read = await readValues(bound.request, bound.binding.call.sends);
  if (!read.ok) return badBody(bound, read);
  const values = read.value;
  const unsent = [...unsentFields(bound, values), ...nullLists(bound, values)];
  if (unsent.length > 0) return refuse(bound, unsent);
  // A parameter before the resource (`/projects/:projectId/tasks`, `/articles/:slug/comments`)
  // gives the field it names: the parameter, or the id of the parent record it names.
  for (const [field, value] of Object.entries(scope.value))
    if (values[field] === undefined) values[field] = value;
  return answerRecord(bound, await source.create(entity.name, values));
}

async function answerUpdate(bound: BoundRequest): Promise<CallAnswer> {
  const { entity, source, request } = bound;
  const read = await readValues(request, bound.binding.call.sends);
  if (!read.ok) return badBody(bound, read);
  const unsent = [...unsentFields(bound, read.value), ...nullLists(bound, read.value)];
  if (unsent.length > 0) return refuse(bound, unsent);
  const version = readVersion(request);
  if (!version.ok) return badRequest(bound, version.detail);
  const found = await findRecord(bound);
  if (!found.ok) return refuse(bound, found.errors);
  const record = found.value;
  // PUT and PATCH both change the fields given: a field left out keeps its value.
  const outcome = await source.update(
    entity.name,
    record.id,
    read.value,
    version.value ?? record.version,
  );
  return answerRecord(bound, outcome);
}

async function answerDelete(bound: BoundRequest): Promise<CallAnswer> {
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
  return recordAnswer(bound, status, record, assumption);
}

async function answerAction(bound: BoundRequest): Promise<CallAnswer> {
  const { entity, binding, source } = bound;
  const version = readVersion(bound.request);
  if (!version.ok) return badRequest(bound, version.detail);
  const found = await findRecord(bound);
  if (!found.ok) return refuse(bound, found.errors);
  const record = found.value;
  const action = binding.action ?? '';
  // An action that adds the acting user to a list of users, or takes them out, is no transition.
  const relation = entity.fields.some((f) => f.addedBy === action || f.removedBy === action);
  const outcome = relation
    ? await source.relate(entity.name, record.id, action)
    : await source.act(entity.name, record.id, action, version.value ?? record.version);
  return answerRecord(bound, outcome);
}

/** A record's outcome as an answer: the record with the call's success status, or its errors. */
async function answerRecord(
  bound: BoundRequest,
  outcome: Outcome<StoredRecord>,
): Promise<CallAnswer> {
  if (!outcome.ok) return refuse(bound, outcome.errors);
  const { status, assumption } = successStatus(bound.binding.call, bound.operation);
  return recordAnswer(bound, status, outcome.value, assumption);
}

/**
 * A record with a status, shaped by the payload the call's answer of that status names; none
 * when it names none (a delete's 204).
 */
async function recordAnswer(
  bound: BoundRequest,
  status: number,
  record: StoredRecord,
  assumption: string | undefined,
): Promise<CallAnswer> {
  const { binding, entity } = bound;
  const payload = payloadOf(binding.call, status);
  const bodiless = bound.operation === 'delete' && payload === undefined;
  const body = bodiless
    ? undefined
    : envelopeOf(payload, await shapeRecord(entity, record, payload, bound.shape));
  return answerWithRecord(status, record, body, assumption);
}

/**
 * Errors as an answer, with the status the call gives them (docs/calls.md); an error about the
 * record as a whole is about the record the call's path names (`article`), for the error shape.
 */
export function refuse(bound: BoundRequest, errors: readonly AppError[]): CallAnswer {
  const { status, assumption } = errorStatus(bound.binding.call, errors, bound.ruleCodes);
  const subject = subjectOf(bound, bound.binding.key);
  const about = errors.map((error) =>
    error.field === undefined && error.subject === undefined ? { ...error, subject } : error,
  );
  return errorAnswer(status, about, assumption, bound.errorShape);
}

function badRequest(bound: BoundRequest, detail: string): CallAnswer {
  return refuse(bound, [appError('BAD_REQUEST', bound.spec.errors, { detail })]);
}

/** A body that cannot be read (BAD_REQUEST), or that is not in the envelope (WRONG_ENVELOPE). */
function badBody(bound: BoundRequest, read: { detail: string; envelope?: string }): CallAnswer {
  if (read.envelope === undefined) return badRequest(bound, read.detail);
  const key = bound.binding.call.sends?.envelope?.key;
  const error = appError('WRONG_ENVELOPE', bound.spec.errors, { envelope: read.envelope });
  return refuse(bound, [key === undefined ? error : { ...error, subject: key }]);
}

/**
 * INVALID_VALUE for each list field a body sends as `null`: on the wire, a list with no items is
 * `[]`, and `null` is no list (other fields are cleared by it).
 */
function nullLists(bound: BoundRequest, values: ValuesInput): AppError[] {
  return bound.entity.fields
    .filter((f) => f.type.kind === 'list' && values[f.name] === null)
    .map((f) =>
      appError('INVALID_VALUE', bound.spec.errors, { field: f.name, type: 'list' }, f.name),
    );
}

/** UNKNOWN_FIELD for each value of a field the call does not send (`sends Review(text)`). */
function unsentFields(bound: BoundRequest, values: ValuesInput): AppError[] {
  const sent = bound.binding.call.sends?.fields;
  if (sent === undefined) return [];
  return Object.keys(values)
    .filter((name) => !sent.includes(name))
    .map((field) => appError('UNKNOWN_FIELD', bound.spec.errors, { field }, field));
}
