import {
  readAndCheckSpec as readAndCheckSpecWith,
  type CheckedSpec,
} from '../check/readAndCheckSpec.ts';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Spec } from '../model/Spec.ts';
import { readMarkdown as readMarkdownWith } from './readMarkdown.ts';
import { readSpec as readSpecWith, type ReadSpecOptions, type SpecFormat } from './readSpec.ts';
import { YAML_READER } from './yamlPackageReader.ts';

// The readers as the package's main entry gives them: YAML read with the `yaml` package imported
// here, so that Node's callers (the CLI, the server, tests) pass nothing. A page that wants the
// parser loaded only when a spec needs it imports the readers from `@specrun/model/reader`.

/** Reads a spec in either form, its YAML with the `yaml` package; never throws. */
export function readSpec(
  text: string,
  options: ReadSpecOptions = {},
): { spec: Spec; diagnostics: Diagnostic[]; format: SpecFormat } {
  return readSpecWith(text, { yaml: YAML_READER, ...options });
}

/**
 * Reads a nine-point spec written in Markdown (docs/format.md), its fenced YAML blocks with the
 * `yaml` package; never throws.
 */
export function readMarkdown(text: string): { spec: Spec; diagnostics: Diagnostic[] } {
  return readMarkdownWith(text, YAML_READER);
}

/**
 * Reads a spec's text, its YAML with the `yaml` package, checks the model and places the
 * diagnostics on the text (`checkReadSpec`); never throws on input.
 */
export function readAndCheckSpec(text: string, options: ReadSpecOptions = {}): CheckedSpec {
  return readAndCheckSpecWith(text, { yaml: YAML_READER, ...options });
}
