import { compareDiagnostics, type Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import { readSpec, type ReadSpecOptions, type SpecFormat } from '../read/readSpec.ts';
import { checkSpec } from './checkSpec.ts';
import { ItemLines, locateDiagnostics } from './locateDiagnostics.ts';
import { locateInExpressions } from './locateInExpressions.ts';

/** A spec read and checked: its model, its form, and every diagnostic, placed and in source order. */
export interface CheckedSpec {
  spec: Spec;
  format: SpecFormat;
  diagnostics: Diagnostic[];
}

/**
 * Reads a spec's text, checks the model and places the diagnostics on the text (`checkReadSpec`):
 * what `specrun check`, the workbench and the gallery show. Never throws on input; YAML is read
 * with the parser `options.yaml` gives, as `readSpec` reads it.
 */
export function readAndCheckSpec(text: string, options: ReadSpecOptions = {}): CheckedSpec {
  const read = readSpec(text, options);
  return { spec: read.spec, format: read.format, diagnostics: checkReadSpec(text, read) };
}

/**
 * The reader's diagnostics of a text already read and the checker's of its model, in source
 * order: each about a name in a row moved onto that name (`locateDiagnostics`), each inside an
 * expression onto its character as written (`locateInExpressions`), and none of the
 * checker's about an element whose text holds a YAML syntax error (the reader reports the error;
 * what the parser made of the text there is no spec's meaning).
 */
export function checkReadSpec(
  text: string,
  read: { spec: Spec; diagnostics: readonly Diagnostic[] },
): Diagnostic[] {
  const checked = withoutFollowOns(text, read.diagnostics, checkSpec(read.spec));
  const inExpressions = locateInExpressions(text, read.spec, checked);
  return locateDiagnostics(text, [...read.diagnostics, ...inExpressions]).sort(compareDiagnostics);
}

function withoutFollowOns(
  text: string,
  reader: readonly Diagnostic[],
  checker: Diagnostic[],
): Diagnostic[] {
  const broken = new Set<number>();
  for (const d of reader) if (d.code === 'yaml-syntax') broken.add(d.at.line);
  if (broken.size === 0) return checker;
  const lines = new ItemLines(text);
  return checker.filter((d) => !lines.item(d.at).lines.some((line) => broken.has(line.number)));
}
