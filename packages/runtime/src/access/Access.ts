import type { Entity, Screen, Spec, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import {
  availableActions,
  actionAvailability,
  type ActionAvailability,
  type ActionContext,
  type ActionRuleValidator,
} from '../lifecycle/availableActions.ts';
import { compileLifecycles, type CompiledLifecycle } from '../lifecycle/compileLifecycle.ts';
import {
  conditionBase,
  type ConditionBase,
  type ConditionRecord,
} from '../lifecycle/evaluateCondition.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { compileAbility, type SpecAbility } from './compileAbility.ts';

/** The four actions every entity has, besides its lifecycle's. */
export const RECORD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** Options of `createAccess`. */
export interface AccessOptions {
  /** The clock conditions see as `now` and `today`; default the system clock. */
  now?: () => Date;
}

/**
 * What one acting user may see and do in a spec's app: point 6 compiled with CASL, and point 4's
 * lifecycles. Every check is a pure predicate over the spec, the user and the record.
 */
export class Access {
  /** The CASL ability of the user, for anything the methods below do not cover. */
  readonly ability: SpecAbility;
  /** The spec's lifecycles that compile, by entity. */
  readonly lifecycles: ReadonlyMap<string, CompiledLifecycle>;
  private readonly entities: ReadonlyMap<string, Entity>;
  private readonly clock: () => Date;

  constructor(
    readonly spec: Spec,
    readonly user: User,
    options: AccessOptions = {},
  ) {
    this.clock = options.now ?? (() => new Date());
    this.ability = compileAbility(spec, user, () => this.base());
    this.lifecycles = compileLifecycles(spec);
    this.entities = new Map(spec.entities.map((e) => [e.name, e]));
  }

  /** The constants and the clock conditions and guards see now. */
  base(): ConditionBase {
    return conditionBase(this.spec, this.clock());
  }

  /** May the user read some records of the entity at all (its screens, its menu entry)? */
  canSeeEntity(entity: string): boolean {
    return this.ability.can('read', entity);
  }

  /**
   * May the user open the screen: does it name one of their roles (or `all`, or none), and may
   * they read its entity (create it on a form without `:parameters`, update it on one with)?
   */
  canOpenScreen(screen: Screen): boolean {
    const roles = screen.roles.filter((r) => r !== '');
    if (
      roles.length > 0 &&
      !roles.includes('all') &&
      !roles.some((r) => this.user.roles.includes(r))
    )
      return false;
    const entity = screen.target?.entity;
    if (entity === undefined) return true;
    if (screen.kind !== 'form') return this.canSeeEntity(entity);
    return this.ability.can(screen.route.includes(':') ? 'update' : 'create', entity);
  }

  /** May the user read this record? */
  canRead(entity: string, record: ConditionRecord): boolean {
    return this.ability.can('read', { entity, record });
  }

  /** May the user create a record of the entity with these values (any values, when absent)? */
  canCreate(entity: string, record?: ConditionRecord): boolean {
    return this.ability.can('create', record ? { entity, record } : entity);
  }

  /** May the user change this record? */
  canUpdate(entity: string, record: ConditionRecord): boolean {
    return this.ability.can('update', { entity, record });
  }

  /** May the user delete this record? */
  canDelete(entity: string, record: ConditionRecord): boolean {
    return this.ability.can('delete', { entity, record });
  }

  /** Does point 6 permit the user a lifecycle action on this record (point 4's checks aside)? */
  permits(entity: string, action: string, record: ConditionRecord): boolean {
    return this.ability.can(action, { entity, record });
  }

  /** May the user take the action on the record now: right state, role, permission and guard? */
  canAct(entity: string, action: string, record: StoredRecord): boolean {
    return this.actionOf(entity, action, record)?.allowed ?? false;
  }

  /** The records of a list the user may read, in their order. */
  visibleRecords(entity: string, records: readonly StoredRecord[]): StoredRecord[] {
    return records.filter((record) => this.canRead(entity, record));
  }

  /**
   * The fields of the record the user may edit: none when they may not update it (or create it,
   * for a new record), else every field but the state field, which only actions change.
   */
  editableFields(entity: string, record?: ConditionRecord): string[] {
    const declared = this.entities.get(entity);
    if (!declared) return [];
    const action = record?.id === undefined ? 'create' : 'update';
    const subject = record ? { entity, record } : entity;
    return declared.fields
      .filter((f) => f.type.kind !== 'state' && this.ability.can(action, subject, f.name))
      .map((f) => f.name);
  }

  /**
   * Every action of the entity's lifecycle with whether the user may take it on the record now,
   * and why not (`availableActions`); with `ruleValidator`, the rules of point 5 on each action too.
   */
  availableActions(
    entity: string,
    record: StoredRecord,
    ruleValidator?: ActionRuleValidator,
  ): ActionAvailability[] {
    const lifecycle = this.lifecycles.get(entity);
    return lifecycle
      ? availableActions(lifecycle, record, this.user, this.actionContext(entity, ruleValidator))
      : [];
  }

  /** One action's availability (`actionAvailability`); undefined when the entity has no lifecycle. */
  actionOf(
    entity: string,
    action: string,
    record: StoredRecord,
    ruleValidator?: ActionRuleValidator,
  ): ActionAvailability | undefined {
    const lifecycle = this.lifecycles.get(entity);
    if (!lifecycle) return undefined;
    return actionAvailability(
      lifecycle,
      record,
      action,
      this.user,
      this.actionContext(entity, ruleValidator),
    );
  }

  /** What a lifecycle's checks need for this user: the catalogue, the clock, point 6. */
  actionContext(entity: string, ruleValidator?: ActionRuleValidator): ActionContext {
    const context: ActionContext = {
      catalogue: this.spec.errors,
      base: this.base(),
      permits: (action, record) => this.permits(entity, action, record),
    };
    if (ruleValidator) context.ruleValidator = ruleValidator;
    return context;
  }

  /** The error that refuses an action of the user: NOT_ALLOWED, from the catalogue when it has it. */
  refusal(action: string): AppError {
    return appError('NOT_ALLOWED', this.spec.errors, { action });
  }
}

/** Compiles what `user` may see and do in `spec` (`Access`). */
export function createAccess(spec: Spec, user: User, options: AccessOptions = {}): Access {
  return new Access(spec, user, options);
}
