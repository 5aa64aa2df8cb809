import { isScalar, isSeq, type Node, type Scalar } from 'yaml';
import { parseScreenTarget } from '../grammar/cells.ts';
import type { Position } from '../model/Spec.ts';
import {
  buildListRow,
  TABLE_KINDS,
  type Cell,
  type ElementOf,
  type Row,
  type TableKind,
} from './rows.ts';
import { readMapping } from './readYamlMapping.ts';
import { cellText, columnStyle } from './yamlForm.ts';
import {
  expectList,
  expectMap,
  nodeAt,
  resolve,
  scalarText,
  textAt,
  wrongShape,
  offsetAt,
  type YamlContext,
} from './yamlNodes.ts';

/**
 * Reads a list of rows of one table kind (the routes of point 2, the fields of an entity…): each
 * row mapping becomes a `Row` of cell texts and goes through the same `buildRow` as a Markdown
 * table row, so that both forms share one set of cell rules. `columns` stands for the kind's
 * columns where a row's are not fixed: a sample record's are its entity's fields and `id`.
 */
export function readYamlRows<K extends TableKind>(
  ctx: YamlContext,
  node: Node | undefined,
  kind: K,
  where: string,
  path: (string | number)[],
  columns?: readonly string[],
): ElementOf<K>[] {
  const elements: ElementOf<K>[] = [];
  const list = expectList(ctx, node, where.charAt(0).toUpperCase() + where.slice(1), path);
  for (const { item } of list) {
    // Paths name model elements: a row that is left out does not shift the ones after it.
    const rowPath = [...path, elements.length];
    const read = readRow(ctx, item, kind, `A row of ${where}`, rowPath, columns);
    if (read === undefined) continue;
    const element = buildListRow(kind, read.row, path, elements.length, ctx.diagnostics);
    if (element === undefined) continue;
    if (kind === 'screens') locateWhere(ctx, element as ElementOf<'screens'>, read.nodes['shows']);
    elements.push(element);
  }
  return elements;
}

/** A row of cells keyed by canonical column, and the scalar node each cell came from. */
interface ReadRow {
  row: Row;
  nodes: Partial<Record<string, Scalar>>;
}

function readRow(
  ctx: YamlContext,
  node: Node | undefined,
  kind: TableKind,
  where: string,
  path: (string | number)[],
  own?: readonly string[],
): ReadRow | undefined {
  const map = expectMap(ctx, node, where, path);
  if (map === undefined) return undefined;
  const { aliases } = TABLE_KINDS[kind];
  const columns = own ?? TABLE_KINDS[kind].columns;
  const canonical = (key: string): string | undefined =>
    columns.includes(key) ? key : aliases[key];
  const entries = readMapping(ctx, map, canonical, where, path, columns);
  const cells: Partial<Record<string, Cell>> = {};
  const nodes: Partial<Record<string, Scalar>> = {};
  const unread = new Set<string>();
  for (const [column, entry] of entries) {
    const value = resolve(ctx, entry.value, path);
    if (value === undefined) continue;
    const cell = readCell(ctx, value, kind, column, `"${column}" in ${where.toLowerCase()}`, path);
    if (cell === undefined) {
      unread.add(column);
      continue;
    }
    cells[column] = cell;
    if (isScalar(value)) nodes[column] = value;
  }
  // A missing required key is reported by buildRow (missing-cell), as an empty cell would be.
  const at = nodeAt(ctx, map);
  return { row: unread.size > 0 ? { cells, at, unread } : { cells, at }, nodes };
}

/** The cell text of a value in the given column, or undefined after reporting a wrong shape. */
function readCell(
  ctx: YamlContext,
  node: Node | undefined,
  kind: TableKind,
  column: string,
  where: string,
  path: (string | number)[],
): Cell | undefined {
  const style = columnStyle(kind, column);
  if (isScalar(node)) {
    // Trimmed here, where the position of the first character can be mapped exactly even in a
    // quoted or block scalar.
    const text = scalarCellText(ctx, node, style);
    const lead = text.length - text.trimStart().length;
    const at =
      lead > 0 && typeof node.value === 'string' ? offsetAt(ctx, node, lead) : textAt(ctx, node);
    return { text: text.trim(), at };
  }
  if (isSeq(node) && (style === 'list' || style === 'answers')) {
    const texts: string[] = [];
    let at: Position | undefined;
    for (const item of node.items) {
      const value = resolve(ctx, item as Node, path);
      if (value === undefined) continue;
      if (!isScalar(value)) {
        wrongShape(ctx, value, 'a single value', `Each item of ${where}`, path);
        continue;
      }
      at ??= textAt(ctx, value);
      texts.push(scalarText(ctx, value));
    }
    return { text: cellText(style, texts), at: at ?? nodeAt(ctx, node) };
  }
  const expected =
    style === 'list' || style === 'answers' ? 'a single value or a list' : 'a single value';
  wrongShape(ctx, node, expected, where.charAt(0).toUpperCase() + where.slice(1), path);
  return undefined;
}

function scalarCellText(
  ctx: YamlContext,
  node: Scalar,
  style: ReturnType<typeof columnStyle>,
): string {
  const { value } = node;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return style === 'value' ? cellText(style, value) : value;
  const natural = typeof value === 'number' || typeof value === 'boolean';
  if (natural && (style === 'flag' || style === 'value' || style === 'status')) {
    return cellText(style, value);
  }
  return scalarText(ctx, node);
}

/** Points a screen's `where` expression at its exact place inside the "shows" scalar. */
function locateWhere(
  ctx: YamlContext,
  screen: ElementOf<'screens'>,
  node: Scalar | undefined,
): void {
  const where = screen.target?.where;
  if (where === undefined || node === undefined || typeof node.value !== 'string') return;
  const offset = parseScreenTarget(node.value)?.whereOffset;
  if (offset !== undefined) where.at = offsetAt(ctx, node, offset);
}
