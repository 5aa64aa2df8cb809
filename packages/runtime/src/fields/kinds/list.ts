import type { FieldType } from '@specrun/model';
import { between } from '../../backend/mulberry32.ts';
import { asText, EMPTY, INVALID, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, TypeOf } from './types.ts';
import { compareJson } from './unknown.ts';

type List = TypeOf<'list'>;

/**
 * A list of values of one type (`list of text`, `list of ref Category`), stored as an array and
 * written as JSON; a list cannot hold lists or states. What it does with each item is what the
 * kind of its items does, looked up by `of` (the registry passes its lookup in, so that this
 * module does not import the registry that imports it).
 *
 * Its items are shown one after the other (screens join them with commas); it is filtered by the
 * text of its items and sorted by its JSON text. Its input holds records picked among an
 * entity's, values among an enum's, or items typed one by one, each read as its own input reads
 * it (or as text, as a list types it). A sample has up to three items, each record of a list of
 * references once.
 */
export function listKind(of: (type: FieldType) => FieldKindBehaviour): FieldKindBehaviour<List> {
  const test = (type: List): ((value: unknown) => boolean) => {
    const item = of(type.of).test(type.of);
    return (value) => Array.isArray(value) && value.every((one) => item(one));
  };
  return {
    test,
    parse: (text, type) => {
      let items: unknown;
      try {
        items = JSON.parse(text);
      } catch {
        return undefined;
      }
      return test(type)(items) ? (items as FieldValue[]) : undefined;
    },
    format: (value) => JSON.stringify(value),
    compare: compareJson,
    items: (type) => type.of,
    target: (type) => of(type.of).target?.(type.of),
    display: showText,
    filter: { kind: 'contains' },
    sortKey: (value) => JSON.stringify(value),
    sortsByNumber: false,
    input: {
      empty: [],
      show: (value, type) => {
        const items = Array.isArray(value) ? value : [value];
        const { input } = of(type.of);
        return items.map((one) => asText(input.show(one, type.of)));
      },
      read: (input, type) => {
        const item = of(type.of).input;
        const items = Array.isArray(input) ? input : asText(input) === '' ? [] : [asText(input)];
        const values: FieldValue[] = [];
        for (const text of items) {
          const one = item.readItem ? item.readItem(text, type.of) : item.read(text, type.of);
          if (one.status === 'invalid') return INVALID;
          if (one.status === 'value') values.push(one.value);
        }
        if (values.length === 0) return EMPTY;
        return { status: 'value', value: values };
      },
      element: (type) => {
        const element = of(type.of).input.element(type.of);
        if (element.control === 'record') return { control: 'records', entity: element.entity };
        if (element.control === 'select') return { control: 'multiselect', values: element.values };
        return { control: 'tags' };
      },
    },
    sample: (type, name, context) => {
      const item = of(type.of);
      const items: FieldValue[] = [];
      const count = between(context.random, 0, 3);
      for (let i = 0; i < count; i++) {
        const one = item.sample(type.of, name, { ...context, unique: false });
        if (one !== undefined && !(item.distinct && items.includes(one))) items.push(one);
      }
      return items;
    },
  };
}
