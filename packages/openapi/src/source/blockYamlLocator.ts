import type { Pointer } from './pointer.ts';
import type { Located } from './SourceLocator.ts';
import { makeLineIndex } from './lineIndex.ts';

/** A block node: where its content starts and the lines it may take (`end` excluded). */
interface Block {
  offset: number;
  line: number;
  column: number;
  end: number;
}

/** A member of a block mapping: where its key stands and what follows its `:` on that line. */
interface Member {
  keyOffset: number;
  line: number;
  column: number;
  end: number;
  /** Offset of the value on the key's line, or -1 when the value starts on a later line. */
  inline: number;
}

/** The scan met something it does not read: the tree locator answers for that pointer. */
const UNSURE = Symbol('unsure');

/**
 * Locates pointers in a YAML text written in block style, as OpenAPI documents are, from its lines
 * and their indentation alone: no node tree, a few bytes a line. A member lands at its key, an
 * item at its first character, as with the `yaml` package's nodes. A pointer whose way goes
 * through what the scan does not read (flow collections but `{ $ref: … }`, anchors, tags,
 * explicit keys, a document marker with content) gives `undefined`, for the caller to locate
 * another way.
 */
export function blockYamlLocator(text: string): (pointer: Pointer) => Located | undefined {
  const position = makeLineIndex(text);
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  const lineCount = starts.length;
  // The column of each line's first character, or -1 for a blank line or a comment.
  const indents = new Int32Array(lineCount);
  for (let l = 0; l < lineCount; l++) {
    const start = starts[l] ?? 0;
    let i = start;
    while (text.charCodeAt(i) === 32) i++;
    const c = text.charCodeAt(i);
    indents[l] = Number.isNaN(c) || c === 10 || c === 13 || c === 35 ? -1 : i - start;
  }
  const lineEnd = (l: number): number => {
    const next = starts[l + 1];
    if (next === undefined) return text.length;
    let end = next - 1;
    if (text.charCodeAt(end) === 10 && text.charCodeAt(end - 1) === 13) end--;
    return end;
  };
  const members = new Map<number, Map<string, Member> | typeof UNSURE>();
  const items = new Map<number, Block[] | typeof UNSURE>();

  const blockAt = (line: number, end: number): Block | undefined => {
    for (let l = line; l < end; l++) {
      const indent = indents[l] ?? -1;
      if (indent >= 0) return { offset: (starts[l] ?? 0) + indent, line: l, column: indent, end };
    }
    return undefined;
  };

  const root = ((): Block | typeof UNSURE | undefined => {
    let l = 0;
    for (; l < lineCount; l++) {
      const indent = indents[l] ?? -1;
      if (indent < 0) continue;
      const rest = text.slice((starts[l] ?? 0) + indent, lineEnd(l));
      if (rest.startsWith('%')) continue;
      if (/^---\s*$/.test(rest)) continue;
      if (rest.startsWith('---')) return UNSURE;
      break;
    }
    return blockAt(l, lineCount);
  })();

  const membersOf = (block: Block): Map<string, Member> | typeof UNSURE => {
    const cached = members.get(block.offset);
    if (cached !== undefined) return cached;
    const found = new Map<string, Member>();
    let last: Member | undefined;
    let result: Map<string, Member> | typeof UNSURE = found;
    for (let l = block.line; l < block.end; l++) {
      const column = l === block.line ? block.column : (indents[l] ?? -1);
      if (column < 0 || column > block.column) continue;
      if (column < block.column) break;
      const offset = l === block.line ? block.offset : (starts[l] ?? 0) + column;
      if (isItemStart(text, offset)) continue; // a sequence at the key's own indent
      const key = readKey(text, offset, lineEnd(l));
      if (key === UNSURE) {
        result = UNSURE;
        break;
      }
      if (key === undefined) continue; // a scalar's second line, at its key's indent
      if (last) last.end = l;
      last = { keyOffset: offset, line: l, column, end: block.end, inline: key.inline };
      found.set(key.key, last);
    }
    members.set(block.offset, result);
    return result;
  };

  const itemsOf = (block: Block): Block[] | typeof UNSURE => {
    const cached = items.get(block.offset);
    if (cached !== undefined) return cached;
    const found: Block[] = [];
    for (let l = block.line; l < block.end; l++) {
      const column = l === block.line ? block.column : (indents[l] ?? -1);
      if (column < 0 || column > block.column) continue;
      if (column < block.column) break;
      const offset = l === block.line ? block.offset : (starts[l] ?? 0) + column;
      if (!isItemStart(text, offset)) break;
      const previous = found[found.length - 1];
      if (previous) previous.end = l;
      let content = offset + 1;
      while (text.charCodeAt(content) === 32) content++;
      const onLine = content < lineEnd(l) && text.charCodeAt(content) !== 35;
      found.push(
        onLine
          ? { offset: content, line: l, column: content - (starts[l] ?? 0), end: block.end }
          : { offset: -1, line: l + 1, column: -1, end: block.end },
      );
    }
    const settled = found.map((item) => (item.offset >= 0 ? item : blockAt(item.line, item.end)));
    const result = settled.every((b) => b !== undefined) ? settled : UNSURE;
    items.set(block.offset, result);
    return result;
  };

  /** The block a member's value is, or a scalar's offset, or UNSURE for what is not read. */
  const valueOf = (member: Member): Block | number | typeof UNSURE => {
    if (member.inline >= 0) {
      const c = text.charCodeAt(member.inline);
      if (c === 123 || c === 91 || c === 38 || c === 33 || c === 42) return UNSURE;
      return member.inline;
    }
    const block = blockAt(member.line + 1, member.end);
    if (block === undefined) return -1;
    const c = text.charCodeAt(block.offset);
    if (c === 123 || c === 91 || c === 38 || c === 33 || c === 42 || c === 124 || c === 62)
      return UNSURE;
    // A sequence may stand at its key's own indent; a mapping must stand deeper.
    if (block.column <= member.column && !isItemStart(text, block.offset)) return -1;
    return block;
  };

  const refOf = (
    member: Member | undefined,
    block: Block | undefined,
  ): string | undefined | typeof UNSURE => {
    if (member && member.inline >= 0) {
      const flow = /^\{\s*(["']?)\$ref\1\s*:\s*(["']?)([^"'{}]*)\2\s*\}/.exec(
        text.slice(member.inline, lineEnd(member.line)),
      );
      return flow?.[3]?.trim();
    }
    if (!block || isItemStart(text, block.offset)) return undefined;
    const found = membersOf(block);
    if (found === UNSURE) return UNSURE;
    const ref = found.get('$ref');
    if (!ref) return undefined;
    // A value on the next lines, or running over them, is left to the node tree.
    if (ref.inline < 0 || blockAt(ref.line + 1, ref.end) !== undefined) return UNSURE;
    const scalar = readScalar(text, ref.inline, lineEnd(ref.line));
    return typeof scalar === 'string' ? scalar : UNSURE;
  };

  return (pointer) => {
    if (root === UNSURE) return undefined;
    if (root === undefined) return { at: { line: 1, column: 1 }, depth: 0 };
    let block: Block | undefined = root;
    let member: Member | undefined;
    let offset = root.offset;
    let depth = 0;
    for (const segment of pointer) {
      if (!block) break;
      if (isItemStart(text, block.offset)) {
        const list = itemsOf(block);
        if (list === UNSURE) return undefined;
        if (typeof segment === 'string' && !/^\d+$/.test(segment)) break;
        const item = list[Number(segment)];
        if (!item) break;
        member = undefined;
        offset = item.offset;
        block = item;
        const c = text.charCodeAt(item.offset);
        if (c === 123 || c === 91 || c === 38 || c === 33 || c === 42) {
          if (depth + 1 < pointer.length) return undefined;
          block = undefined;
        } else if (
          !isItemStart(text, item.offset) &&
          readKey(text, item.offset, lineEnd(item.line)) === undefined
        )
          block = undefined; // a scalar
      } else {
        const found = membersOf(block);
        if (found === UNSURE) return undefined;
        const next = found.get(String(segment));
        if (!next) break;
        member = next;
        offset = next.keyOffset;
        const value = valueOf(next);
        if (value === UNSURE) {
          if (depth + 1 === pointer.length) block = undefined;
          else if (refOf(next, undefined) === undefined) return undefined;
          else if (pointer[depth + 1] === '$ref' && depth + 2 === pointer.length) {
            // `{ $ref: … }` on one line: the pointer ends at its key.
            const key = /\S/.exec(text.slice(next.inline + 1));
            return { at: position(next.inline + 1 + (key?.index ?? 0)), depth: depth + 2 };
          } else block = undefined;
        } else block = typeof value === 'number' ? undefined : value;
      }
      depth++;
    }
    const located: Located = { at: position(offset), depth };
    const ref = depth === 0 ? refOf(undefined, root) : refOf(member, block);
    if (ref === UNSURE) return undefined;
    if (ref !== undefined) located.ref = ref;
    return located;
  };
}

