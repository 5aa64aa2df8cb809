import type { Entity, Field, User } from '@specrun/model';
import type { Scenario } from './Scenario.ts';
import { ordinaryValue, type ValueContext } from './fieldValues.ts';
import type { Placed, SpecFacts } from './SpecFacts.ts';

/** A record a test made through the spec's create call. */
export interface MadeRecord extends Placed {
  entity: string;
  /** The sample user who made it. */
  user: User;
  /** The values it was made with, before the call's envelope. */
  body: Record<string, unknown>;
}

/** What a new record needs before its create is sent. */
export interface Prepared {
  /** Its values, references filled with records made first (`{{r1.id}}`). */
  body: Record<string, unknown>;
  /** The path parameters before the resource, filled the same way (`{{r1.slug}}`). */
  scope: Record<string, string>;
}

/** How to make the body of a record. */
export interface BodyOptions {
  user: User;
  /** Also fill the optional fields. */
  optional?: boolean;
}

/**
 * Makes the records a test needs through the spec's own create calls, each rehearsed first:
 * the records its references (and its path's parent: `/articles/:slug/comments`) need before
 * it, by any sample user who may create them.
 */
export class Maker {
  /**
   * @param serials the count of records made so far, shared by every test of a plan, so that
   *   no two records of a run share a value (users made by sign-up cannot be removed)
   */
  constructor(
    private readonly facts: SpecFacts,
    private readonly today: string,
    private readonly draw: number,
    private readonly serials: { made: number } = { made: 0 },
  ) {}

  /** The values of a new record: an ordinary value for each field a client sends. */
  async body(
    scenario: Scenario,
    entity: Entity,
    options: BodyOptions,
  ): Promise<Record<string, unknown> | undefined> {
    return (await this.prepare(scenario, entity, options))?.body;
  }

  /**
   * The values and the path's parents of a new record; undefined when a record it refers to
   * cannot be made.
   */
  async prepare(
    scenario: Scenario,
    entity: Entity,
    options: BodyOptions,
  ): Promise<Prepared | undefined> {
    this.serials.made += 1;
    const context: ValueContext = {
      userId: `{{${options.user.id}.id}}`,
      serial: this.serials.made,
      today: this.today,
      draw: this.draw,
    };
    const scope: Record<string, string> = {};
    const parents = new Map<string, string>();
    for (const param of this.facts.creator(entity.name)?.binding.scope ?? []) {
      const parent = (param as { parent?: string; parentKey?: string }).parent;
      if (parent === undefined) continue;
      const made = await this.make(scenario, parent);
      if (!made) return undefined;
      const key = (param as { parentKey?: string }).parentKey ?? 'id';
      scope[param.param] = `{{${made.name}.${key}}}`;
      if (param.field !== undefined) parents.set(param.field, made.name);
    }
    const body: Record<string, unknown> = {};
    for (const field of entity.fields) {
      if (!field.required && !options.optional) continue;
      if (parents.has(field.name) || isFilledByBackend(field)) continue;
      if (field.type.kind === 'ref' && field.type.entity !== 'User') {
        if (!field.required) continue;
        const made = await this.make(scenario, field.type.entity);
        if (!made) return undefined;
        body[field.name] = `{{${made.name}.id}}`;
        continue;
      }
      const value = ordinaryValue(entity, field, context);
      if (value !== undefined) body[field.name] = value;
    }
    return { body, scope };
  }

  /**
   * Makes a record of an entity through its create call, as the first of `users` (default:
   * every sample user) whose create succeeds; undefined when the spec lists no create call or
   * none succeeds.
   */
  async make(
    scenario: Scenario,
    entityName: string,
    options: { users?: readonly User[]; optional?: boolean } = {},
  ): Promise<MadeRecord | undefined> {
    const entity = this.facts.entity(entityName);
    const creator = this.facts.creator(entityName);
    if (!entity || !creator) return undefined;
    const create = creator.binding;
    for (const user of options.users ?? this.facts.users) {
      const prepared = await this.prepare(scenario, entity, {
        user,
        optional: options.optional ?? false,
      });
      if (!prepared) return undefined;
      const name = scenario.newName();
      const record: MadeRecord = { entity: entity.name, name, user, ...prepared };
      const kept = await scenario.attempt(
        {
          ...this.facts.stepOn(
            create,
            creator.signedOut ? '' : user.id,
            `${create.call.name} as ${creator.signedOut ? 'a new user' : user.id}`,
            { name, scope: prepared.scope },
          ),
          body: this.facts.wrapBody(create, prepared.body),
          save: name,
          creates: entity.name,
          ...this.removal(entity.name, record),
        },
        { status: this.facts.successStatus(create) },
      );
      if (kept) return record;
    }
    return undefined;
  }

  /** How the runner removes a record once the test is over: its delete call's path. */
  removal(entity: string, record: Placed): { removeWith?: string } {
    const remove = this.facts.call(entity, 'delete');
    return remove ? { removeWith: this.facts.pathFor(remove, record) } : {};
  }
}

/**
 * True for a field the backend fills or keeps, which a client never sends: the state, a value
 * set on create or save, a computed value, a list of users that actions fill, a numbered id.
 */
function isFilledByBackend(field: Field): boolean {
  const extra = field as { set?: unknown; computed?: unknown; addedBy?: unknown };
  return (
    field.type.kind === 'state' ||
    field.name === 'id' ||
    extra.set !== undefined ||
    extra.computed !== undefined ||
    extra.addedBy !== undefined
  );
}
