import type { Entity, Field, FieldType, Lifecycle, Spec } from '../model/Spec.ts';

/** The built-in entity of point 6's users; `ref User` needs no table (DESIGN.md). */
export const USER_ENTITY = 'User';

/** The fields every record has without declaring them: the identifier the runtime assigns. */
export const IMPLICIT_FIELDS = ['id'] as const;

/** The fields of the built-in `User` entity and of the `user` variable. */
export const USER_FIELDS = ['id', 'name', 'roles'] as const;

/** The actions every entity has, besides its lifecycle's (point 6's `may`). */
export const CRUD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** The CEL type of a value, as far as the checker can tell without evaluating. */
export type CelType =
  'bool' | 'int' | 'double' | 'string' | 'list' | 'map' | 'null' | 'bytes' | 'type';

/** What an expression may know of a field: the values it can take, when they are listed. */
export interface FieldInfo {
  /** Enum values, or the lifecycle's states for a `state` field; undefined when not listed. */
  values?: ReadonlySet<string>;
  /** The field's notes say `unique`. */
  unique: boolean;
  /** The CEL type of its values (runtime: docs/errors.md); undefined when it is not known. */
  cel?: CelType;
}

/** The CEL type a field's stored values have at run time, or undefined for an unknown type. */
export function celTypeOf(type: Field['type']): CelType | undefined {
  switch (type.kind) {
    case 'boolean':
      return 'bool';
    case 'integer':
      return 'int';
    case 'number':
    case 'money':
      return 'double';
    case 'list':
      return 'list';
    case 'unknown':
      return undefined;
    default:
      return 'string';
  }
}

/** The fields of one entity (or of a union of entities) by name, as expressions see them. */
export type FieldMap = ReadonlyMap<string, FieldInfo>;

/**
 * Lookup tables over a spec, built once per check in linear time. Where a name is declared twice,
 * the first declaration wins (the second gets a `duplicate-…` diagnostic).
 */
export interface SpecIndex {
  entities: Map<string, Entity>;
  /** Each entity's fields as expressions see them, including `id`; `User` included. */
  fieldMaps: Map<string, FieldMap>;
  /** The declared entities that have a field of type `state`. */
  stateful: Set<string>;
  lifecycles: Map<string, Lifecycle>;
  /** Each lifecycle's states: its initial state and every `from` and `to`. */
  states: Map<string, Set<string>>;
  /** Each entity's actions: its lifecycle's, and those that add to or remove from a list of users. */
  actions: Map<string, Set<string>>;
  /**
   * Each constant's name to the position of its first declaration in `spec.constants`: a number,
   * so that a check can mark the constant used in an array instead of a second table.
   */
  constants: Map<string, number>;
  /** Each error code to the position of its first entry in `spec.errors` (likewise). */
  errors: Map<string, number>;
  /** Roles named in the permission table (without `all`). */
  permissionRoles: Set<string>;
  /** Roles the sample users hold. */
  userRoles: Set<string>;
  /** The roles the spec declares: the permission table's, or the users' when it names none. */
  roles: Set<string>;
  /** Where each list repeats a name an earlier item has, for `checkDuplicates`. */
  repeats: Repeats;
}

/**
 * The positions, in their spec lists, of the items whose non-empty name an earlier item already
 * has: the tables above keep the first, so these are the duplicates, found while building them.
 */
export interface Repeats {
  entities: number[];
  lifecycles: number[];
  constants: number[];
  errors: number[];
}

/** True for a name that is a declared entity or the built-in `User`. */
export function isEntityName(index: SpecIndex, name: string): boolean {
  return index.entities.has(name) || name === USER_ENTITY;
}

/** Every entity name an expression or reference may use: the declared ones and `User`. */
export function entityNames(index: SpecIndex): string[] {
  return index.entities.has(USER_ENTITY)
    ? [...index.entities.keys()]
    : [...index.entities.keys(), USER_ENTITY];
}