function isItemStart(text: string, offset: number): boolean {
  if (text.charCodeAt(offset) !== 45) return false;
  const next = text.charCodeAt(offset + 1);
  return Number.isNaN(next) || next === 32 || next === 10 || next === 13;
}

/**
 * The key of a block mapping's member at `offset`, and where its value starts on the line (-1:
 * on the next lines); undefined when the line holds no key (a scalar), UNSURE for what the scan
 * does not read.
 */
function readKey(
  text: string,
  offset: number,
  end: number,
): { key: string; inline: number } | undefined | typeof UNSURE {
  const first = text.charCodeAt(offset);
  let key: string;
  let i: number;
  if (first === 34 || first === 39) {
    const quoted = readQuoted(text, offset, end);
    if (quoted === UNSURE) return UNSURE;
    key = quoted.value;
    i = quoted.next;
    while (text.charCodeAt(i) === 32) i++;
    if (text.charCodeAt(i) !== 58) return undefined;
  } else {
    if ('{[&*!|>%@`'.includes(text[offset] ?? '')) return UNSURE;
    if (first === 63 && isSpaceOrEnd(text.charCodeAt(offset + 1))) return UNSURE;
    i = offset;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 58 && (i + 1 >= end || isSpaceOrEnd(text.charCodeAt(i + 1)))) break;
      if (c === 35 && text.charCodeAt(i - 1) === 32) return undefined;
    }
    if (i >= end) return undefined;
    key = text.slice(offset, i).trimEnd();
  }
  i++;
  while (text.charCodeAt(i) === 32) i++;
  const inline = i >= end || text.charCodeAt(i) === 35 ? -1 : i;
  return { key, inline };
}

