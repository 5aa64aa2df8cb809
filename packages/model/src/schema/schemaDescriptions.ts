import type { PointKey } from '../model/Spec.ts';
import type { TableKind } from '../read/rows.ts';

/**
 * The descriptions that the JSON Schema of the YAML form shows in editors: one per column of each
 * table kind, one per section, and one per key of entities, lifecycles and list displays.
 */

/** What each column of each table kind holds, keyed by its canonical name. */
export const COLUMN_DESCRIPTIONS: Record<TableKind, Record<string, string>> = {
  audience: {
    audience: 'Who uses the product: a group of people.',
    'what they do with it': 'What that audience does with the product.',
  },
  screens: {
    route: 'The path of the screen, with :parameters (/claims/:id).',
    screen: 'The kind of screen: home, list, detail, form, board, dashboard or page.',
    shows:
      'What the screen shows: an entity (Claim), an entity with a CEL filter (Claim where status == "submitted"), or prose.',
    roles: 'The roles that may open the screen; all for every role.',
    title:
      'The title of the screen, its heading and its name in the navigation; without it, the title comes from the route and what the screen shows.',
  },
  fields: {
    field: 'The name of the field.',
    type: 'The type: text, longtext, number, integer, money EUR, boolean, date, datetime, email, url, phone, "enum: a, b", ref Entity, list of <type>, or state.',
    required: 'Whether the field must have a value: true or false (yes or no).',
    notes:
      'Notes on the field; "unique" and "default <value>" have a meaning, the rest is description.',
  },
  transitions: {
    from: 'The state the action starts from.',
    action: 'The name of the action that moves the record.',
    to: 'The state the action leads to.',
    roles: 'The roles that may take the action; all (or none) for any role.',
    when: 'A CEL guard that must hold for the action to be allowed (record.owner == user.id).',
  },
  rules: {
    entity: 'The entity whose records the rule checks.',
    rule: 'A CEL expression that holds when the record is valid.',
    on: 'When the rule is checked: save, create, or the name of an action.',
    error: 'The code of the error (point 8) reported when the rule does not hold.',
  },
  permissions: {
    role: 'The role, or roles, that the permission grants to; all for every role.',
    may: 'The actions allowed: read, create, update, delete, the actions of point 4, or all.',
    on: 'The entity, or entities, that the permission concerns; all for every entity.',
    when: 'A CEL condition on record and user under which the permission holds.',
  },
  users: {
    user: 'The id of the sample user.',
    name: 'The name shown for the user.',
    roles: 'The roles of the user.',
  },
  calls: {
    call: 'The name of the call (list claims).',
    method: 'The HTTP method: GET, POST, PUT, PATCH or DELETE.',
    path: 'The path of the call, with :parameters (/api/claims/:id).',
    sends:
      'What the call sends: an entity or a list of it (Claim, Claim[]), its fields (User(email, password)), in an envelope ({user: User}).',
    answers:
      'The answers, each a status and then an entity (200 Claim), a list (200 Claim[]), an envelope ({articles: Article[] without body, articlesCount: count}), an error code (404 NOT_FOUND), "validation errors", or nothing (204).',
    roles: 'Who may make the call; empty for anyone point 6 lets do what it does.',
    where: 'A CEL filter on the records a list call gives, for the acting user.',
  },
  errors: {
    code: 'The error code, in upper case (NOT_FOUND).',
    status: 'The HTTP status of the error; left out when it has none (a network error).',
    message: 'The message the user sees; {CONSTANT} placeholders are replaced by constants.',
  },
  constants: {
    name: 'The name of the constant, in upper case (MAX_CLAIM_AMOUNT).',
    value: 'The value: a number, true or false, or a text.',
    meaning: 'What the constant means, in words.',
  },
};

/** What each point's section holds in the YAML form. */
export const SECTION_DESCRIPTIONS: Record<PointKey, string> = {
  product: 'Point 1, what the product does and for whom: prose, and the audience.',
  screens: 'Point 2, screens and routes: prose, and the routes.',
  entities: 'Point 3, entities and their fields: prose, and the entities.',
  states: 'Point 4, states and transitions: prose, and one lifecycle per entity with a state.',
  validation: 'Point 5, validation rules: prose, and the rules.',
  roles: 'Point 6, roles and permissions: prose, the permissions and the sample users.',
  calls:
    'Point 7, the calls it makes: prose, the calls, and how errors are answered and the token is sent.',
  errors: 'Point 8, the error catalogue: prose, and the errors.',
  constants: 'Point 9, business constants and limits: prose, and the constants.',
};

/** What each list inside a section holds, by its key there. */
export const LIST_DESCRIPTIONS: Record<string, string> = {
  audience: 'Who uses the product and what they do with it.',
  routes: 'The screens of the app, one per route.',
  rules: 'The validation rules.',
  permissions: 'Who may do what on which entity.',
  users: 'The sample users that the app lets you act as.',
  calls: 'The calls the product makes to its backend.',
  errors: 'The errors the user may see, each with its code.',
  constants: 'The business constants and limits that rules and messages refer to.',
  entities: 'The entities, each with its fields.',
  lifecycles: 'The lifecycles: per entity, its initial state and transitions.',
};

/** The keys of an entity, a lifecycle and a list display. */
export const KEY_DESCRIPTIONS = {
  entity: {
    entity: 'The name of the entity (Claim).',
    text: 'Prose about the entity.',
    fields: 'The fields of the entity.',
    list: 'How lists of the entity are shown.',
  },
  lifecycle: {
    entity: 'The entity whose state field the lifecycle moves.',
    initial: 'The state a new record starts in.',
    text: 'Prose about the lifecycle.',
    transitions: 'The transitions: from a state, by an action, to a state.',
  },
  list: {
    noun: 'The words for the records in "The list of <noun> shows …"; by default the entity\'s name in the plural.',
    shows: 'The fields shown as columns, in order.',
    order: 'The order of the list, in words (newest first).',
  },
} as const;