/** Builds the lookup tables of a spec. */
export function indexSpec(spec: Spec): SpecIndex {
  const lifecycles = new Map<string, Lifecycle>();
  const states = new Map<string, Set<string>>();
  const actions = new Map<string, Set<string>>();
  const repeats: Repeats = { entities: [], lifecycles: [], constants: [], errors: [] };
  spec.lifecycles.forEach((lifecycle, i) => {
    if (lifecycles.has(lifecycle.entity)) {
      if (lifecycle.entity !== '') repeats.lifecycles.push(i);
      return;
    }
    lifecycles.set(lifecycle.entity, lifecycle);
    const names = new Set<string>();
    if (lifecycle.initial !== undefined && lifecycle.initial !== '') names.add(lifecycle.initial);
    const verbs = new Set<string>();
    for (const transition of lifecycle.transitions) {
      names.add(transition.from).add(transition.to);
      verbs.add(transition.action);
    }
    states.set(lifecycle.entity, names);
    actions.set(lifecycle.entity, verbs);
  });

  const entities = new Map<string, Entity>();
  const fieldMaps = new Map<string, FieldMap>();
  const stateful = new Set<string>();
  const enums: EnumInfos = new Map();
  spec.entities.forEach((entity, i) => {
    if (entities.has(entity.name)) {
      if (entity.name !== '') repeats.entities.push(i);
      return;
    }
    entities.set(entity.name, entity);
    // The actions of a list of users (`added by favorite`) are the entity's actions too.
    for (const field of entity.fields)
      for (const action of [field.addedBy, field.removedBy]) {
        if (action === undefined) continue;
        let verbs = actions.get(entity.name);
        if (verbs === undefined) actions.set(entity.name, (verbs = new Set()));
        verbs.add(action);
      }
    const fields = buildFieldMap(entity.fields, states.get(entity.name), enums);
    fieldMaps.set(entity.name, fields.map);
    if (fields.stateful) stateful.add(entity.name);
  });

  const constants = new Map<string, number>();
  spec.constants.forEach((constant, i) => {
    if (!constants.has(constant.name)) constants.set(constant.name, i);
    else if (constant.name !== '') repeats.constants.push(i);
  });
  const errors = new Map<string, number>();
  spec.errors.forEach((entry, i) => {
    if (!errors.has(entry.code)) errors.set(entry.code, i);
    else if (entry.code !== '') repeats.errors.push(i);
  });

  const permissionRoles = new Set<string>();
  for (const permission of spec.permissions) {
    for (const role of permission.roles) if (role !== 'all') permissionRoles.add(role);
  }
  const userRoles = new Set<string>();
  for (const user of spec.users) for (const role of user.roles) userRoles.add(role);
  const roles = permissionRoles.size > 0 ? permissionRoles : userRoles;

  const userFields = new Map<string, FieldInfo>(
    USER_FIELDS.map((name) => [
      name,
      name === 'id' ? UNIQUE : name === 'roles' ? ROLES : NOT_UNIQUE,
    ]),
  );
  for (const [name, info] of fieldMaps.get(USER_ENTITY) ?? []) userFields.set(name, info);
  fieldMaps.set(USER_ENTITY, userFields);

  return {
    entities,
    fieldMaps,
    stateful,
    lifecycles,
    states,
    actions,
    constants,
    errors,
    permissionRoles,
    userRoles,
    roles,
    repeats,
  };
}

// What expressions know of most fields; shared, as nothing changes a FieldInfo once made.
const UNIQUE: FieldInfo = { unique: true, cel: 'string' };
const NOT_UNIQUE: FieldInfo = { unique: false, cel: 'string' };
const ROLES: FieldInfo = { unique: false, cel: 'list' };

const CEL_TYPES: readonly CelType[] = [
  'bool',
  'int',
  'double',
  'string',
  'list',
  'map',
  'null',
  'bytes',
  'type',
];