/** A scalar written on one line: plain (its comment cut) or quoted. */
function readScalar(text: string, offset: number, end: number): string | undefined {
  const first = text.charCodeAt(offset);
  if (first === 34 || first === 39) {
    const quoted = readQuoted(text, offset, end);
    return quoted === UNSURE ? undefined : quoted.value;
  }
  const line = text.slice(offset, end);
  const comment = line.search(/\s#/);
  return (comment >= 0 ? line.slice(0, comment) : line).trim();
}

function readQuoted(
  text: string,
  offset: number,
  end: number,
): { value: string; next: number } | typeof UNSURE {
  const quote = text.charCodeAt(offset);
  for (let i = offset + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (quote === 34 && c === 92) {
      i++;
      continue;
    }
    if (c !== quote) continue;
    if (quote === 39 && text.charCodeAt(i + 1) === 39) {
      i++;
      continue;
    }
    const body = text.slice(offset + 1, i);
    if (quote === 39) return { value: body.replaceAll("''", "'"), next: i + 1 };
    try {
      return { value: JSON.parse(`"${body}"`) as string, next: i + 1 };
    } catch {
      return UNSURE;
    }
  }
  return UNSURE;
}

function isSpaceOrEnd(c: number): boolean {
  return Number.isNaN(c) || c === 32 || c === 9 || c === 10 || c === 13;
}
