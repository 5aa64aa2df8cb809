import { finding, type Finding } from '../import/ImportDiagnostic.ts';
import { parseSource } from '../source/parseSource.ts';
import type { Pointer } from '../source/pointer.ts';
import type { SourceFile } from '../source/SourceFile.ts';
import type { DocumentFiles } from './DocumentFiles.ts';
import { dirnameOf, isUrlRef, joinPath } from './paths.ts';

/** The versions of the format that import reads. */
export type OpenApiVersion = '2.0' | '3.0' | '3.1';

/** A document and the files its `$ref`s name, each read, with what went wrong. */
export interface LoadedDocument {
  version?: OpenApiVersion;
  /** The `openapi` or `swagger` field as written. */
  versionText: string;
  root?: SourceFile;
  files: Map<string, SourceFile>;
  findings: Finding[];
  /** Whether a `$ref` of any file names something under the root's `paths`. */
  pathsReferenced: boolean;
}

/** Keys whose values are data, not schema: a `$ref` inside them is an example's text. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum', 'x-examples']);

/** A `$ref` that may name something under the root's `paths` (`#/paths/~1pets/get/...`). */
const PATHS_REF = /#\/paths(\/|$)/;

/** At most this many files are read for one document. */
const MAX_FILES = 10_000;

/**
 * Reads the root text and, through `files`, every file its `$ref`s name (relative paths, with or
 * without a fragment), breadth first. A `$ref` to a URL is never fetched: it is reported. A file
 * that cannot be read or parsed is reported at the `$ref` that names it.
 */
export async function loadDocument(
  rootName: string,
  text: string,
  files: DocumentFiles,
): Promise<LoadedDocument> {
  const loaded: LoadedDocument = {
    versionText: '',
    files: new Map(),
    findings: [],
    pathsReferenced: false,
  };
  const { parsed, problems } = parseSource(text);
  for (const p of problems)
    loaded.findings.push({
      ...finding(p.code, parsed ? 'warning' : 'error', p.message, rootName, []),
      at: p.at,
    });
  if (!parsed) return loaded;
  const root: SourceFile = { name: rootName, ...parsed };
  const kind = versionOf(root.value);
  if ('problem' in kind) {
    loaded.findings.push(finding('not-openapi', 'error', kind.problem, rootName, kind.pointer));
    return loaded;
  }
  loaded.version = kind.version;
  loaded.versionText = kind.text;
  loaded.root = root;
  loaded.files.set(rootName, root);
  const queue: SourceFile[] = [root];
  const asked = new Set<string>([rootName]);
  while (queue.length > 0) {
    const file = queue.shift() as SourceFile;
    for (const { ref, pointer } of collectRefs(file.value)) {
      if (PATHS_REF.test(ref)) loaded.pathsReferenced = true;
      if (ref.startsWith('#')) continue;
      if (isUrlRef(ref)) {
        loaded.findings.push(
          finding(
            'url-ref',
            'warning',
            `A $ref to a URL is not fetched: ${ref}. What it names is left out.`,
            file.name,
            [...pointer, '$ref'],
            'Copy what it names into the document, or into a file beside it.',
          ),
        );
        continue;
      }
      const target = joinPath(dirnameOf(file.name), ref.split('#')[0] ?? '');
      if (asked.has(target)) continue;
      asked.add(target);
      if (asked.size > MAX_FILES) {
        loaded.findings.push(
          finding(
            'too-many-files',
            'error',
            `More than ${MAX_FILES} files are referenced; ${target} and the rest are not read.`,
            file.name,
            [...pointer, '$ref'],
          ),
        );
        break;
      }
      const read = await readFile(files, target);
      if (read === undefined) {
        loaded.findings.push(
          finding(
            'broken-ref',
            'error',
            `The file ${target} that this $ref names cannot be read.`,
            file.name,
            [...pointer, '$ref'],
          ),
        );
        continue;
      }
      const result = parseSource(read);
      if (!result.parsed) {
        const first = result.problems[0];
        loaded.findings.push(
          finding(
            'broken-ref',
            'error',
            `The file ${target} that this $ref names is not YAML or JSON${first ? ` (line ${first.at.line}, column ${first.at.column}: ${first.message})` : ''}.`,
            file.name,
            [...pointer, '$ref'],
          ),
        );
        continue;
      }
      const source: SourceFile = { name: target, ...result.parsed };
      loaded.files.set(target, source);
      queue.push(source);
    }
  }
  return loaded;
}

async function readFile(files: DocumentFiles, path: string): Promise<string | undefined> {
  try {
    return await files.read(path);
  } catch {
    return undefined;
  }
}

function versionOf(
  value: unknown,
): { version: OpenApiVersion; text: string } | { problem: string; pointer: Pointer } {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return {
      problem: 'This is not an OpenAPI document: its top level is not a mapping.',
      pointer: [],
    };
  const document = value as Record<string, unknown>;
  const swagger = document['swagger'];
  const openapi = document['openapi'];
  if (swagger !== undefined) {
    if (String(swagger) === '2.0') return { version: '2.0', text: '2.0' };
    return {
      problem: `Swagger ${String(swagger)} is not read; only Swagger 2.0 and OpenAPI 3.0 and 3.1 are.`,
      pointer: ['swagger'],
    };
  }
  if (typeof openapi === 'string' || typeof openapi === 'number') {
    const text = String(openapi);
    if (/^3\.0(\.|$)/.test(text)) return { version: '3.0', text };
    if (/^3\.[1-9](\.|$)/.test(text)) return { version: '3.1', text };
    return {
      problem: `OpenAPI ${text} is not read; only Swagger 2.0 and OpenAPI 3.0 and 3.1 are.`,
      pointer: ['openapi'],
    };
  }
  return {
    problem: 'This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field.',
    pointer: [],
  };
}

/** Maps whose keys are names, not keywords: a member named `default` there is no data. */
const NAME_MAPS = new Set(['properties', 'patternProperties']);

interface Visit {
  value: unknown;
  parent: Visit | undefined;
  key: string | number;
}

function pointerOf(visit: Visit): Pointer {
  const segments: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) segments.push(v.key);
  return segments.reverse();
}

/** Every `$ref` string in a value with the pointer of the object holding it, data values skipped. */
export function collectRefs(value: unknown): { ref: string; pointer: Pointer }[] {
  const found: { ref: string; pointer: Pointer }[] = [];
  const stack: Visit[] = [{ value, parent: undefined, key: '' }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], parent: visit, key: i });
      continue;
    }
    const record = current as Record<string, unknown>;
    if (typeof record['$ref'] === 'string')
      found.push({ ref: record['$ref'], pointer: pointerOf(visit) });
    const names = NAME_MAPS.has(String(visit.key));
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (key === '$ref' || (!names && DATA_KEYS.has(key))) continue;
      stack.push({ value: record[key], parent: visit, key });
    }
  }
  return found;
}
