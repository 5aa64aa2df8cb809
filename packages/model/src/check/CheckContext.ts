import { diagnostic, type Diagnostic } from '../model/Diagnostic.ts';
import type { Constant, ErrorEntry, Position, Spec } from '../model/Spec.ts';
import { CHECK_CODES, type CheckCode } from './checkCodes.ts';
import { ExpressionParser } from './expression/ExpressionParser.ts';
import { indexSpec, type SpecIndex } from './SpecIndex.ts';

/** What the checks of one `checkSpec` call share: the spec, its index, what is used, what is found. */
export interface CheckContext {
  spec: Spec;
  index: SpecIndex;
  diagnostics: Diagnostic[];
  /** Parses the check's expressions, each recurring source once while it recurs. */
  expressions: ExpressionParser;
  /**
   * The constants an expression, a message placeholder or the prose names: 1 at the position of
   * each one's first declaration in `spec.constants` (see `useConstant`). An array rather than a
   * set of names: marking is then no second look-up in a table as large as the constants.
   */
  usedConstants: Uint8Array;
  /** The error codes a rule, an answer or the prose names, by catalogue position (likewise). */
  usedErrors: Uint8Array;
  /**
   * Adds a diagnostic with the severity its code has in `CHECK_CODES`. `subject` is the name it
   * is about when `at` is the start of the row (or item) that holds it (see `Diagnostic.subject`).
   */
  report(
    code: CheckCode,
    message: string,
    at: Position | undefined,
    path: (string | number)[],
    hint?: string,
    subject?: string,
  ): void;
}

/** Starts a check of one spec: builds its index and an empty list of findings. */
export function createCheckContext(spec: Spec): CheckContext {
  const diagnostics: Diagnostic[] = [];
  return {
    spec,
    index: indexSpec(spec),
    diagnostics,
    expressions: new ExpressionParser(),
    usedConstants: new Uint8Array(spec.constants.length),
    usedErrors: new Uint8Array(spec.errors.length),
    report(code, message, at, path, hint, subject) {
      diagnostics.push(diagnostic(code, CHECK_CODES[code][0], message, at, path, hint, subject));
    },
  };
}

/** The first constant declared with a name, marked used; undefined when no constant has it. */
export function useConstant(ctx: CheckContext, name: string): Constant | undefined {
  const i = ctx.index.constants.get(name);
  if (i === undefined) return undefined;
  ctx.usedConstants[i] = 1;
  return ctx.spec.constants[i];
}

/** The first catalogue entry of an error code, marked used; undefined when none has it. */
export function useError(ctx: CheckContext, code: string): ErrorEntry | undefined {
  const i = ctx.index.errors.get(code);
  if (i === undefined) return undefined;
  ctx.usedErrors[i] = 1;
  return ctx.spec.errors[i];
}

/** "line 12" for a hint that points back at an earlier declaration, or "" when it has no position. */
export function whereDeclared(at: Position | undefined): string {
  return at === undefined ? '' : ` (line ${at.line})`;
}
