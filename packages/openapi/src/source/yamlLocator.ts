import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';
import { blockYamlLocator } from './blockYamlLocator.ts';
import type { Pointer } from './pointer.ts';
import type { Located, SourceLocator } from './SourceLocator.ts';

/**
 * Locates pointers in a YAML document: by its lines and indentation where it is written in block
 * style (`blockYamlLocator`), else through the `yaml` package's nodes, a member at its key, an
 * item at its first character, aliases followed to what they name. The node tree takes many times
 * the text: it is built only for a pointer the line scan cannot place, unless one came with the
 * text (`tree`).
 */
export function yamlLocator(
  text: string,
  tree?: { document: Document; lines: LineCounter },
): SourceLocator {
  let held = tree;
  let scan: ReturnType<typeof blockYamlLocator> | undefined;
  return {
    locateAll(pointers) {
      scan ??= blockYamlLocator(text);
      const located = pointers.map((pointer) => scan?.(pointer));
      const missing = located.flatMap((l, index) => (l === undefined ? [index] : []));
      if (missing.length === 0) return located as Located[];
      if (!held) {
        const counter = new LineCounter();
        held = { document: parseDocument(text, { lineCounter: counter }), lines: counter };
      }
      const { document, lines } = held;
      const position = (offset: number) => {
        const { line, col } = lines.linePos(offset);
        return { line, column: col };
      };
      for (const index of missing)
        located[index] = locate(document, pointers[index] ?? [], position);
      return located as Located[];
    },
    release() {
      held = undefined;
      scan = undefined;
    },
  };
}

/** Where a pointer lands in the `yaml` package's node tree of a document. */
export function locate(
  document: Document,
  pointer: Pointer,
  position: (offset: number) => { line: number; column: number },
): Located {
  let node = resolve(document, document.contents as Node | null);
  let offset = node?.range?.[0] ?? 0;
  let depth = 0;
  for (const segment of pointer) {
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isScalar(p.key) && String(p.key.value) === String(segment),
      );
      if (!pair) break;
      offset = (pair.key as Node).range?.[0] ?? offset;
      node = resolve(document, pair.value as Node | null);
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (item === undefined) break;
      node = resolve(document, item);
      offset = node?.range?.[0] ?? offset;
    } else break;
    depth++;
  }
  const located: Located = { at: position(offset), depth };
  if (isMap(node)) {
    const ref = node.items.find((p) => isScalar(p.key) && p.key.value === '$ref');
    if (ref && isScalar(ref.value) && typeof ref.value.value === 'string')
      located.ref = ref.value.value;
  }
  return located;
}

function resolve(document: Document, node: Node | null | undefined): Node | undefined {
  let current = node ?? undefined;
  for (let hops = 0; hops < 100 && isAlias(current); hops++)
    current = (current.resolve(document) as Node | undefined) ?? undefined;
  return current;
}
