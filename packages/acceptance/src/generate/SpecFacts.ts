import {
  mapCalls,
  type CallBinding,
  type CallMap,
  type CallOperation,
  type Entity,
  type Position,
  type Spec,
  type User,
} from '@specrun/model';
import { BUILTIN_ERRORS } from '@specrun/runtime';
import type { Expect, SpecLine, Step } from '../plan/Plan.ts';

/**
 * What the generator reads off a spec again and again: its calls bound to operations, its
 * users, each entity's rule codes, and the status the spec gives an error code on a call.
 */
export class SpecFacts {
  readonly calls: CallMap;
  readonly users: readonly User[];
  private readonly entities: ReadonlyMap<string, Entity>;

  constructor(readonly spec: Spec) {
    this.calls = mapCalls(spec);
    this.users = spec.users;
    this.entities = new Map(spec.entities.map((entity) => [entity.name, entity]));
  }

  entity(name: string): Entity | undefined {
    return this.entities.get(name);
  }

  /** The call doing an operation on an entity's records, when the spec lists one. */
  call(entity: string, operation: CallOperation, action?: string): CallBinding | undefined {
    const binding = this.calls.find(entity, operation, action);
    return binding?.entity === undefined ? undefined : binding;
  }

  /**
   * The call that makes a new record of an entity: its create call, or for `User` the spec's
   * sign-up call (made by nobody signed in).
   */
  creator(entity: string): { binding: CallBinding; signedOut: boolean } | undefined {
    const create = this.call(entity, 'create');
    if (create) return { binding: create, signedOut: false };
    const signUp = this.calls.bindings.find((b) => b.entity === entity && b.operation === 'signUp');
    return signUp ? { binding: signUp, signedOut: true } : undefined;
  }

  /** The codes of the entity's rules of point 5. */
  ruleCodes(entity: string): Set<string> {
    return new Set(this.spec.rules.filter((r) => r.entity === entity).map((r) => r.error));
  }

  /**
   * The status the spec gives an error on a call (docs/calls.md): the one the call lists for
   * the code; for a rule's code or a field check, the call's `validation errors` status; else
   * the catalogue's status, else Specrun's own.
   */
  errorStatus(binding: CallBinding, code: string): number {
    const answers = binding.call.answers;
    const listed = answers.find((a) => a.body.kind === 'error' && a.body.code === code);
    if (listed) return listed.status;
    const validation = answers.find((a) => a.body.kind === 'validation');
    if (validation && this.ruleCodes(binding.entity ?? '').has(code)) return validation.status;
    const entry = this.spec.errors.find((e) => e.code === code);
    return entry?.status ?? BUILTIN_ERRORS[code]?.status ?? 500;
  }

  /** The status of the call's success: its first listed 2xx, else what REST expects. */
  successStatus(binding: CallBinding): number {
    const listed = binding.call.answers.find((a) => a.status >= 200 && a.status < 300);
    if (listed) return listed.status;
    const rest: Record<string, number> = { create: 201, signUp: 201, delete: 204 };
    return rest[binding.operation ?? ''] ?? 200;
  }

  /**
   * The path of a call, its record's own parameter filled with a placeholder of the record's
   * saved field (`{{r1.slug}}`), the parameters before it with the records they name.
   */
  pathFor(binding: CallBinding, record?: Placed): string {
    let path = binding.call.path.split('?', 1)[0] ?? '';
    const fill = (param: string, value: string) =>
      (path = path.replace(new RegExp(`[:{]${param}\\}?(?=/|$)`), value));
    for (const [param, value] of Object.entries(record?.scope ?? {})) fill(param, value);
    if (binding.key !== undefined && record !== undefined)
      fill(binding.key, `{{${record.name}.${binding.key}}}`);
    return path;
  }

  /** The step of `binding`'s call on `record` (its path filled by `pathFor`), made by `as`. */
  stepOn(binding: CallBinding, as: string, title: string, record?: Placed): Omit<Step, 'expect'> {
    return {
      title,
      as,
      call: binding.call.name,
      method: binding.call.method,
      path: this.pathFor(binding, record),
    };
  }

  /** What a call refused with `code` answers: the status the spec gives it, and the code. */
  refusal(binding: CallBinding, code: string): Expect {
    return { status: this.errorStatus(binding, code), code };
  }

  /** The field that names an entity's records in its calls' paths (`slug`), else `id`. */
  keyOf(entity: string): string {
    for (const operation of ['read', 'update', 'delete'] as const) {
      const key = this.call(entity, operation)?.key;
      if (key !== undefined) return key;
    }
    return 'id';
  }

  /**
   * A record's values as a call sends them: only the fields its `sends` names
   * (`User(email, password)`), in its envelope (`{user: …}`).
   */
  wrapBody(binding: CallBinding, values: Record<string, unknown>): unknown {
    const sends = binding.call.sends as Shaped | undefined;
    let sent = values;
    if (sends?.fields !== undefined)
      sent = Object.fromEntries(Object.entries(values).filter(([f]) => sends.fields?.includes(f)));
    if (sends?.without !== undefined)
      sent = Object.fromEntries(
        Object.entries(values).filter(([f]) => !sends.without?.includes(f)),
      );
    return sends?.envelope === undefined ? sent : { [sends.envelope.key]: sent };
  }

  /**
   * The fields a call's success must not carry: passwords always, and those its payload leaves
   * out (`Article without favoritedBy`, `User(username, bio)`).
   */
  hiddenFields(binding: CallBinding): string[] {
    const entity = this.entity(binding.entity ?? '');
    if (!entity) return [];
    const success = binding.call.answers.find((a) => a.status >= 200 && a.status < 300);
    const payload = (success?.body.kind === 'payload' ? success.body.payload : undefined) as
      Shaped | undefined;
    const hidden = new Set(
      entity.fields.filter((f) => f.type.kind === 'password').map((f) => f.name),
    );
    for (const field of payload?.without ?? []) hidden.add(field);
    if (payload?.fields !== undefined)
      for (const field of entity.fields)
        if (!payload.fields.includes(field.name)) hidden.add(field.name);
    return [...hidden];
  }

  /** The state field of an entity, when it has one. */
  stateField(entity: string): string | undefined {
    return this.entity(entity)?.fields.find((f) => f.type.kind === 'state')?.name;
  }
}

/** A record as a path names it: its saved name, and the values of the parameters before it. */
export interface Placed {
  name: string;
  /** Path parameters before the record's own (`slug` of `/articles/:slug/comments`). */
  scope?: Record<string, string>;
}

/**
 * What a payload may say of its shape beyond its entity (the envelope, the fields): read
 * structurally, so that a spec whose calls say nothing of it reads as plain records.
 */
interface Shaped {
  fields?: string[];
  without?: string[];
  envelope?: { key: string };
}

/** A spec position as a plan's line, `1:1` when the element carries none. */
export function lineOf(at: Position | undefined): SpecLine {
  return at ? { line: at.line, column: at.column } : { line: 1, column: 1 };
}
