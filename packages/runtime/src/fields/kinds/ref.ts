import { pick } from '../../backend/mulberry32.ts';
import { formattedTextInput, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

const values = stringValues<TypeOf<'ref'>>((value) => typeof value === 'string' && value !== '');

/**
 * A reference to a record of an entity (`ref Category`), stored as its id: shown as its id
 * (screens show the record's label instead where they know it), filtered by a choice of the
 * records it may point at by label (none when their labels are not known), picked among them
 * in a form. A sample is one of the records (or sample users) it may point at; a list holds each
 * once.
 */
export const refKind: FieldKindBehaviour<TypeOf<'ref'>> = {
  ...values,
  target: (type) => type.entity,
  display: showText,
  filter: {
    kind: 'oneOf',
    choices: (type, { labels }) => {
      const known = labels?.get(type.entity);
      if (!known) return [];
      return [...known]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
  },
  sortKey: (value) => String(value),
  sortsByNumber: false,
  input: formattedTextInput(values.parse, values.format, (type) => ({
    control: 'record',
    entity: type.entity,
  })),
  sample: (type, _name, { random, idsOf }) => pick(random, idsOf(type.entity)),
  distinct: true,
};
