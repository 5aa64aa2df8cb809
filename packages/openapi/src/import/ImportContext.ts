import type { ErrorEntry, PointNumber } from '@specrun/model';
import type { RefResolver, Node } from '../load/RefResolver.ts';
import { formatPointer, type Pointer } from '../source/pointer.ts';
import { finding, type Finding } from './ImportDiagnostic.ts';
import { NameRegistry } from './names.ts';

/** Where a value of the document stands, without the value. */
export interface Place {
  file: string;
  pointer: Pointer;
}

/** Something of the document that the spec cannot hold (yet), listed in a point's prose. */
export interface Gap {
  point: PointNumber;
  text: string;
}

/** What the mapping of one document shares: references, findings, gaps, names and error codes. */
export class ImportContext {
  readonly findings: Finding[] = [];
  readonly gaps: Gap[] = [];
  /** Entity names; `User`, the spec's built-in entity, is given to a schema so named (it extends it). */
  readonly entityNames = new NameRegistry();
  readonly errors = new Map<string, ErrorEntry>();
  /** The schemas of the error answers' bodies, as their `$ref`s lead, each once. */
  readonly errorBodies: Node[] = [];
  private readonly errorBodyKeys = new Set<string>();

  constructor(
    readonly refs: RefResolver,
    readonly root: string,
    /** Maps a pointer of the root as mapped back to its source (Swagger 2.0 was converted). */
    private readonly toSource: (pointer: Pointer) => Pointer = (pointer) => pointer,
    /**
     * The document is a Specrun export (its `specrunUser` scheme): its marks say the spec as
     * written, so nothing is read into it beyond them.
     */
    readonly specrunExport = false,
  ) {}

  private place(where: { file: string; pointer: Pointer }): Pointer {
    return where.file === this.root ? this.toSource(where.pointer) : where.pointer;
  }

  /** Records a finding at a node of the document. */
  report(
    severity: Finding['severity'],
    code: string,
    message: string,
    at: { file: string; pointer: Pointer },
    hint?: string,
  ): void {
    this.findings.push(finding(code, severity, message, at.file, this.place(at), hint));
  }

  /**
   * Something the format cannot hold: a line in the point's prose (when `text` is given) and a
   * finding, `info` when the format has no place for it and `warning` when the document's meaning
   * is narrowed.
   */
  notMapped(
    point: PointNumber,
    at: { file: string; pointer: Pointer },
    message: string,
    text?: string,
    severity: 'info' | 'warning' = 'info',
  ): void {
    this.findings.push(finding('not-mapped', severity, message, at.file, this.place(at)));
    if (text !== undefined) this.gaps.push({ point, text });
  }

  /** Forgets the `not-mapped` findings about what lies under these places (now said otherwise). */
  dropFindingsUnder(nodes: readonly Place[]): void {
    const prefixes = nodes.map((n) => ({ file: n.file, pointer: this.place(n) }));
    const under = (f: Finding) =>
      f.code === 'not-mapped' &&
      prefixes.some(
        (p) => p.file === f.file && p.pointer.every((segment, i) => f.pointer[i] === segment),
      );
    const kept = this.findings.filter((f) => !under(f));
    this.findings.splice(0, this.findings.length, ...kept);
  }

  /** Notes the schema of an error answer's body, unless one at the same place was noted. */
  addErrorBody(node: Node): void {
    const key = `${node.file}#${formatPointer(node.pointer)}`;
    if (this.errorBodyKeys.has(key)) return;
    this.errorBodyKeys.add(key);
    this.errorBodies.push(node);
  }

  /** Lets go of the document's values the context holds: the error bodies keep their places. */
  releaseValues(): void {
    this.errorBodies.forEach((body, index) => {
      this.errorBodies[index] = { ...at(body), value: undefined };
    });
  }

  /** Adds a code to the catalogue unless it is there; the first status and message count. */
  addError(code: string, status: number | undefined, message: string): void {
    if (this.errors.has(code)) return;
    const entry: ErrorEntry = { code, message };
    if (status !== undefined) entry.status = status;
    this.errors.set(code, entry);
  }
}

/** A node's position for a finding. */
export function at(node: Node): Place {
  return { file: node.file, pointer: node.pointer };
}
