import {
  isUpperName,
  parseNotes,
  readNoteClauses,
  type Entity,
  type Field,
  type FieldType,
  type Rule,
  type Value,
} from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import { formatPointer } from '../source/pointer.ts';
import { CONSTRAINT_ERRORS, fieldRules } from './fieldRules.ts';
import { at, type ImportContext } from './ImportContext.ts';
import { describeType, mapFieldType } from './mapFieldType.ts';
import { entityName, fieldName, NameRegistry } from './names.ts';
import { code, oneLine, proseBlock } from './prose.ts';
import { objectView, schemaOf } from './schemaView.ts';

interface EntityDraft {
  name: string;
  node: Node;
  /** A schema the document names (components, definitions, a whole file), not an inline object. */
  named: boolean;
  /** Named in a request, a success answer or the fields of an entity so used. */
  data: boolean;
  /** Named as the body of an error answer. */
  error: boolean;
  /** The envelope of a payload (`{ "user": User }`): the payload's wrapping, no entity. */
  envelope: boolean;
  entity?: Entity;
  rules: Rule[];
}

/**
 * The entities of point 3, made from the document's object schemas: each named schema once
 * (by where it stands, so two `$ref`s to one schema give one entity), and the inline objects of
 * properties and bodies under names made from where they stand. Fields and the rules of their
 * constraints are mapped on demand and in `mapAll`.
 */
export class EntityMapper {
  private readonly drafts = new Map<string, EntityDraft>();
  private readonly queue: EntityDraft[] = [];

  constructor(private readonly ctx: ImportContext) {}

  /** The entity of an object schema, made on first sight; `name` is a suggestion. */
  entityFor(node: Node, name: string, named: boolean, use?: 'data' | 'error'): string {
    const key = `${node.file}#${formatPointer(node.pointer)}`;
    let draft = this.drafts.get(key);
    if (!draft) {
      const wanted = entityName(name);
      const claimed = this.ctx.entityNames.claim(wanted);
      if (named && claimed !== name)
        this.ctx.report(
          'info',
          'renamed',
          `The schema ${name} is the entity ${claimed}: ${renameReason(name, wanted)}.`,
          at(node),
        );
      draft = { name: claimed, node, named, data: false, error: false, envelope: false, rules: [] };
      this.drafts.set(key, draft);
      this.queue.push(draft);
    }
    if (use === 'data') draft.data = true;
    if (use === 'error') draft.error = true;
    return draft.name;
  }

  /** Marks an object schema as a payload's envelope: unless used as data too, it is no entity. */
  markEnvelope(node: Node, name: string, named: boolean): void {
    this.entityFor(node, name, named);
    const draft = this.drafts.get(`${node.file}#${formatPointer(node.pointer)}`);
    if (draft) draft.envelope = true;
  }

  /**
   * The entity a named request schema is a variant of, and the fields it sends: `NewArticle`,
   * `UpdateArticle`, `ArticleInput`… of a schema `Article` that has every one of its properties,
   * with the same schemas.
   */
  variantOf(node: Node, name: string): { entity: string; fields: string[] } | undefined {
    const match =
      /^(?:New|Create|Update|Edit|Patch|Login)([A-Z]\w*)$/.exec(name) ??
      /^([A-Z]\w*?)(?:Input|Create|Update|Patch|Request)$/.exec(name);
    const base = [...this.drafts.values()].find((d) => d.named && d.name === match?.[1]);
    if (base === undefined || base.node === node) return undefined;
    const own = objectView(node, this.ctx.refs).properties;
    const theirs = new Map(
      objectView(base.node, this.ctx.refs).properties.map((p) => [p.name, p.node.value]),
    );
    // The same property schemas, so that no constraint of the variant's is lost with it.
    const same = ({ name: p, node: n }: { name: string; node: Node }) =>
      theirs.has(p) &&
      fieldName(p) === p &&
      p !== 'id' &&
      JSON.stringify(theirs.get(p)) === JSON.stringify(n.value);
    if (own.length === 0 || !own.every(same)) return undefined;
    return { entity: base.name, fields: own.map((p) => p.name) };
  }

  /** The entities made from a schema the document names, not from an inline object. */
  namedEntities(): Set<string> {
    return new Set([...this.drafts.values()].filter((d) => d.named).map((d) => d.name));
  }

  /** Maps the fields of every entity made so far, and of those their fields make. */
  mapAll(): void {
    while (this.queue.length > 0) {
      const draft = this.queue.shift() as EntityDraft;
      draft.entity = this.mapEntity(draft);
    }
  }

