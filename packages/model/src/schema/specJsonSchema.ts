import { POINTS } from '../model/Spec.ts';
import type { JsonSchema } from './JsonSchema.ts';

export type { JsonSchema } from './JsonSchema.ts';
import { TABLE_KINDS, type TableKind } from '../read/rows.ts';
import { SECTION_LISTS } from '../read/yamlForm.ts';
import { columnSchema, FILLED_NAME_LIST, NAME } from './columnSchemas.ts';
import {
  COLUMN_DESCRIPTIONS,
  KEY_DESCRIPTIONS,
  LIST_DESCRIPTIONS,
  SECTION_DESCRIPTIONS,
} from './schemaDescriptions.ts';

const PROSE: JsonSchema = { type: ['string', 'null'] };

/**
 * Columns a table's header must have whose cell the reader still reads, without a problem, when
 * it is empty or left out (docs/format.md, "Cells"): a user without a name, an error without a
 * message (a gap the gap report lists).
 */
const MAY_BE_EMPTY: Partial<Record<TableKind, readonly string[]>> = {
  users: ['name'],
  errors: ['message'],
};
function described(schema: JsonSchema, description: string): JsonSchema {
  return { description, ...schema };
}

/** The schema of one row of a table kind: its canonical columns and their aliases. */
function rowSchema(kind: TableKind): JsonSchema {
  const { columns, aliases } = TABLE_KINDS[kind];
  const required = TABLE_KINDS[kind].required.filter((c) => !MAY_BE_EMPTY[kind]?.includes(c));
  const descriptions = COLUMN_DESCRIPTIONS[kind];
  const properties: JsonSchema = {};
  for (const column of columns) {
    const description = descriptions[column] ?? column;
    properties[column] = described(
      columnSchema(kind, column, required.includes(column)),
      description,
    );
  }
  for (const [alias, column] of Object.entries(aliases)) {
    if (alias === column || columns.includes(alias)) continue;
    properties[alias] = described(
      columnSchema(kind, column, required.includes(column)),
      `Another name for "${column}": ${descriptions[column] ?? ''}`,
    );
  }
  const needs = required.map((column): JsonSchema => {
    const names = [
      column,
      ...Object.keys(aliases).filter((a) => aliases[a] === column && a !== column),
    ];
    return names.length === 1
      ? { required: [column] }
      : { anyOf: names.map((n) => ({ required: [n] })) };
  });
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(needs.length === 0 ? {} : { allOf: needs }),
  };
}

function rowList(kind: TableKind, description: string): JsonSchema {
  return { description, type: ['array', 'null'], items: { $ref: `#/$defs/${kind}` } };
}

const ENTITY: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['entity'],
  properties: {
    entity: described(NAME, KEY_DESCRIPTIONS.entity.entity),
    text: described(PROSE, KEY_DESCRIPTIONS.entity.text),
    fields: rowList('fields', KEY_DESCRIPTIONS.entity.fields),
    list: {
      description: KEY_DESCRIPTIONS.entity.list,
      type: 'object',
      additionalProperties: false,
      required: ['shows'],
      properties: {
        noun: described(PROSE, KEY_DESCRIPTIONS.list.noun),
        shows: described(FILLED_NAME_LIST, KEY_DESCRIPTIONS.list.shows),
        order: described(PROSE, KEY_DESCRIPTIONS.list.order),
      },
    },
  },
};

const LIFECYCLE: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['entity'],
  properties: {
    entity: described(NAME, KEY_DESCRIPTIONS.lifecycle.entity),
    initial: described({ type: ['string', 'null'] }, KEY_DESCRIPTIONS.lifecycle.initial),
    text: described(PROSE, KEY_DESCRIPTIONS.lifecycle.text),
    transitions: rowList('transitions', KEY_DESCRIPTIONS.lifecycle.transitions),
  },
};

function sectionSchema(key: (typeof POINTS)[number]['key'], title: string): JsonSchema {
  const properties: JsonSchema = {
    text: described(PROSE, `The prose of point "${title}".`),
  };
  for (const list of SECTION_LISTS[key]) {
    properties[list.key] = rowList(list.kind, LIST_DESCRIPTIONS[list.key] ?? list.key);
  }
  if (key === 'calls') {
    properties['errorShape'] = described(
      PROSE,
      'How errors are answered, with placeholders: {errors: {<field>: [<message>]}}.',
    );
    properties['unknownQuery'] = described(
      { enum: ['refused', 'ignored', null] },
      'What becomes of a query parameter a call does not name: refused (400) or ignored (the default).',
    );
    properties['token'] = described(
      PROSE,
      'How calls carry the token: Authorization: Token <token>, or Authorization: Bearer <token>.',
    );
  }
  const nested = key === 'entities' ? 'entities' : key === 'states' ? 'lifecycles' : undefined;
  if (nested !== undefined) {
    properties[nested] = {
      description: LIST_DESCRIPTIONS[nested] ?? nested,
      type: ['array', 'null'],
      items: { $ref: `#/$defs/${nested === 'entities' ? 'entity' : 'lifecycle'}` },
    };
  }
  return {
    description: `${SECTION_DESCRIPTIONS[key]} A text alone (such as "not shown") is the section's prose; leave the key out when the spec has no such section.`,
    anyOf: [
      { type: ['string', 'null'] },
      { type: 'object', additionalProperties: false, properties },
    ],
  };
}

function buildSchema(): JsonSchema {
  const properties: JsonSchema = {
    specification: described(
      { type: ['string', 'number'], minLength: 1 },
      'The name of the product the spec describes.',
    ),
    intro: described(PROSE, 'The paragraphs that open the spec, before point 1.'),
  };
  for (const { key, title } of POINTS) properties[key] = sectionSchema(key, title);
  const defs: JsonSchema = { entity: ENTITY, lifecycle: LIFECYCLE };
  for (const kind of Object.keys(TABLE_KINDS) as TableKind[]) defs[kind] = rowSchema(kind);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Specrun nine-point specification, YAML form',
    description:
      'A product specification in nine points (docs/yaml-form.md); it converts to and from the Markdown form without loss.',
    type: 'object',
    additionalProperties: false,
    required: ['specification'],
    properties,
    $defs: defs,
  };
}

/** The JSON Schema (draft 2020-12) of the YAML form, with a description on every property. */
export const specJsonSchema: JsonSchema = buildSchema();
