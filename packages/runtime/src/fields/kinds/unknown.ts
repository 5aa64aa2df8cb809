import { freeTextInput, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, TypeOf } from './types.ts';

/** Orders two values by their JSON text. */
export const compareJson = (a: FieldValue, b: FieldValue): number =>
  JSON.stringify(a).localeCompare(JSON.stringify(b));

const isSomething = (value: unknown): boolean => value !== undefined;
const parse = (text: string): string => text;
const format = (value: FieldValue): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A type the reader could not read (`colour`), or none: whatever was stored is kept, so that
 * nothing is lost. It is filtered by the text it contains, sorted by its JSON text, edited as
 * plain text with a note that says its type is not known, and has no samples.
 */
export const unknownKind: FieldKindBehaviour<TypeOf<'unknown'>> = {
  test: () => isSomething,
  parse,
  format,
  compare: compareJson,
  display: showText,
  filter: { kind: 'contains' },
  sortKey: (value) => JSON.stringify(value),
  sortsByNumber: false,
  input: freeTextInput({ parse, format }, (type) => ({
    control: 'plain',
    note:
      type.text === ''
        ? 'The spec gives this field no type; it is kept as text.'
        : `The type “${type.text}” is unknown; it is kept as text.`,
  })),
  sample: () => undefined,
};
