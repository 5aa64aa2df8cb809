import { compareDiagnostics } from '@specrun/model';
import type { Finding, ImportDiagnostic } from '../import/ImportDiagnostic.ts';
import { parsePointer, type Pointer } from '../source/pointer.ts';
import type { SourceFile } from '../source/SourceFile.ts';
import type { Located } from '../source/SourceLocator.ts';
import { dirnameOf, isUrlRef, joinPath } from './paths.ts';

/** How many `$ref`s a position may be followed through before the last one found counts. */
const MAX_HOPS = 8;

/**
 * Gives each finding its line and column: one scan per file and round. A pointer that runs
 * through a `$ref` (as the validator's do, in the dereferenced document) is followed into what
 * the reference names; one that runs past what is there stops at the deepest node found.
 * `translate` maps a pointer of the document as converted back into its source (Swagger 2.0).
 */
export function locateFindings(
  findings: readonly Finding[],
  files: ReadonlyMap<string, SourceFile>,
  translate: (file: string, pointer: Pointer) => Pointer = (_file, pointer) => pointer,
): ImportDiagnostic[] {
  const placed: ImportDiagnostic[] = findings
    .filter((f) => f.at !== undefined)
    .map((f) => ({ ...diagnosticOf(f, f.file), at: f.at ?? { line: 1, column: 1 } }));
  let pending = findings
    .filter((f) => f.at === undefined)
    .map((f) => ({ finding: f, file: f.file, pointer: translate(f.file, f.pointer), hops: 0 }));
  while (pending.length > 0) {
    const next: typeof pending = [];
    const byFile = new Map<string, typeof pending>();
    for (const item of pending) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
    for (const [name, items] of byFile) {
      const source = files.get(name);
      const located: Located[] = source
        ? source.locator.locateAll(items.map((i) => i.pointer))
        : items.map(() => ({ at: { line: 1, column: 1 }, depth: 0 }));
      items.forEach((item, index) => {
        const where: Located = located[index] ?? { at: { line: 1, column: 1 }, depth: 0 };
        const rest = item.pointer.slice(where.depth);
        if (
          rest.length > 0 &&
          where.ref !== undefined &&
          !isUrlRef(where.ref) &&
          item.hops < MAX_HOPS
        ) {
          const [filePart = '', fragment = ''] = where.ref.split('#', 2);
          const file = filePart === '' ? item.file : joinPath(dirnameOf(item.file), filePart);
          if (files.has(file)) {
            next.push({
              ...item,
              file,
              pointer: [...parsePointer(fragment, true), ...rest],
              hops: item.hops + 1,
            });
            return;
          }
        }
        placed.push({ ...diagnosticOf(item.finding, item.file), at: where.at });
      });
    }
    pending = next;
  }
  return placed.sort((a, b) =>
    a.file === b.file ? compareDiagnostics(a, b) : a.file < b.file ? -1 : 1,
  );
}

function diagnosticOf(f: Finding, file: string): ImportDiagnostic {
  const diagnostic: ImportDiagnostic = {
    code: f.code,
    severity: f.severity,
    message: f.message,
    at: { line: 1, column: 1 },
    path: [...f.pointer],
    file,
  };
  if (f.hint !== undefined) diagnostic.hint = f.hint;
  return diagnostic;
}
