import { parsePointer, valueAt, type Pointer } from '../source/pointer.ts';
import { baseNameOf, dirnameOf, isUrlRef, joinPath } from './paths.ts';

/** A value of the document where it stands: its file, its pointer in that file, and the value. */
export interface Node {
  file: string;
  pointer: Pointer;
  value: unknown;
}

/** What a `$ref` names, with the name it suggests (the last segment, or the file's base name). */
export interface Target extends Node {
  name: string;
}

/** At most this many `$ref`s are followed in a chain (a `$ref` to a `$ref` …). */
const MAX_HOPS = 32;

/**
 * Resolves `$ref`s across the document's files, relative to the file that holds each one. The root
 * is read as the mapping sees it (converted to OpenAPI 3 for Swagger 2.0), so its 2.0 pointers are
 * read in their 3.0 places (`#/definitions/Pet` is `#/components/schemas/Pet`).
 */
export class RefResolver {
  constructor(
    private readonly values: ReadonlyMap<string, unknown>,
    private readonly root: string,
    private readonly converted: boolean,
  ) {}

  /** What `ref`, written in `from`, names; or why it names nothing. */
  resolve(ref: string, from: string): Target | { problem: string } {
    if (isUrlRef(ref)) return { problem: `a $ref to a URL is not fetched: ${ref}` };
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    const file = filePart === '' ? from : joinPath(dirnameOf(from), filePart);
    if (!this.values.has(file)) return { problem: `the file ${file} of $ref ${ref} was not read` };
    let pointer: Pointer = parsePointer(fragment, true);
    if (file === this.root && this.converted) pointer = toConvertedPointer(pointer);
    const value = valueAt(this.values.get(file), pointer);
    if (value === undefined) return { problem: `$ref ${ref} names nothing in ${file}` };
    const last = pointer[pointer.length - 1];
    return { file, pointer, value, name: last === undefined ? baseNameOf(file) : String(last) };
  }

  /**
   * Follows a node's `$ref` chain to the first value that is no reference, or says why it cannot.
   * `via` is the last target named on the way (for the name of a named schema).
   */
  follow(node: Node): { node: Node; via?: Target } | { problem: string; node: Node } {
    let current = node;
    let via: Target | undefined;
    const seen = new Set<string>();
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const ref = refOf(current.value);
      if (ref === undefined) return via ? { node: current, via } : { node: current };
      const key = `${current.file}#${current.pointer.join('/')}`;
      if (seen.has(key)) return { problem: `$ref ${ref} goes round in a circle`, node: current };
      seen.add(key);
      const target = this.resolve(ref, current.file);
      if ('problem' in target) return { problem: target.problem, node: current };
      via = target;
      current = target;
    }
    return { problem: `more than ${MAX_HOPS} $refs in a chain`, node: current };
  }
}

/** The `$ref` of an object that is a reference, else undefined. */
export function refOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const ref = (value as Record<string, unknown>)['$ref'];
  return typeof ref === 'string' ? ref : undefined;
}

const CONVERTED_PLACES: Record<string, string[]> = {
  definitions: ['components', 'schemas'],
  parameters: ['components', 'parameters'],
  responses: ['components', 'responses'],
  securityDefinitions: ['components', 'securitySchemes'],
};

/** Where a Swagger 2.0 pointer's value stands once converted to OpenAPI 3.0. */
export function toConvertedPointer(pointer: Pointer): Pointer {
  const [first, ...rest] = pointer;
  const place = first === undefined ? undefined : CONVERTED_PLACES[String(first)];
  return place ? [...place, ...rest] : pointer;
}

/** Where a converted OpenAPI 3.0 pointer's value stood in the Swagger 2.0 source. */
export function toSwagger2Pointer(pointer: Pointer): Pointer {
  const [first, second, ...rest] = pointer;
  if (first !== 'components') return pointer;
  for (const [source, place] of Object.entries(CONVERTED_PLACES))
    if (place[1] === second) return [source, ...rest];
  return pointer;
}