  /**
   * The entities to keep, in the order they were made: those used as data, the named ones not
   * used only for errors or as envelopes, and all that their fields reach. The rest but the
   * envelopes describe error bodies.
   */
  split(): { entities: Entity[]; rules: Rule[]; errorShapes: Entity[] } {
    this.mapAll();
    const byName = new Map([...this.drafts.values()].map((d) => [d.name, d]));
    const kept = new Set<string>();
    const stack = [...this.drafts.values()].filter(
      (d) => d.data || (d.named && !d.error && !d.envelope),
    );
    while (stack.length > 0) {
      const draft = stack.pop() as EntityDraft;
      if (kept.has(draft.name)) continue;
      kept.add(draft.name);
      for (const field of draft.entity?.fields ?? []) {
        const target = refTarget(field.type);
        const next = target === undefined ? undefined : byName.get(target);
        if (next && !kept.has(next.name)) stack.push(next);
      }
    }
    const all = [...this.drafts.values()];
    const keptDrafts = all.filter((d) => kept.has(d.name));
    return {
      entities: keptDrafts.map((d) => d.entity as Entity),
      rules: keptDrafts.flatMap((d) => d.rules),
      errorShapes: all
        .filter((d) => !kept.has(d.name) && !d.envelope)
        .map((d) => d.entity as Entity),
    };
  }

  private mapEntity(draft: EntityDraft): Entity {
    const view = objectView(draft.node, this.ctx.refs);
    const s = schemaOf(draft.node.value);
    const text: string[] = [];
    if (typeof s['description'] === 'string') text.push(proseBlock(s['description']));
    if (view.bases.length > 0)
      text.push(`It extends ${view.bases.map(code).join(', ')}: their fields are among its own.`);
    const lines: string[] = [];
    const fieldNames = new NameRegistry();
    const fields: Field[] = [];
    for (const { name: property, node } of view.properties) {
      // A member that must be present but may be null holds no value: the format's "not required".
      const required =
        view.required.has(property) && (this.ctx.specrunExport || !isNullable(node, this.ctx));
      // A declared `id` a Specrun export wrote (`id | integer`: numbered records) is a field, and
      // so is an integer `id`: the records are numbered.
      if (
        property === 'id' &&
        typeof schemaOf(node.value)['x-specrun-type'] !== 'string' &&
        (this.ctx.specrunExport || !isIntegerSchema(node, this.ctx))
      ) {
        const mapped = mapFieldType(this.ctx, node, draft.name, 'id', (n, name, named) =>
          this.entityFor(n, name, named),
        );
        lines.push(
          `${code('id')} (${describeType(mapped.type)}) is the record's identifier, which every record has.`,
        );
        continue;
      }
      const name = fieldNames.claim(fieldName(property));
      if (name !== property) lines.push(`${code(name)} is the property ${code(property)}.`);
      const mapped = mapFieldType(this.ctx, node, draft.name, name, (n, suggested, named) =>
        this.entityFor(n, suggested, named),
      );
      if (mapped.unmapped !== undefined) {
        lines.push(
          `${code(name)} is ${mapped.unmapped} in the document, kept as ${describeType(mapped.type)}.`,
        );
        this.ctx.notMapped(
          3,
          at(node),
          `${draft.name}.${name} is ${mapped.unmapped}; kept as ${describeType(mapped.type)}.`,
          undefined,
          'warning',
        );
      }
      // A text named `password` is one, whatever its format says.
      if (!this.ctx.specrunExport && mapped.type.kind === 'text' && /^password$/i.test(property))
        mapped.type = { kind: 'password' };
      // A list that must be present may be empty: the format's "required" asks for a value.
      const listRequired =
        required &&
        (this.ctx.specrunExport || mapped.type.kind !== 'list' || minItems(node, this.ctx) > 0);
      const field = this.makeField(name, mapped.type, listRequired, node, mapped.notes, lines);
      fields.push(field);
      if (mapped.schema) {
        for (const rule of fieldRules(name, mapped.type, mapped.schema.value, required)) {
          draft.rules.push({
            entity: draft.name,
            expression: { source: rule.expression },
            on: 'save',
            error: rule.error,
          });
          const known = CONSTRAINT_ERRORS[rule.error];
          if (known) this.ctx.addError(rule.error, known.status, known.message);
        }
      }
    }
    for (const extra of view.extras) {
      lines.push(`Its schema's ${code(extra)} is not mapped.`);
      this.ctx.notMapped(3, at(draft.node), `${draft.name}: the schema's ${extra} is not mapped.`);
    }
    if (lines.length > 0) text.push(lines.map((l) => `- ${l}`).join('\n'));
    return { name: draft.name, text: text.join('\n\n'), fields };
  }

