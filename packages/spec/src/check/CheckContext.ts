import { diagnostic, type Diagnostic } from '../model/Diagnostic.ts';
import type { Position, Spec } from '../model/Spec.ts';
import { CHECK_CODES, type CheckCode } from './checkCodes.ts';
import { indexSpec, type SpecIndex } from './SpecIndex.ts';

/** What the checks of one `checkSpec` call share: the spec, its index, what is used, what is found. */
export interface CheckContext {
  spec: Spec;
  index: SpecIndex;
  diagnostics: Diagnostic[];
  /**
   * Constants an expression, a message placeholder or the prose names: the declarations' own
   * strings where there is one, so that looking them up again compares strings by identity.
   */
  usedConstants: Set<string>;
  /** Error codes a rule, an answer or the prose names (the catalogue's own strings, likewise). */
  usedErrors: Set<string>;
  /** Adds a diagnostic with the severity its code has in `CHECK_CODES`. */
  report(
    code: CheckCode,
    message: string,
    at: Position | undefined,
    path: (string | number)[],
    hint?: string,
  ): void;
}

/** Starts a check of one spec: builds its index and an empty list of findings. */
export function createCheckContext(spec: Spec): CheckContext {
  const diagnostics: Diagnostic[] = [];
  return {
    spec,
    index: indexSpec(spec),
    diagnostics,
    usedConstants: new Set(),
    usedErrors: new Set(),
    report(code, message, at, path, hint) {
      diagnostics.push(diagnostic(code, CHECK_CODES[code][0], message, at, path, hint));
    },
  };
}

/** "line 12" for a hint that points back at an earlier declaration, or "" when it has no position. */
export function whereDeclared(at: Position | undefined): string {
  return at === undefined ? '' : ` (line ${at.line})`;
}
