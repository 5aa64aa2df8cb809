import { isAlias, isMap, isScalar, isSeq, type LineCounter, type Node, type Scalar } from 'yaml';
import type { YAMLMap, YAMLSeq, Document } from 'yaml';
import { diagnostic, type Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';

/**
 * Walking a parsed YAML document by the shape the YAML form expects: positions of nodes and of
 * offsets inside scalars, aliases followed within a budget, and diagnostics for wrong shapes.
 */

/** How many aliases one document may resolve; more is treated as an alias bomb. */
const MAX_ALIASES = 100;

/** What the walk of one document carries along. */
export interface YamlContext {
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  diagnostics: Diagnostic[];
  aliases: number;
}

/** The 1-based position of a character offset in the source. */
function positionAt(ctx: YamlContext, offset: number): Position {
  const { line, col } = ctx.lines.linePos(offset);
  return { line, column: col };
}

/** Where a node starts in the source (its first character, after any anchor or tag). */
export function nodeAt(ctx: YamlContext, node: Node | null | undefined): Position {
  return positionAt(ctx, node?.range?.[0] ?? 0);
}

/**
 * Follows an alias to the node it names, counting against `MAX_ALIASES`; a node that is not an
 * alias is returned as it is. Gives undefined (with a diagnostic) for an unknown alias or past the
 * budget.
 */
export function resolve(
  ctx: YamlContext,
  node: Node | null | undefined,
  path: (string | number)[],
): Node | undefined {
  if (!isAlias(node)) return node ?? undefined;
  ctx.aliases += 1;
  if (ctx.aliases > MAX_ALIASES) {
    if (ctx.aliases === MAX_ALIASES + 1) {
      const message = `More than ${MAX_ALIASES} aliases: the rest are ignored.`;
      ctx.diagnostics.push(
        diagnostic('yaml-alias-limit', 'error', message, nodeAt(ctx, node), path),
      );
    }
    return undefined;
  }
  const target = node.resolve(ctx.doc);
  if (target === undefined) {
    const message = `The alias *${node.source} names no anchor before it.`;
    ctx.diagnostics.push(diagnostic('yaml-syntax', 'error', message, nodeAt(ctx, node), path));
    return undefined;
  }
  return isAlias(target) ? undefined : target;
}

/** True for an empty value (`key:` or `~` or `null`). */
export function isNull(node: Node | undefined): boolean {
  return node === undefined || (isScalar(node) && node.value === null);
}

/** A short name of what a node is, for messages. */
function describe(node: Node | undefined): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isNull(node)) return 'nothing';
  return 'a single value';
}

/** Reports that a node does not have the shape the form expects there. */
export function wrongShape(
  ctx: YamlContext,
  node: Node | undefined,
  expected: string,
  where: string,
  path: (string | number)[],
): void {
  const message = `${where} should be ${expected}, not ${describe(node)}.`;
  ctx.diagnostics.push(diagnostic('yaml-wrong-shape', 'error', message, nodeAt(ctx, node), path));
}

/** The node as a mapping, or undefined after reporting its wrong shape. */
export function expectMap(
  ctx: YamlContext,
  node: Node | undefined,
  where: string,
  path: (string | number)[],
): YAMLMap | undefined {
  if (isMap(node)) return node;
  wrongShape(ctx, node, 'a mapping', where, path);
  return undefined;
}

/**
 * The items of a list with their aliases resolved (an alias that cannot be resolved is left out,
 * having been reported), nothing for an empty value, or [] after reporting a wrong shape.
 */
export function expectList(
  ctx: YamlContext,
  node: Node | undefined,
  where: string,
  path: (string | number)[],
): { item: Node; index: number }[] {
  if (isNull(node)) return [];
  if (!isSeq(node)) {
    wrongShape(ctx, node, 'a list', where, path);
    return [];
  }
  const items: { item: Node; index: number }[] = [];
  (node as YAMLSeq<Node>).items.forEach((raw, index) => {
    const item = resolve(ctx, raw, [...path, index]);
    if (item !== undefined) items.push({ item, index });
  });
  return items;
}

/**
 * The text of a scalar as the form reads it: a string as it is, any other value as written in the
 * source (`1.50` stays `1.50`), an empty value as ''.
 */
export function scalarText(ctx: YamlContext, node: Scalar): string {
  if (node.value === null || node.value === undefined) return '';
  if (typeof node.value === 'string') return node.value;
  const range = node.range;
  if (node.type === 'PLAIN' && range) return ctx.text.slice(range[0], range[1]);
  return String(node.value);
}

/**
 * Where the text of a scalar starts: after the opening quote of a quoted scalar, on the first
 * non-blank content line of a block scalar.
 */
export function textAt(ctx: YamlContext, node: Node): Position {
  return positionAt(ctx, textOffset(ctx, node));
}

function textOffset(ctx: YamlContext, node: Node): number {
  const start = node.range?.[0] ?? 0;
  if (!isScalar(node)) return start;
  if (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') return start + 1;
  if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return start;
  const end = node.range?.[1] ?? ctx.text.length;
  const match = /\S/.exec(ctx.text.slice(ctx.text.indexOf('\n', start) + 1, end));
  return match ? ctx.text.indexOf('\n', start) + 1 + match.index : start;
}

/**
 * The position of the character at `offset` in a scalar's value. Exact for one-line plain and
 * quoted scalars and for literal blocks; for folded and multi-line flow scalars it is the start of
 * the text, the nearest position that is still honest.
 */
export function offsetAt(ctx: YamlContext, node: Scalar, offset: number): Position {
  const [start, end] = node.range ?? [0, 0];
  const source = ctx.text.slice(start, end);
  const value = typeof node.value === 'string' ? node.value : '';
  if (node.type === 'BLOCK_LITERAL') {
    const before = value.slice(0, offset).split('\n');
    const lineIndex = before.length - 1;
    const first = textAt(ctx, node);
    const leadingBlank = value.length - value.replace(/^\n+/, '').length;
    const indent = first.column - 1;
    return {
      line: first.line + lineIndex - leadingBlank,
      column: indent + 1 + (before[lineIndex]?.length ?? 0),
    };
  }
  if (source.includes('\n') || node.type === 'BLOCK_FOLDED') return textAt(ctx, node);
  if (node.type === 'PLAIN') return positionAt(ctx, start + offset);
  return positionAt(
    ctx,
    start + 1 + quotedLength(source.slice(1), offset, node.type === 'QUOTE_DOUBLE'),
  );
}

/** How many source characters of a quoted scalar's body hold the first `count` value characters. */
function quotedLength(body: string, count: number, double: boolean): number {
  let i = 0;
  for (let seen = 0; seen < count && i < body.length; seen += 1) {
    if (!double && body.startsWith("''", i)) i += 2;
    else if (double && body[i] === '\\') i += escapeLength(body[i + 1]);
    else i += 1;
  }
  return i;
}

function escapeLength(letter: string | undefined): number {
  if (letter === 'x') return 4;
  if (letter === 'u') return 6;
  if (letter === 'U') return 10;
  return 2;
}
