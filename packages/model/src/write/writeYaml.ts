import { Document, isMap, isPair, isScalar, visit, type Scalar } from 'yaml';
import { POINTS, type Entity, type Lifecycle, type PointKey, type Spec } from '../model/Spec.ts';
import { TABLE_KINDS, type ElementOf, type TableKind } from '../read/rows.ts';
import { columnStyle, defaultListNoun, SECTION_LISTS, WIRE_KEYS } from '../read/yamlForm.ts';
import { isEmptyValue, rowValues } from './rowValues.ts';

type YamlValue = string | number | boolean | YamlValue[] | { [key: string]: YamlValue };
type YamlMapping = { [key: string]: YamlValue };

/**
 * Writes a spec in the YAML form (docs/yaml-form.md) that `readYaml` reads back to an equal
 * model: natural YAML values, plain strings where they are safe, prose as literal blocks.
 */
export function writeYaml(spec: Spec): string {
  const root: YamlMapping = { specification: spec.name };
  if (spec.intro !== '') root['intro'] = spec.intro;
  for (const { key } of POINTS) {
    const body = sectionBody(spec, key);
    if (body !== undefined) root[key] = body;
  }
  const doc = new Document(root);
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items.slice(1)) {
      if (isScalar(pair.key) && POINTS.some((p) => p.key === (pair.key as Scalar).value)) {
        pair.key.spaceBefore = true;
      }
    }
  }
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
    },
    Seq(_, node, path) {
      const parent = path[path.length - 1];
      const isAnswers = isPair(parent) && isScalar(parent.key) && parent.key.value === 'answers';
      if (!isAnswers && node.items.every((item) => isScalar(item))) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** The value of one point's key, or undefined when the section is absent and holds nothing. */
function sectionBody(spec: Spec, key: PointKey): YamlValue | undefined {
  const point = POINTS.find((p) => p.key === key)?.point;
  const section = spec.sections.find((s) => s.point === point);
  const body: YamlMapping = {};
  if (section?.present && section.text !== '') body['text'] = section.text;
  for (const list of SECTION_LISTS[key]) {
    const rows = elementsOf(spec, list.kind).map((element) => rowBody(list.kind, element));
    if (rows.length > 0) body[list.key] = rows;
  }
  if (key === 'entities' && spec.entities.length > 0) {
    body['entities'] = spec.entities.map(entityBody);
  }
  if (key === 'states' && spec.lifecycles.length > 0) {
    body['lifecycles'] = spec.lifecycles.map(lifecycleBody);
  }
  if (key === 'calls')
    for (const wireKey of WIRE_KEYS) {
      const text = spec.wire?.[wireKey]?.text;
      if (text !== undefined) body[wireKey] = text;
    }
  const hasLists = Object.keys(body).some((k) => k !== 'text');
  if (hasLists) return body;
  return section?.present ? section.text : undefined;
}

function elementsOf<K extends TableKind>(spec: Spec, kind: K): ElementOf<K>[] {
  const lists: { [T in TableKind]?: ElementOf<T>[] } = {
    audience: spec.audience,
    screens: spec.screens,
    rules: spec.rules,
    permissions: spec.permissions,
    users: spec.users,
    calls: spec.calls,
    errors: spec.errors,
    constants: spec.constants,
  };
  return lists[kind] ?? [];
}

/** One row as a mapping: empty optional cells are left out, a list of one is written as the name. */
function rowBody<K extends TableKind>(kind: K, element: ElementOf<K>): YamlMapping {
  const { required } = TABLE_KINDS[kind];
  const row: YamlMapping = {};
  for (const [column, value] of Object.entries(rowValues(kind, element))) {
    if (isEmptyValue(value) && !required.includes(column)) continue;
    const style = columnStyle(kind, column);
    if (Array.isArray(value) && value.length === 1 && style === 'list')
      row[column] = value[0] as string;
    else if (Array.isArray(value) && style === 'answers') row[column] = value.map(bareStatus);
    else row[column] = value ?? '';
  }
  return row;
}

function entityBody(entity: Entity): YamlMapping {
  const body: YamlMapping = { entity: entity.name };
  if (entity.text !== '') body['text'] = entity.text;
  if (entity.fields.length > 0) body['fields'] = entity.fields.map((f) => rowBody('fields', f));
  if (entity.list) {
    const list: YamlMapping = {};
    if (entity.list.noun !== defaultListNoun(entity.name)) list['noun'] = entity.list.noun;
    list['shows'] = entity.list.columns;
    if (entity.list.order !== undefined) list['order'] = entity.list.order;
    body['list'] = list;
  }
  return body;
}

function lifecycleBody(lifecycle: Lifecycle): YamlMapping {
  const body: YamlMapping = { entity: lifecycle.entity };
  if (lifecycle.initial !== undefined) body['initial'] = lifecycle.initial;
  if (lifecycle.text !== '') body['text'] = lifecycle.text;
  if (lifecycle.transitions.length > 0) {
    body['transitions'] = lifecycle.transitions.map((t) => rowBody('transitions', t));
  }
  return body;
}

/** An answer that is a status alone (`204`) is written as a number, as YAML would read it. */
function bareStatus(answer: string): string | number {
  return /^\d+$/.test(answer) ? Number(answer) : answer;
}
