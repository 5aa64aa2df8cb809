import type { Entity, User } from '@specrun/model';
import type { Scenario } from './Scenario.ts';
import { ordinaryValue, type ValueContext } from './fieldValues.ts';
import type { SpecFacts } from './SpecFacts.ts';

/** A record a test made through the spec's create call. */
export interface MadeRecord {
  entity: string;
  /** The name its id and version are saved under. */
  name: string;
  /** The sample user who made it. */
  user: User;
  /** The body it was made with. */
  body: Record<string, unknown>;
}

/** How to make the body of a record. */
export interface BodyOptions {
  user: User;
  /** Also fill the optional fields. */
  optional?: boolean;
}

/**
 * Makes the records a test needs through the spec's own create calls, each rehearsed first:
 * the records its references need before it, by any sample user who may create them.
 */
export class Maker {
  private serial = 0;

  constructor(
    private readonly facts: SpecFacts,
    private readonly today: string,
    private readonly draw: number,
  ) {}

  /**
   * The body of a new record: an ordinary value for each field the client sends, references
   * to other entities filled with records made first (`{{r1.id}}`). Undefined when a
   * referenced record cannot be made.
   */
  async body(
    scenario: Scenario,
    entity: Entity,
    options: BodyOptions,
  ): Promise<Record<string, unknown> | undefined> {
    this.serial += 1;
    const context: ValueContext = {
      userId: options.user.id,
      serial: this.serial,
      today: this.today,
      draw: this.draw,
    };
    const body: Record<string, unknown> = {};
    for (const field of entity.fields) {
      if (!field.required && !options.optional) continue;
      if (isFilledByBackend(field)) continue;
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
    return body;
  }

  /**
   * Makes a record of an entity through its create call, as the first of `users` (default:
   * every sample user) whose create succeeds; undefined when the spec lists no create call or
   * none succeeds.
   */
  async make(
    scenario: Scenario,
    entityName: string,
    options: { users?: readonly User[]; optional?: boolean; body?: Record<string, unknown> } = {},
  ): Promise<MadeRecord | undefined> {
    const entity = this.facts.entity(entityName);
    const create = this.facts.call(entityName, 'create');
    if (!entity || !create) return undefined;
    for (const user of options.users ?? this.facts.users) {
      const body =
        options.body ??
        (await this.body(scenario, entity, { user, optional: options.optional ?? false }));
      if (!body) return undefined;
      const name = scenario.newName();
      const kept = await scenario.attempt(
        {
          title: `create ${entity.name} as ${user.id}`,
          as: user.id,
          call: create.call.name,
          method: create.call.method,
          path: this.facts.pathFor(create),
          body,
          save: name,
          creates: entity.name,
        },
        { status: this.facts.successStatus(create) },
      );
      if (kept) return { entity: entity.name, name, user, body };
    }
    return undefined;
  }
}

/** True for a field the backend fills, which a client never sends. */
function isFilledByBackend(field: Entity['fields'][number]): boolean {
  const extra = field as { set?: unknown; computed?: unknown };
  return field.type.kind === 'state' || extra.set !== undefined || extra.computed !== undefined;
}
