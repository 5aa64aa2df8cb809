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
import type { SpecLine } from '../plan/Plan.ts';

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
    const rest = { list: 200, read: 200, create: 201, update: 200, delete: 204, action: 200 };
    return binding.operation ? rest[binding.operation] : 200;
  }

  /** The path of a call with the record's own parameter filled by a placeholder. */
  pathFor(binding: CallBinding, record?: string): string {
    let path = binding.call.path.split('?', 1)[0] ?? '';
    if (binding.key !== undefined && record !== undefined)
      path = path.replace(new RegExp(`[:{]${binding.key}\\}?`), `{{${record}.${binding.key}}}`);
    return path;
  }

  /** The state field of an entity, when it has one. */
  stateField(entity: string): string | undefined {
    return this.entity(entity)?.fields.find((f) => f.type.kind === 'state')?.name;
  }
}

/** A spec position as a plan's line, `1:1` when the element carries none. */
export function lineOf(at: Position | undefined): SpecLine {
  return at ? { line: at.line, column: at.column } : { line: 1, column: 1 };
}