/**
 * What expressions know of a field whose values are not listed, by its CEL type: [not unique,
 * unique]. Shared by every such field, so that indexing a large spec makes no object per field.
 */
const PLAIN_INFO = new Map<CelType | undefined, readonly [FieldInfo, FieldInfo]>(
  [...CEL_TYPES, undefined].map((cel) => [cel, [plainInfo(false, cel), plainInfo(true, cel)]]),
);

function plainInfo(unique: boolean, cel: CelType | undefined): FieldInfo {
  return cel === undefined ? { unique } : { unique, cel };
}

/**
 * What expressions know of the fields of each enum type, [not unique, unique], made once per
 * type object of one index: a reader gives every field with the same type text one object (see
 * `TextPool`), so the entities of a large spec share the sets of their enums' values.
 */
type EnumInfos = Map<Extract<FieldType, { kind: 'enum' }>, readonly [FieldInfo, FieldInfo]>;

/**
 * An entity's fields as expressions see them: the implicit ones, then each declared name as its
 * first declaration has it (a declared `id` takes the implicit one's place). `stateful` when one
 * of those declarations is of type `state`.
 */
function buildFieldMap(
  fields: readonly Field[],
  states: Set<string> | undefined,
  enums: EnumInfos,
): { map: Map<string, FieldInfo>; stateful: boolean } {
  const implicit: readonly string[] = IMPLICIT_FIELDS;
  const map = new Map<string, FieldInfo>(implicit.map((name) => [name, UNIQUE]));
  const overridden: string[] = [];
  let stateful = false;
  for (const field of fields) {
    if (map.has(field.name)) {
      if (!implicit.includes(field.name) || overridden.includes(field.name)) continue;
      overridden.push(field.name);
    }
    map.set(field.name, fieldInfo(field, states, enums));
    if (field.type.kind === 'state') stateful = true;
  }
  return { map, stateful };
}

/** What expressions know of one field: its own object only when it is a state field. */
function fieldInfo(field: Field, states: Set<string> | undefined, enums: EnumInfos): FieldInfo {
  const type = field.type;
  if (type.kind === 'enum') {
    let infos = enums.get(type);
    if (infos === undefined) {
      const values = new Set(type.values);
      infos = [valuesInfo(false, values, type), valuesInfo(true, values, type)];
      enums.set(type, infos);
    }
    return infos[field.unique ? 1 : 0];
  }
  const cel = celTypeOf(type);
  let values: ReadonlySet<string> | undefined;
  if (type.kind === 'state') values = states;
  if (values === undefined)
    return (PLAIN_INFO.get(cel) as readonly [FieldInfo, FieldInfo])[field.unique ? 1 : 0];
  return cel === undefined
    ? { unique: field.unique, values }
    : { unique: field.unique, cel, values };
}

/**
 * The fields of several entities as one map, for an expression whose record may be any of them
 * (a permission `on` several entities or `all`): a name is known when one of them has it, and its
 * values are listed only when every entity that has it lists them.
 */
export function unionFieldMap(maps: Iterable<FieldMap>): FieldMap {
  const union = new Map<string, FieldInfo>();
  for (const map of maps) {
    for (const [name, info] of map) {
      const seen = union.get(name);
      if (seen === undefined) {
        union.set(name, info);
        continue;
      }
      const merged: FieldInfo = { unique: seen.unique || info.unique };
      if (seen.cel !== undefined && seen.cel === info.cel) merged.cel = seen.cel;
      if (seen.values !== undefined && info.values !== undefined)
        merged.values = new Set([...seen.values, ...info.values]);
      union.set(name, merged);
    }
  }
  return union;
}

function valuesInfo(unique: boolean, values: ReadonlySet<string>, type: FieldType): FieldInfo {
  const cel = celTypeOf(type);
  return cel === undefined ? { unique, values } : { unique, cel, values };
}
