/**
 * The typed model of a nine-point spec. Every element carries the position in the source text it
 * was read from (`at`), so that diagnostics can point at it. A model built in code may leave `at`
 * out; `stripPositions` removes positions so that two models can be compared by content.
 */

/** A 1-based line and column in the source text. */
export interface Position {
  line: number;
  column: number;
}

/** The nine points, in order. `key` is the point's key in the YAML form. */
export const POINTS = [
  { point: 1, key: 'product', title: 'What the product does and for whom' },
  { point: 2, key: 'screens', title: 'Screens and routes' },
  { point: 3, key: 'entities', title: 'Entities and their fields' },
  { point: 4, key: 'states', title: 'States and transitions' },
  { point: 5, key: 'validation', title: 'Validation rules' },
  { point: 6, key: 'roles', title: 'Roles and permissions' },
  { point: 7, key: 'calls', title: 'The calls it makes' },
  { point: 8, key: 'errors', title: 'The error catalogue' },
  { point: 9, key: 'constants', title: 'Business constants and limits' },
] as const;

export type PointNumber = (typeof POINTS)[number]['point'];
export type PointKey = (typeof POINTS)[number]['key'];

/**
 * What a spec says of one point apart from its tables: whether the section is there, its prose,
 * and where its heading is. A section that is missing, empty or says "not shown" is a gap.
 */
export interface Section {
  point: PointNumber;
  /** False when the spec has no section for this point. */
  present: boolean;
  /** The section's prose (paragraphs separated by a blank line), without its tables. */
  text: string;
  /** The heading's position. */
  at?: Position;
}

/** A CEL expression as written in the spec; the checker parses it. */
export interface Expression {
  source: string;
  at?: Position;
}

/** A value of a constant or a field default. */
export type Value = string | number | boolean;

/** Point 1: one row of the audience table. */
export interface Audience {
  name: string;
  does: string;
  at?: Position;
}

/**
 * Words that already mean something in points 5 and 6 (a rule's `on`, a permission's `may`): no
 * transition of point 4 may be named so (`reserved-action`), and none is bound to a call.
 */
export const RESERVED_ACTIONS: ReadonlySet<string> = new Set([
  'read',
  'create',
  'update',
  'delete',
  'save',
  'all',
]);

/** The kinds of screen point 2 may name. */
export const SCREEN_KINDS = [
  'home',
  'list',
  'detail',
  'form',
  'board',
  'dashboard',
  'page',
] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

/** What a screen shows: an entity, optionally filtered by a CEL expression. */
export interface ScreenTarget {
  entity: string;
  where?: Expression;
}

/** Point 2: one route of the app. */
export interface Screen {
  route: string;
  /** The kind as written; `isScreenKind` tells whether it is one of `SCREEN_KINDS`. */
  kind: string;
  /** The "shows" cell as written. */
  shows: string;
  /** Set when `shows` names an entity (`Claim` or `Claim where <expression>`). */
  target?: ScreenTarget;
  /** Role names; `all` stands for every role. Empty when the cell is empty. */
  roles: string[];
  /** The screen's title (its heading and its name in the navigation), when the spec gives one. */
  title?: string;
  at?: Position;
}

/** A field's type (point 3). `unknown` keeps a type the reader could not read, as written. */
export type FieldType =
  | { kind: 'text' }
  | { kind: 'longtext' }
  | { kind: 'number' }
  | { kind: 'integer' }
  | { kind: 'money'; currency: string }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'datetime' }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'phone' }
  | { kind: 'password' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'ref'; entity: string }
  | { kind: 'list'; of: FieldType }
  | { kind: 'state' }
  | { kind: 'unknown'; text: string };

export type FieldKind = FieldType['kind'];

/** Point 3: one field of an entity. */
export interface Field {
  name: string;
  type: FieldType;
  required: boolean;
  /** `unique` appears in the notes. */
  unique: boolean;
  /** From `default <value>` in the notes. */
  default?: Value;
  /** The notes as written. */
  notes: string;
  /** `= <expression>` in the notes: computed for the acting user when read, never stored. */
  computed?: Expression;
  /** `set on create: <expression>` or `set on save: …`: filled by the backend, never by a client. */
  set?: SetBy;
  /** `deleted with its <Entity>` on a reference: the record goes when the one it names does. */
  deletedWith?: string;
  /** `added by <action>` on a list of users: the action adds the acting user to it. */
  addedBy?: string;
  /** `removed by <action>` on a list of users: the action takes the acting user out of it. */
  removedBy?: string;
  /** `answered as a, b and c` on a reference: answered as these fields of the record it names. */
  answeredAs?: string[];
  /** `empty is none` in the notes: an empty text is kept as no value. */
  emptyIsNone?: boolean;
  at?: Position;
}

/** When the backend fills a field, and with what (`set on create: user.id`). */
export interface SetBy {
  /** `create`: when the record is made; `save`: then and on every change. */
  on: 'create' | 'save';
  expression: Expression;
}

