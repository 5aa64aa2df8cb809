import {
  TEXT_FIELD_KINDS,
  BEHAVIOUR_KINDS,
  EDIT_FIELD_KINDS,
  ROW_BEHAVIOURS,
  behaviourKind,
  type Entity,
  readBehaviour,
  type ReadBehaviour,
  type Spec,
} from '@specrun/model';
import { entityNoun } from '../labels/entityNoun.ts';
import { nameWords } from '../labels/nameWords.ts';

/** A list behaviour as a screen runs it: its kind, its words, and what its bulk acts on. */
export interface ScreenBehaviour {
  kind: (typeof BEHAVIOUR_KINDS)[number];
  behaviour: ReadBehaviour;
  /** The words of its control: the spec's label, or words made from its kind and field. */
  label: string;
  /**
   * What a behaviour of the whole list acts on and counts: every record of the entity (the
   * spec named the entity), or the screen's records (it named the screen's route).
   */
  over: 'entity' | 'screen';
}

/** The behaviours of one list screen, in the spec's order. */
export interface ScreenBehaviours {
  /** The inline row that adds a record. */
  add?: ScreenBehaviour;
  /** The controls on each row. */
  rows: ScreenBehaviour[];
  /** The behaviours of the whole list besides `add`: toggle all, action all, delete all, count. */
  list: ScreenBehaviour[];
}

/**
 * The list behaviours of point 2 that a list screen of `entity` at `route` runs: those of its
 * entity and those of its route. A behaviour the checker refuses (an unknown kind, field or
 * action, a field of the wrong type) is left out: the app runs what is sound.
 */
export function screenBehaviours(spec: Spec, route: string, entity: Entity): ScreenBehaviours {
  const actions = new Set(
    spec.lifecycles.find((l) => l.entity === entity.name)?.transitions.map((t) => t.action) ?? [],
  );
  const found: ScreenBehaviours = { rows: [] as ScreenBehaviour[], list: [] as ScreenBehaviour[] };
  for (const written of spec.behaviours) {
    if (written.list !== entity.name && written.list !== route) continue;
    const { behaviour, problem } = readBehaviour(written);
    if (problem !== undefined) continue;
    const kind = behaviourKind(behaviour) as ScreenBehaviour['kind'];
    if (!BEHAVIOUR_KINDS.includes(kind) || !sound(behaviour, kind, entity, actions)) continue;
    const run: ScreenBehaviour = {
      kind,
      behaviour,
      label: behaviour.label ?? defaultLabel(behaviour, kind, entity),
      over: behaviour.list.startsWith('/') ? 'screen' : 'entity',
    };
    if (kind === 'add') found.add ??= run;
    else if (ROW_BEHAVIOURS.has(kind)) found.rows.push(run);
    else found.list.push(run);
  }
  return found;
}

function sound(
  behaviour: ReadBehaviour,
  kind: string,
  entity: Entity,
  actions: ReadonlySet<string>,
): boolean {
  if (behaviour.actions) return behaviour.actions.every((action) => actions.has(action));
  if (kind === 'toggle' || kind === 'toggle all' || kind === 'add' || kind === 'edit') {
    const field = entity.fields.find((f) => f.name === behaviour.field);
    if (!field) return false;
    if (kind === 'add') return TEXT_FIELD_KINDS.has(field.type.kind);
    if (kind === 'edit') return EDIT_FIELD_KINDS.has(field.type.kind);
    return field.type.kind === 'boolean';
  }
  return kind !== 'action' && kind !== 'action all';
}

function defaultLabel(behaviour: ReadBehaviour, kind: string, entity: Entity): string {
  const noun = entityNoun(entity);
  const field = behaviour.field === undefined ? '' : nameWords(behaviour.field);
  const action = nameWords(behaviour.actions?.[0] ?? '');
  switch (kind) {
    case 'add':
      return `New ${noun.one}`;
    case 'toggle':
      return field || action;
    case 'edit':
      return `Edit ${field.toLowerCase()}`;
    case 'action':
      return action;
    case 'toggle all':
      return field ? `Mark all as ${field.toLowerCase()}` : `${action} all`;
    case 'action all':
      return `${action} all`;
    case 'delete all':
      return behaviour.where ? `Delete the matching ${noun.many}` : `Delete all ${noun.many}`;
    case 'count':
      return `{count} ${noun.one}`;
    default:
      return 'Delete';
  }
}