  private makeField(
    name: string,
    type: FieldType,
    required: boolean,
    node: Node,
    typeNotes: string[],
    lines: string[],
  ): Field {
    const s = schemaOf(node.value);
    // A schema Specrun exported carries the field's notes as written.
    if (typeof s['x-specrun-notes'] === 'string' || typeof s['x-specrun-type'] === 'string') {
      const own =
        typeof s['x-specrun-notes'] === 'string' ? oneLine(s['x-specrun-notes'], 10_000) : '';
      const read = parseNotes(own);
      const field: Field = { name, type, required, unique: read.unique, notes: own };
      if (read.default !== undefined) field.default = read.default;
      // The actions a list of users' notes name bind its calls (`favorite article`).
      for (const clause of readNoteClauses(own).clauses)
        if (clause.kind === 'added by') field.addedBy = clause.action;
        else if (clause.kind === 'removed by') field.removedBy = clause.action;
      return field;
    }
    const notes: string[] = [];
    const value = defaultOf(s['default'], type);
    if (value !== undefined)
      notes.push(`default ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
    else if (s['default'] !== undefined)
      lines.push(
        `${code(name)} has a default the format cannot hold: ${code(oneLine(JSON.stringify(s['default']) ?? '', 80))}.`,
      );
    if (s['readOnly'] === true) notes.push('read-only');
    if (s['writeOnly'] === true) notes.push('write-only');
    if (s['deprecated'] === true) notes.push('deprecated');
    notes.push(...typeNotes);
    if (typeof s['description'] === 'string' && s['description'].trim() !== '') {
      const description = oneLine(s['description']);
      // Notes give `unique` and `default <value>` a meaning; a description that says them is prose.
      const read = parseNotes(description);
      if (read.unique || read.default !== undefined) lines.push(`${code(name)}: ${description}`);
      else notes.push(description);
    }
    const text = notes.join('; ');
    const read = parseNotes(text);
    const field: Field = { name, type, required, unique: read.unique, notes: text };
    if (read.default !== undefined) field.default = read.default;
    return field;
  }
}

/** Whether a property's schema lets its value be null (`nullable`, `type: [x, "null"]`, a null variant). */
function isNullable(node: Node, ctx: ImportContext): boolean {
  const followed = ctx.refs.follow(node);
  const s = schemaOf('problem' in followed ? node.value : followed.node.value);
  if (s['nullable'] === true) return true;
  if (Array.isArray(s['type']) && s['type'].includes('null')) return true;
  return [s['oneOf'], s['anyOf']].some(
    (variants) => Array.isArray(variants) && variants.some((v) => schemaOf(v)['type'] === 'null'),
  );
}

function minItems(node: Node, ctx: ImportContext): number {
  const followed = ctx.refs.follow(node);
  const value = schemaOf('problem' in followed ? node.value : followed.node.value)['minItems'];
  return typeof value === 'number' ? value : 0;
}

function isIntegerSchema(node: Node, ctx: ImportContext): boolean {
  const followed = ctx.refs.follow(node);
  const s = schemaOf('problem' in followed ? node.value : followed.node.value);
  return s['type'] === 'integer';
}

function refTarget(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return refTarget(type.of);
  return undefined;
}

/** A default the type can hold, as a value of the format; else undefined. */
function defaultOf(value: unknown, type: FieldType): Value | undefined {
  if (typeof value === 'boolean') return type.kind === 'boolean' ? value : undefined;
  if (typeof value === 'number')
    return type.kind === 'number' ||
      type.kind === 'money' ||
      (type.kind === 'integer' && Number.isInteger(value))
      ? value
      : undefined;
  if (typeof value !== 'string') return undefined;
  if (type.kind === 'enum') return type.values.includes(value) ? value : undefined;
  if (
    ['text', 'longtext', 'email', 'url', 'phone', 'date', 'datetime'].includes(type.kind) &&
    !/["\n]/.test(value)
  )
    return value;
  return undefined;
}

/** Why a schema's name is not its entity's. */
function renameReason(name: string, wanted: string): string {
  if (wanted === name) return 'the name was taken';
  if (isUpperName(name))
    return "a name in capitals only reads as an error code in a call's answers";
  return "the format's names are letters, digits and _";
}
