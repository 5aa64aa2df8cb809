import type { FieldKind, FieldType, Spec } from '@specrun/model';
import type { Random } from '../../backend/mulberry32.ts';

// What one kind of field declares in its module (`money.ts`), in one object: the registry gathers
// them in one table, which shared code reads instead of switching on kinds.

/** A stored field value: a string, number, boolean, or a list of them. */
export type FieldValue = string | number | boolean | FieldValue[];

/** The field type of one kind: `TypeOf<'money'>` is `{ kind: 'money'; currency: string }`. */
export type TypeOf<K extends FieldKind> = Extract<FieldType, { kind: K }>;

/**
 * Everything the runtime knows about one kind of field: which stored values belong to it, how a
 * value is read from and written to text (CSV, inputs), compared, shown to people, filtered and
 * sorted in lists, edited in a form, and drawn as a sample.
 */
export interface FieldKindBehaviour<T extends FieldType = FieldType> {
  /**
   * The test of a well-formed stored value of a field of `type`, made once per field: it runs on
   * every keystroke of a form and every write, so it takes the value alone.
   */
  test(type: T): (value: unknown) => boolean;
  /** Reads a value from text; `undefined` means the text is not a value of this type. */
  parse(text: string, type: T): FieldValue | undefined;
  /** Writes a value as text, the inverse of `parse`. */
  format(value: FieldValue, type: T): string;
  /** Orders two values of this type. */
  compare(a: FieldValue, b: FieldValue): number;
  /** The type of its items, for a kind whose values are lists. */
  items?(type: T): FieldType;
  /** The entity its values point at (a reference, a list of references), if any. */
  target?(type: T): string | undefined;
  /** True when the lifecycle's actions set it, never a form or a write (a record's state). */
  setByActions?: true;

  /** A value as text for people (money with its currency, yes and no). */
  display(value: FieldValue, type: T): string;
  /** True when its text can name a record (the first such field is the entity's label). */
  names?: true;
  /** True when its values are too long for a list's column: lists leave it out unless named. */
  wide?: true;
  /** True when its values are web links, shown as links. */
  link?: true;

  /** The filter a list offers for it. */
  filter: KindFilter<T>;
  /** The key a list sorts a value by: a number when `sortsByNumber`, else text in locale order. */
  sortKey(value: FieldValue): number | string;
  sortsByNumber: boolean;

  /** How a form's input meets it. */
  input: FormInputKind<T>;

  /** A sample value drawn from `context.random`, or `undefined` when none can be made. */
  sample(type: T, name: string, context: SampleContext): FieldValue | undefined;
  /** True when a list holds each of its values once (references to records). */
  distinct?: true;
}

/** What a choice filter's values are drawn from: the spec, the entity, the labels of records. */
export interface ChoiceContext {
  spec: Spec;
  entity: string;
  /** The labels of records by entity and id (a `LabelIndex`). */
  labels?: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;
}

/** One value a choice filter offers, with the words people see for it. */
export interface FilterChoice {
  value: string | boolean;
  label: string;
}

/** The input of each end of a range filter: a number, or a date (and time) of the browser. */
export type RangeInput =
  | { control: 'number'; integral: boolean }
  | { control: 'date'; htmlType: 'date' | 'datetime-local' };

/** The filter a list offers for a field of a kind: text it contains, a range, or a choice. */
export type KindFilter<T extends FieldType = FieldType> =
  | { kind: 'contains' }
  | {
      kind: 'range';
      input: RangeInput;
      /** One end of the range as typed (trimmed, not empty), as the list compares it. */
      bound(text: string): number | string | undefined;
    }
  | {
      kind: 'oneOf';
      /** The values to choose from. */
      choices(type: T, context: ChoiceContext): FilterChoice[];
      /** A chosen value as the page holds it (text) back to the value compared; default as is. */
      value?(text: string): string | boolean;
    };

/** What a form's input holds while the user edits it: text, a checkbox's state, or list items. */
export type InputValue = string | boolean | string[];

/** What an input's content means: no value, a value of the field's type, or not one. */
export type InputReading =
  { status: 'empty' } | { status: 'value'; value: FieldValue } | { status: 'invalid' };

/** The HTML input types of one-line inputs. */
export type TextInputType =
  'text' | 'email' | 'url' | 'tel' | 'date' | 'datetime-local' | 'password';

/** The element that edits a field, for the page to render; `control` names the element. */
export type InputElement =
  /**
   * One line of an HTML type. `keepsText`: the element keeps what is typed and reports it, so
   * that a keystroke re-renders nothing unless the field's messages change.
   */
  | { control: 'line'; htmlType: TextInputType; keepsText: boolean }
  /** Text of any type, kept as typed, with a note saying why (a type the reader did not know). */
  | { control: 'plain'; note: string }
  /** Several lines of text. */
  | { control: 'lines' }
  /** A number as typed; `unit` is shown beside it, and `tidy` rewrites it as shown once left. */
  | { control: 'number'; integral: boolean; unit?: string; tidy: boolean }
  /** Yes or no. */
  | { control: 'checkbox' }
  /** One of listed values. */
  | { control: 'select'; values: readonly string[] }
  /** Some of listed values. */
  | { control: 'multiselect'; values: readonly string[] }
  /** A record of an entity, found by its label. */
  | { control: 'record'; entity: string }
  /** Records of an entity, found by their labels. */
  | { control: 'records'; entity: string }
  /** Items typed one by one. */
  | { control: 'tags' }
  /** Shown, not edited. */
  | { control: 'readonly' };

/**
 * How a kind of field meets a form's input: what the input holds when the field has no value,
 * how a stored value is shown in it, how what the user entered becomes a value, and which
 * element edits it.
 */
export interface FormInputKind<T extends FieldType = FieldType> {
  empty: InputValue;
  show(value: FieldValue, type: T): InputValue;
  read(input: InputValue, type: T): InputReading;
  /** How one item of a list of this kind, typed as text, is read; default as its own input. */
  readItem?(text: string, type: T): InputReading;
  element(type: T): InputElement;
}

/** What making one sample value needs besides its field. */
export interface SampleContext {
  random: Random;
  /** The record's number within its entity (0 first): makes unique values unique. */
  index: number;
  /** True when the value must differ from every other record's (a `unique` field or rule). */
  unique: boolean;
  /** The ids a reference to `entity` may point at (sample users for `User`). */
  idsOf: (entity: string) => readonly string[];
  /** The state a new record starts in, for a state field. */
  initialState?: string;
  /** Dates and times are drawn from the year before this moment. */
  anchor: Date;
}
