import {
  pathParams,
  type CallBinding,
  type CallMap,
  type Call,
  type CallOperation,
  type Entity,
  type Spec,
} from '@specrun/model';
import type { ValuesInput } from '../data/DataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** What an operation gives to fill its call's path. */
export interface PlanInput {
  /** The record's id (read, update, delete, action). */
  id?: string;
  /** The lifecycle action (operation `action`). */
  action?: string;
  /** The values sent (create, update): parameters before the resource may name their fields. */
  values?: ValuesInput;
  /** The record as last read, for a parameter naming one of its fields. */
  known?: StoredRecord | undefined;
  /**
   * The wire keys of the entities (`wireKeys`) when the app reads and writes every wire shape
   * (live mode); without them, calls with shapes of their own stay local (`unreadShape`).
   */
  keys?: ReadonlyMap<string, string> | undefined;
}

/** The call an operation goes through, with its path's parameters, or why it stays local. */
export type CallPlan =
  | {
      ok: true;
      binding: CallBinding;
      declared: Entity;
      params: Record<string, string>;
      /** What the app had to guess to fill the path, for the log. */
      assumptions: string[];
    }
  | { ok: false; reason: string };

/**
 * Finds the call for an operation on an entity's records and fills its path: the record's
 * parameter with its id (or, for `:slug`, the field's value as last read; its id, said as an
 * assumption, when not known), each parameter before the resource with the value of the field it
 * names (from the values sent, else the record as last read). An operation the spec lists no call
 * for, whose path the app cannot fill, or whose call's payloads the app cannot read
 * (`unreadShape`), stays in local storage, with the reason in words.
 */
export function planCall(
  spec: Spec,
  map: CallMap,
  entity: string,
  operation: CallOperation,
  given: PlanInput = {},
): CallPlan {
  const binding = bindingFor(map, entity, operation, given);
  const declared = spec.entities.find((e) => e.name === entity);
  const named = operation === 'action' ? (given.action ?? 'action') : operation;
  if (!binding || !declared)
    return {
      ok: false,
      reason: `no call for ${named} of ${entity} in the spec: kept in local storage`,
    };
  const unread = unreadShape(binding.call, declared, given.keys);
  if (unread !== undefined)
    return {
      ok: false,
      reason:
        `${binding.call.name} ${unread}, ` +
        (given.keys === undefined
          ? "read in the page from the store the spec's backend answers from: kept in local storage"
          : 'which the app does not read as records: kept in local storage'),
    };
  const params: Record<string, string> = {};
  const assumptions: string[] = [];
  const missing: string[] = [];
  for (const param of pathParams(binding.template)) {
    if (param === binding.key && given.id !== undefined) {
      params[param] = keyValue(declared, param, given.id, given.known, assumptions);
      continue;
    }
    const field = binding.scope.find((s) => s.param === param)?.field;
    const value =
      field === undefined ? undefined : (given.values?.[field] ?? given.known?.values[field]);
    if (typeof value === 'string' || typeof value === 'number') params[param] = String(value);
    else missing.push(`:${param}`);
  }
  if (missing.length > 0)
    return {
      ok: false,
      reason:
        `${binding.call.name} (${binding.call.path}) needs ${missing.join(', ')}, which the ` +
        `app cannot tell for ${named} of ${entity}: kept in local storage`,
    };
  return { ok: true, binding, declared, params, assumptions };
}

/**
 * The call of an operation: for one record named by id, a call whose path names it (`read
 * profile`, `/profiles/:username`) rather than one on the caller's own user (`GET /user`).
 */
function bindingFor(
  map: CallMap,
  entity: string,
  operation: CallOperation,
  given: PlanInput,
): CallBinding | undefined {
  const found = map.find(entity, operation, given.action);
  if (found?.current !== true || given.id === undefined) return found;
  const named = map.bindings.find(
    (b) => b.entity === entity && b.operation === operation && !b.current && b.key !== undefined,
  );
  return named ?? found;
}

/** The value of the parameter naming a record: its id, or the field it names (`:slug`). */
function keyValue(
  entity: Entity,
  param: string,
  id: string,
  known: StoredRecord | undefined,
  assumptions: string[],
): string {
  if (param === 'id' || !entity.fields.some((f) => f.name === param)) return id;
  const value = known?.values[param];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  assumptions.push(`the app did not know the ${param} of ${entity.name} ${id}: sent its id`);
  return id;
}

/**
 * What the app cannot read or write of a call's payloads, in words, or undefined when it can.
 * Given the entities' wire keys (live mode), it reads and writes every shape the spec's backend
 * answers but distinct values (`distinct Article.tagList`), which are no records, and records
 * answered without an id that no other field stands for. Without them (the page's own backend),
 * it sends and reads plain records only: a call with an envelope (`{article: Article}`), some
 * fields (`User(email, password)`), records without their id or references answered as objects
 * runs on the local store, which holds the very records the spec's backend answers from.
 */
export function unreadShape(
  call: Call,
  entity: Entity,
  keys?: ReadonlyMap<string, string>,
): string | undefined {
  const payloads = [
    ...(call.sends ? [{ payload: call.sends, sent: true }] : []),
    ...call.answers.flatMap((a) =>
      a.body.kind === 'payload' ? [{ payload: a.body.payload, sent: false }] : [],
    ),
  ];
  for (const { payload, sent } of payloads) {
    const verb = sent ? 'sends' : 'answers';
    if (payload.distinct !== undefined) return `${verb} distinct values`;
    const withoutId = !sent && payload.without?.includes('id') === true;
    if (keys !== undefined) {
      if (withoutId && (keys.get(payload.entity) ?? 'id') === 'id')
        return `${verb} ${payload.entity} without its id, and no call names one by another field`;
      continue;
    }
    if (payload.envelope !== undefined)
      return `${verb} in an envelope ({${payload.envelope.key}: …})`;
    if (payload.fields !== undefined) return `${verb} some fields of ${payload.entity}`;
    if (withoutId) return `${verb} ${payload.entity} without its id`;
  }
  if (keys !== undefined) return undefined;
  const embedded = entity.fields.find((f) => f.answeredAs !== undefined);
  if (embedded !== undefined) return `answers ${entity.name}'s ${embedded.name} as an object`;
  return undefined;
}
