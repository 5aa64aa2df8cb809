import { formatFieldType, type FieldType, type Position, type Spec } from '@specrun/model';
import type { GraphBox, GraphInput, GraphLine } from '../../../shared/diagram/layoutGraph.ts';

/** A field as a node of the ER diagram lists it. */
export interface ErField {
  name: string;
  /** The type as the spec writes it, cut short when very long. */
  type: string;
  required: boolean;
  at?: Position;
}

/**
 * A node of the ER diagram: an entity of point 3, the built-in User (when a field refers to it),
 * or a name that a `ref` field names but the spec does not define (`missing`).
 */
export interface ErNode extends GraphBox {
  name: string;
  kind: 'entity' | 'user' | 'missing';
  /** Every field, in the spec's order. */
  fields: ErField[];
  /** The last fields, left out of the drawing of a very long entity (the table lists them all). */
  moreFields: number;
  at?: Position;
}

/** A reference: a `ref X` or `list of ref X` field, from its entity to X. */
export interface ErEdge extends GraphLine {
  field: string;
  fromName: string;
  toName: string;
  /** `list of ref X`. */
  many: boolean;
  /** X is not an entity of the spec (nor the built-in User). */
  dangling: boolean;
  at?: Position;
}

export interface ErGraph extends GraphInput {
  nodes: ErNode[];
  edges: ErEdge[];
}

/** The built-in entity of the users of point 6. */
export const USER_NAME = 'User';
const USER_FIELDS: ErField[] = [
  { name: 'id', type: 'text', required: true },
  { name: 'name', type: 'text', required: true },
  { name: 'roles', type: 'list of text', required: true },
];
/** Beyond this many fields a node shows "and N more". */
export const FIELDS_DRAWN = 24;
const TYPE_CHARS = 32;
const HEADER = 34;
const ROW = 20;

/** The entity a field's type refers to, through lists: `ref X` or `list of ref X`. */
export function referenceOf(type: FieldType): { entity: string; many: boolean } | undefined {
  if (type.kind === 'ref') return { entity: type.entity, many: false };
  if (type.kind === 'list') {
    const inner = referenceOf(type.of);
    return inner && { entity: inner.entity, many: true };
  }
  return undefined;
}

function shortType(type: FieldType): string {
  const text = formatFieldType(type);
  return text.length > TYPE_CHARS ? `${text.slice(0, TYPE_CHARS - 1)}…` : text;
}

/** What a node's heading adds to the name of an entity that is not the spec's. */
export const KIND_SUFFIX: Record<ErNode['kind'], string> = {
  entity: '',
  user: ' (built in)',
  missing: ' (not defined)',
};

function sizeOf(title: string, fields: ErField[], more: number): { width: number; height: number } {
  const widest = Math.max(
    title.length * 8.5 + 40,
    ...fields.map((field) => (field.name.length + field.type.length + 3) * 7.3 + 24),
  );
  const rows = Math.max(fields.length + (more > 0 ? 1 : 0), 1);
  return {
    width: Math.ceil(Math.min(Math.max(widest, 140), 440)),
    height: HEADER + rows * ROW + 8,
  };
}

function nodeOf(
  id: string,
  name: string,
  kind: ErNode['kind'],
  all: ErField[],
  at: Position | undefined,
): ErNode {
  const drawn = all.slice(0, FIELDS_DRAWN);
  const moreFields = all.length - drawn.length;
  return {
    id,
    name,
    kind,
    fields: all,
    moreFields,
    ...sizeOf(`${name}${KIND_SUFFIX[kind]}`, drawn, moreFields),
    ...(at ? { at } : {}),
  };
}

/**
 * The ER diagram of point 3: a node per entity listing its fields, an edge per reference field
 * labelled with the field's name. The built-in User is drawn when a field refers to it; a name
 * that no entity has is drawn as a `missing` node, so a dangling reference shows as such.
 */
export function buildErGraph(spec: Spec): ErGraph {
  const nodes: ErNode[] = [];
  const idOf = new Map<string, string>();
  spec.entities.forEach((entity, i) => {
    const id = `entity-${i}`;
    if (!idOf.has(entity.name)) idOf.set(entity.name, id);
    const fields = entity.fields.map((field): ErField => ({
      name: field.name,
      type: shortType(field.type),
      required: field.required,
      ...(field.at ? { at: field.at } : {}),
    }));
    nodes.push(nodeOf(id, entity.name, 'entity', fields, entity.at));
  });

  const edges: ErEdge[] = [];
  const missing = new Set<string>();
  spec.entities.forEach((entity, i) => {
    entity.fields.forEach((field, j) => {
      const reference = referenceOf(field.type);
      if (!reference) return;
      const toName = reference.entity.trim() === '' ? '?' : reference.entity;
      let to = idOf.get(toName);
      let dangling = false;
      if (to === undefined) {
        if (toName === USER_NAME) {
          to = 'user';
          const roleSection = spec.sections.find((section) => section.point === 6);
          nodes.push(nodeOf(to, USER_NAME, 'user', USER_FIELDS, roleSection?.at));
        } else {
          to = `missing-${nodes.length}`;
          dangling = true;
          missing.add(to);
          nodes.push(nodeOf(to, toName, 'missing', [], undefined));
        }
        idOf.set(toName, to);
      } else {
        dangling = missing.has(to);
      }
      edges.push({
        id: `ref-${i}-${j}`,
        from: `entity-${i}`,
        to,
        label: reference.many ? `${field.name} (list)` : field.name,
        field: field.name,
        fromName: entity.name,
        toName,
        many: reference.many,
        dangling,
        ...(field.at ? { at: field.at } : {}),
      });
    });
  });
  return { nodes, edges };
}