/** How an entity's list is shown, from a sentence "The list of … shows a, b and c, newest first." */
export interface ListDisplay {
  /** The words between "The list of" and "shows", kept to write the sentence back. */
  noun: string;
  columns: string[];
  /** The order as written after the columns ("newest first", "oldest first", "by amount"…). */
  order?: string;
  at?: Position;
}

/** Point 3: an entity, from a `###` sub-section. */
export interface Entity {
  name: string;
  /** Prose under the entity's heading, without its table and list sentence. */
  text: string;
  fields: Field[];
  list?: ListDisplay;
  at?: Position;
}

/** Point 4: one row of an entity's transition table. */
export interface Transition {
  from: string;
  action: string;
  to: string;
  /** Role names; `all` or empty means any role. */
  roles: string[];
  when?: Expression;
  at?: Position;
}

/** Point 4: the lifecycle of one entity's state field. */
export interface Lifecycle {
  entity: string;
  /** From "Initial state: <name>." */
  initial?: string;
  initialAt?: Position;
  /** Prose under the entity's heading, without its table and initial-state sentence. */
  text: string;
  transitions: Transition[];
  at?: Position;
}

/** Point 5: one validation rule. `on` is `save`, `create` or an action's name. */
export interface Rule {
  entity: string;
  expression: Expression;
  on: string;
  /** The error code reported when the rule does not hold. */
  error: string;
  at?: Position;
}

/** Point 6: one row of the permission table. `all` stands for every role, action or entity. */
export interface Permission {
  roles: string[];
  actions: string[];
  entities: string[];
  when?: Expression;
  at?: Position;
}

/** Point 6: a sample user. */
export interface User {
  id: string;
  name: string;
  roles: string[];
  at?: Position;
}

/**
 * A payload named in point 7: an entity, or a list of it (`Claim[]`); the fields it carries
 * (`User(username, bio)`, `Article[] without body`), the envelope it travels in
 * (`{articles: Article[], articlesCount: count}`), or the distinct values of one of its fields
 * (`distinct Article.tagList`).
 */
export interface Payload {
  entity: string;
  many: boolean;
  /** `Entity(a, b)`: only these fields (and `token`, the caller's token). */
  fields?: string[];
  /** `Entity without a, b`: every field but these. */
  without?: string[];
  /** `{key: …}`: the key the records go under, and the key of their count (`count`). */
  envelope?: Envelope;
  /** `distinct Entity.field`: the field whose distinct values come back, most used first. */
  distinct?: string;
}

/** The envelope of a payload: `{articles: Article[], articlesCount: count}`. */
export interface Envelope {
  key: string;
  /** The key of the number of records the list holds before a page is cut from it. */
  count?: string;
}

/** What an answer of a call carries besides its status. */
export type AnswerBody =
  | { kind: 'none' }
  | { kind: 'payload'; payload: Payload }
  | { kind: 'error'; code: string }
  /** `validation errors`: the codes of the entity's rules. */
  | { kind: 'validation' };

/** Point 7: one answer of a call, e.g. `404 NOT_FOUND`. */
export interface Answer {
  status: number;
  body: AnswerBody;
}

/** Point 7: one call the product makes. */
export interface Call {
  name: string;
  method: string;
  path: string;
  sends?: Payload;
  answers: Answer[];
  /** Who may make the call (`roles`); empty: anyone point 6 lets do what it does. */
  roles?: string[];
  /** A CEL filter on the records a list call gives (`where`), for the acting user. */
  where?: Expression;
  at?: Position;
}

/** A sentence of point 7 about the wire, its value as written (without backticks). */
export interface WireText {
  text: string;
  at?: Position;
}

/** What point 7 says of the wire for every call, in its sentences (docs/calls.md). */
export interface Wire {
  /** "Errors are answered as `{errors: {<field>: [<message>]}}`.": the error shape. */
  errorShape?: WireText;
  /** "The token is sent as `Authorization: Token <token>`.": how calls carry the token. */
  token?: WireText;
  /** "Unknown query parameters are refused." (or `ignored`, the default). */
  unknownQuery?: WireText;
}

/** Point 8: one entry of the error catalogue. */
export interface ErrorEntry {
  code: string;
  /** The HTTP status; absent when the cell is empty (e.g. a network error). */
  status?: number;
  message: string;
  at?: Position;
}

/** Point 9: one business constant. */
export interface Constant {
  name: string;
  value: Value;
  meaning: string;
  at?: Position;
}

/** A whole spec: its title, intro, the nine sections and their structured content. */
export interface Spec {
  /** From `# Specification: <name>`. */
  name: string;
  /** The paragraphs between the title and the first section. */
  intro: string;
  at?: Position;
  /** The nine sections, always nine, in point order. */
  sections: Section[];
  audience: Audience[];
  screens: Screen[];
  entities: Entity[];
  lifecycles: Lifecycle[];
  rules: Rule[];
  permissions: Permission[];
  users: User[];
  calls: Call[];
  /** Point 7's sentences about the wire; absent when it says neither. */
  wire?: Wire;
  errors: ErrorEntry[];
  constants: Constant[];
}
