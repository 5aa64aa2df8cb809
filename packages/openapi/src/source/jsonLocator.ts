import { makeLineIndex } from './lineIndex.ts';
import type { Pointer } from './pointer.ts';
import type { Located, SourceLocator } from './SourceLocator.ts';

/** A node of the tree of asked pointers, filled in as the scan reaches it. */
interface Wanted {
  children: Map<string, Wanted>;
  offset?: number;
  ref?: string;
}

interface Frame {
  array: boolean;
  node: Wanted | undefined;
  index: number;
}

/**
 * Locates pointers in a JSON text that `JSON.parse` accepted. Each batch scans the text once,
 * without recursion (so nesting depth costs no stack), and looks only at the branches asked for:
 * a member is placed at its key, an array item at its first character.
 */
export function jsonLocator(text: string): SourceLocator {
  let toPosition: ((offset: number) => { line: number; column: number }) | undefined;
  return {
    locateAll(pointers) {
      const root: Wanted = { children: new Map() };
      for (const pointer of pointers) {
        let node = root;
        for (const segment of pointer) {
          const key = String(segment);
          let child = node.children.get(key);
          if (!child) node.children.set(key, (child = { children: new Map() }));
          node = child;
        }
      }
      scan(text, root);
      toPosition ??= makeLineIndex(text);
      const position = toPosition;
      return pointers.map((pointer) => locatedIn(root, pointer, position));
    },
    release() {
      toPosition = undefined;
    },
  };
}

function locatedIn(
  root: Wanted,
  pointer: Pointer,
  toPosition: (offset: number) => { line: number; column: number },
): Located {
  let node = root;
  let depth = 0;
  for (const segment of pointer) {
    const child = node.children.get(String(segment));
    if (!child || child.offset === undefined) break;
    node = child;
    depth++;
  }
  const located: Located = { at: toPosition(node.offset ?? 0), depth };
  if (node.ref !== undefined) located.ref = node.ref;
  return located;
}

function scan(text: string, root: Wanted): void {
  const stack: Frame[] = [];
  let i = skipSpaces(text, 0);
  let pending: Wanted | undefined = root;
  let pendingAt = i;
  for (;;) {
    // A value starts at i.
    i = skipSpaces(text, i);
    if (pending) pending.offset = pendingAt;
    const c = text.charCodeAt(i);
    let afterValue = true;
    if (c === 123 /* { */ || c === 91 /* [ */) {
      const frame: Frame = { array: c === 91, node: pending, index: 0 };
      stack.push(frame);
      i = skipSpaces(text, i + 1);
      const close = text.charCodeAt(i);
      if (close === 125 || close === 93) {
        stack.pop();
        i++;
      } else if (frame.array) {
        pending = frame.node?.children.get('0');
        pendingAt = i;
        afterValue = false;
      } else {
        ({ i, pending, pendingAt } = readKey(text, i, frame));
        afterValue = false;
      }
    } else if (c === 34 /* " */) {
      i = skipString(text, i);
    } else {
      while (i < text.length && !isEndOfScalar(text.charCodeAt(i))) i++;
    }
    while (afterValue) {
      i = skipSpaces(text, i);
      const top = stack[stack.length - 1];
      if (!top || i >= text.length) return;
      const next = text.charCodeAt(i);
      if (next === 44 /* , */) {
        i = skipSpaces(text, i + 1);
        if (top.array) {
          top.index++;
          pending = top.node?.children.get(String(top.index));
          pendingAt = i;
        } else {
          ({ i, pending, pendingAt } = readKey(text, i, top));
        }
        afterValue = false;
      } else {
        // A closing bracket (or, in text that is not JSON, anything else: give up on the frame).
        stack.pop();
        i++;
      }
    }
  }
}

function readKey(
  text: string,
  start: number,
  frame: Frame,
): { i: number; pending: Wanted | undefined; pendingAt: number } {
  const end = skipString(text, start);
  let pending: Wanted | undefined;
  if (frame.node) {
    const key = decodeString(text.slice(start, end));
    pending = frame.node.children.get(key);
    if (key === '$ref') {
      const valueStart = skipSpaces(text, skipSpaces(text, end) + 1);
      if (text.charCodeAt(valueStart) === 34)
        frame.node.ref = decodeString(text.slice(valueStart, skipString(text, valueStart)));
    }
  }
  let i = skipSpaces(text, end);
  if (text.charCodeAt(i) === 58 /* : */) i++;
  return { i, pending, pendingAt: start };
}

function decodeString(quoted: string): string {
  if (!quoted.includes('\\')) return quoted.slice(1, -1);
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) i += 2;
    else if (c === 34) return i + 1;
    else i++;
  }
  return i;
}

function skipSpaces(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}

function isEndOfScalar(c: number): boolean {
  return c === 44 || c === 93 || c === 125 || c === 32 || c === 10 || c === 13 || c === 9;
}
