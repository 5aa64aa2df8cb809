import { isScalar, isSeq, type Node } from 'yaml';
import { parseNameList } from '../grammar/cells.ts';
import { diagnostic } from '../model/Diagnostic.ts';
import type { Entity, Lifecycle, ListDisplay } from '../model/Spec.ts';
import { readMapping } from './readYamlMapping.ts';
import { readYamlRows } from './readYamlRows.ts';
import { defaultListNoun, ENTITY_KEYS, LIFECYCLE_KEYS, LIST_KEYS } from './yamlForm.ts';
import {
  expectList,
  expectMap,
  nodeAt,
  resolve,
  scalarText,
  textAt,
  wrongShape,
  type YamlContext,
} from './yamlNodes.ts';

const known = (keys: readonly string[]) => (name: string) =>
  keys.includes(name) ? name : undefined;

/** Reads the `entities` list of point 3: each item an entity with its fields and list display. */
export function readYamlEntities(ctx: YamlContext, node: Node | undefined): Entity[] {
  const entities: Entity[] = [];
  for (const { item } of expectList(ctx, node, 'The entities of point 3', ['entities'])) {
    const path = ['entities', entities.length];
    const map = expectMap(ctx, item, 'An entity', path);
    if (map === undefined) continue;
    const entries = readMapping(ctx, map, known(ENTITY_KEYS), 'An entity', path, ENTITY_KEYS);
    const name = readName(ctx, entries.get('entity')?.value, 'entity', nodeAt(ctx, map), path);
    if (name === undefined) continue;
    const entity: Entity = {
      name,
      text: readProse(ctx, entries.get('text')?.value, `The text of entity ${name}`, path),
      fields: readYamlRows(
        ctx,
        resolve(ctx, entries.get('fields')?.value, path),
        'fields',
        `the fields of ${name}`,
        [...path, 'fields'],
      ),
      at: nodeAt(ctx, map),
    };
    const list = entries.get('list');
    if (list !== undefined) {
      const display = readListDisplay(ctx, resolve(ctx, list.value, path), name, [...path, 'list']);
      if (display !== undefined) entity.list = display;
    }
    const samples = entries.get('samples');
    if (samples !== undefined) {
      const read = readYamlRows(
        ctx,
        resolve(ctx, samples.value, path),
        'samples',
        `the sample records of ${name}`,
        [...path, 'samples'],
        ['id', ...entity.fields.map((f) => f.name)],
      );
      if (read.length > 0) entity.samples = read;
    }
    entities.push(entity);
  }
  return entities;
}

/** Reads the `lifecycles` list of point 4: each item an entity's initial state and transitions. */
export function readYamlLifecycles(ctx: YamlContext, node: Node | undefined): Lifecycle[] {
  const lifecycles: Lifecycle[] = [];
  const items = expectList(ctx, node, 'The lifecycles of point 4', ['lifecycles']);
  for (const { item } of items) {
    const path = ['lifecycles', lifecycles.length];
    const map = expectMap(ctx, item, 'A lifecycle', path);
    if (map === undefined) continue;
    const entries = readMapping(
      ctx,
      map,
      known(LIFECYCLE_KEYS),
      'A lifecycle',
      path,
      LIFECYCLE_KEYS,
    );
    const entity = readName(ctx, entries.get('entity')?.value, 'entity', nodeAt(ctx, map), path);
    if (entity === undefined) continue;
    const lifecycle: Lifecycle = {
      entity,
      text: readProse(
        ctx,
        entries.get('text')?.value,
        `The text of the lifecycle of ${entity}`,
        path,
      ),
      transitions: readYamlRows(
        ctx,
        resolve(ctx, entries.get('transitions')?.value, path),
        'transitions',
        `the transitions of ${entity}`,
        [...path, 'transitions'],
      ),
      at: nodeAt(ctx, map),
    };
    const initial = resolve(ctx, entries.get('initial')?.value, path);
    if (initial !== undefined && isScalar(initial) && initial.value !== null) {
      lifecycle.initial = scalarText(ctx, initial).trim();
      lifecycle.initialAt = textAt(ctx, initial);
    } else if (initial !== undefined && !isScalar(initial)) {
      wrongShape(ctx, initial, 'a state name', `The initial state of ${entity}`, path);
    }
    lifecycles.push(lifecycle);
  }
  return lifecycles;
}

/**
 * Reads prose: a single value, trimmed (a literal block's final line break is not part of the
 * prose); nothing reads as ''.
 */
export function readProse(
  ctx: YamlContext,
  node: Node | undefined,
  where: string,
  path: (string | number)[],
): string {
  const value = resolve(ctx, node, path);
  if (value === undefined) return '';
  if (isScalar(value)) return scalarText(ctx, value).trim();
  wrongShape(ctx, value, 'text', where, path);
  return '';
}

/** Reads a required name (an entity's, a lifecycle's); reports it missing or misshapen. */
function readName(
  ctx: YamlContext,
  node: Node | undefined,
  key: string,
  rowAt: { line: number; column: number },
  path: (string | number)[],
): string | undefined {
  const value = resolve(ctx, node, path);
  if (value !== undefined && isScalar(value) && value.value !== null) {
    const name = scalarText(ctx, value).trim();
    if (name !== '') return name;
  }
  if (value !== undefined && !isScalar(value)) {
    wrongShape(ctx, value, 'a name', `The "${key}" key`, path);
    return undefined;
  }
  const message = `This mapping has no "${key}" name; it is left out.`;
  ctx.diagnostics.push(diagnostic('yaml-missing-key', 'error', message, rowAt, path));
  return undefined;
}

function readListDisplay(
  ctx: YamlContext,
  node: Node | undefined,
  entity: string,
  path: (string | number)[],
): ListDisplay | undefined {
  const map = expectMap(ctx, node, `The list display of ${entity}`, path);
  if (map === undefined) return undefined;
  const where = `The list display of ${entity}`;
  const entries = readMapping(ctx, map, known(LIST_KEYS), where, path, LIST_KEYS);
  const shows = resolve(ctx, entries.get('shows')?.value, path);
  if (shows === undefined) {
    const message = `${where} has no "shows": the fields the list shows.`;
    ctx.diagnostics.push(diagnostic('yaml-missing-key', 'error', message, nodeAt(ctx, map), path));
    return undefined;
  }
  const columns = isScalar(shows)
    ? parseNameList(scalarText(ctx, shows))
    : expectList(ctx, shows, `What the list of ${entity} shows`, path).flatMap(({ item }) => {
        if (isScalar(item)) return [scalarText(ctx, item).trim()];
        wrongShape(ctx, item, 'a field name', `Each field the list of ${entity} shows`, path);
        return [];
      });
  if (columns.length === 0) {
    // `shows: ~`, `[]` or `""` names no field, as a missing key does; a wrong shape is reported.
    if (isScalar(shows) || (isSeq(shows) && shows.items.length === 0)) {
      const message = `${where} names no field in "shows": the fields the list shows.`;
      const at = nodeAt(ctx, entries.get('shows')?.key);
      ctx.diagnostics.push(diagnostic('yaml-missing-key', 'error', message, at, path));
    }
    return undefined;
  }
  const noun = readProse(
    ctx,
    entries.get('noun')?.value,
    `The noun of the list of ${entity}`,
    path,
  );
  const display: ListDisplay = {
    noun: noun === '' ? defaultListNoun(entity) : noun,
    columns,
    at: nodeAt(ctx, map),
  };
  const order = readProse(
    ctx,
    entries.get('order')?.value,
    `The order of the list of ${entity}`,
    path,
  );
  if (order !== '') display.order = order;
  return display;
}
