import { POINTS, type Entity, type Lifecycle, type ListDisplay, type Spec } from '../model/Spec.ts';
import { TABLE_KINDS, type ElementOf, type TableKind } from '../read/rows.ts';
import { cellText, columnStyle } from '../read/yamlForm.ts';
import { rowValues } from './rowValues.ts';
import { writeTable } from './writeTable.ts';

/**
 * Writes a spec in the nine-point Markdown format (docs/format.md) that `readMarkdown` reads back
 * to an equal model: the title, the intro, one `## N. <title>` section per point that is present
 * or holds anything, their prose and tables, and a `###` sub-section per entity and lifecycle.
 */
export function writeMarkdown(spec: Spec): string {
  const blocks: string[] = [`# Specification: ${spec.name}`.trimEnd()];
  if (spec.intro !== '') blocks.push(spec.intro);
  for (const { point, key, title } of POINTS) {
    const section = spec.sections.find((s) => s.point === point);
    const tables: string[] = [];
    const subsections: string[] = [];
    if (key === 'product') tables.push(...table('audience', spec.audience));
    if (key === 'screens') tables.push(...table('screens', spec.screens));
    if (key === 'entities') subsections.push(...spec.entities.flatMap(entityBlocks));
    if (key === 'states') subsections.push(...spec.lifecycles.flatMap(lifecycleBlocks));
    if (key === 'validation') tables.push(...table('rules', spec.rules));
    if (key === 'roles')
      tables.push(...table('permissions', spec.permissions), ...table('users', spec.users));
    if (key === 'calls') tables.push(...wireSentences(spec), ...table('calls', spec.calls));
    if (key === 'errors') tables.push(...table('errors', spec.errors));
    if (key === 'constants') tables.push(...table('constants', spec.constants));
    if (!section?.present && tables.length === 0 && subsections.length === 0) continue;
    blocks.push(
      `## ${point}. ${title}`,
      ...proseAndTables(section?.text ?? '', tables),
      ...subsections,
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The section's prose comes first, then its tables; a last paragraph that ends with a colon
 * ("Sample users:") introduces the last table, so it is written right before it.
 */
function proseAndTables(text: string, tables: string[]): string[] {
  if (text === '') return tables;
  const paragraphs = text.split(/\n[ \t]*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  if (tables.length < 2 || !last.trimEnd().endsWith(':')) return [text, ...tables];
  const lead = paragraphs.slice(0, -1).join('\n\n');
  return [...(lead === '' ? [] : [lead]), ...tables.slice(0, -1), last, ...tables.slice(-1)];
}

/** A table of the given kind, or nothing when there are no rows. */
function table<K extends TableKind>(kind: K, elements: readonly ElementOf<K>[]): string[] {
  if (elements.length === 0) return [];
  const { columns: all, optional = [] } = TABLE_KINDS[kind];
  const values = elements.map((element) => rowValues(kind, element));
  const columns = all.filter(
    (column) => !optional.includes(column) || values.some((v) => v[column] !== undefined),
  );
  const rows = values.map((values) => {
    return columns.map((column) => {
      const value = values[column];
      return value === undefined ? '' : cellText(columnStyle(kind, column), value);
    });
  });
  return [writeTable(columns, rows)];
}

function entityBlocks(entity: Entity): string[] {
  const blocks = [`### ${entity.name}`];
  if (entity.text !== '') blocks.push(entity.text);
  blocks.push(...table('fields', entity.fields));
  if (entity.list) blocks.push(listSentence(entity.list));
  return blocks;
}

function lifecycleBlocks(lifecycle: Lifecycle): string[] {
  const blocks = [`### ${lifecycle.entity}`];
  if (lifecycle.initial !== undefined) blocks.push(`Initial state: ${lifecycle.initial}.`);
  blocks.push(...table('transitions', lifecycle.transitions));
  if (lifecycle.text !== '') blocks.push(lifecycle.text);
  return blocks;
}

/** "The list of claims shows title, amount and status, newest first." */
function listSentence(list: ListDisplay): string {
  const columns = list.columns;
  const shown =
    columns.length <= 1
      ? (columns[0] ?? '')
      : `${columns.slice(0, -1).join(', ')} and ${columns[columns.length - 1] ?? ''}`;
  const order = list.order === undefined ? '' : `, ${list.order}`;
  return `The list of ${list.noun} shows ${shown}${order}.`;
}

/** Point 7's sentences about the wire, before its table. */
function wireSentences(spec: Spec): string[] {
  const sentences: string[] = [];
  const shape = spec.wire?.errorShape?.text;
  if (shape !== undefined) sentences.push(`Errors are answered as \`${shape}\`.`);
  const token = spec.wire?.token?.text;
  if (token !== undefined) sentences.push(`The token is sent as \`${token}\`.`);
  const unknown = spec.wire?.unknownQuery?.text;
  if (unknown !== undefined) sentences.push(`Unknown query parameters are ${unknown}.`);
  return sentences;
}
