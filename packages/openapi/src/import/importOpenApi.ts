// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration must reach every program that compiles this file (the cli's, the web app's)
/// <reference path="../host.d.ts" />
import {
  compareDiagnostics,
  readAndCheckSpec,
  writeMarkdown,
  type Diagnostic,
  type Spec,
} from '@specrun/model';
import { convertWithSwagger2openapi, type Swagger2Converter } from '../load/convertSwagger2.ts';
import { NO_FILES, type DocumentFiles } from '../load/DocumentFiles.ts';
import { loadDocument, type LoadedDocument, type OpenApiVersion } from '../load/loadDocument.ts';
import { locateFindings } from '../load/locateFindings.ts';
import { RefResolver } from '../load/RefResolver.ts';
import { expandedSize, inlineExternalRefs } from '../load/inlineExternalRefs.ts';
import { compactTree } from '../source/compactIndexKeys.ts';
import { finding, type Finding } from './ImportDiagnostic.ts';
import type { ImportDiagnostic } from './ImportDiagnostic.ts';
import { mapDocument } from './mapDocument.ts';

/**
 * The most values (shared parts counted where they are used) a document in several files may hold,
 * put together, to be validated: the validator walks every one, and its messages rewrite the whole
 * as JSON for each. DigitalOcean's 2,800 files hold 360,000 (12 MB of JSON, 30 s and 1 GB to
 * validate); SendGrid's 62 files 65,000.
 */
const MAX_VALIDATED_VALUES = 250_000;

/**
 * The steps of an import, in order, for a progress display. A document read through the `yaml`
 * package's nodes (an alias repeating a collection) is validated after the writing instead.
 */
export type ImportStep =
  'reading' | 'validating' | 'converting' | 'mapping' | 'writing' | 'checking';

/** How to import a document. */
export interface ImportOptions {
  /** The root document's file name, for diagnostics and relative `$ref`s (default `openapi.yaml`). */
  name?: string;
  /** Reads the files that `$ref`s name (default: none can be read). */
  files?: DocumentFiles;
  /** Converts Swagger 2.0 to OpenAPI 3 (default: swagger2openapi, loaded when needed). */
  convertSwagger2?: Swagger2Converter;
  /** Whether to validate the document with @readme/openapi-parser (default true). */
  validate?: boolean;
  /** Told each step as it starts; when given, the import lets the host draw between steps. */
  onProgress?: (step: ImportStep) => void;
}

/** What the written spec holds, counted as `readSpec` reads its Markdown back. */
export interface ImportSummary {
  /** The spec's name (point 1's title). */
  name: string;
  entities: number;
  calls: number;
  rules: number;
  /** Codes of the error catalogue (point 8). */
  errors: number;
}

/**
 * What an import gave: the spec as Markdown and what was found. The spec's model is not kept:
 * `readSpec(markdown)` reads it back when it is needed.
 */
export interface ImportResult {
  /** False when no spec could be made (not YAML or JSON, not OpenAPI). */
  ok: boolean;
  version?: OpenApiVersion;
  /** The nine-point spec in Markdown; `''` when not ok. */
  markdown: string;
  /** What the spec holds; absent when not ok. */
  summary?: ImportSummary;
  /** About the document (and the files it names), at their lines and columns. */
  diagnostics: ImportDiagnostic[];
  /** The reader's and checker's diagnostics of the Markdown. */
  check: Diagnostic[];
}

/**
 * Imports an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1; YAML or JSON; with the files its
 * `$ref`s name) as a nine-point spec: point 1 from `info`, point 3 from the object schemas,
 * point 5 from their constraints, point 6 from the security schemes (in words), point 7 from the
 * operations, point 8 from the error answers. Whatever the format cannot hold is listed in the
 * spec's text and reported. Never throws on input.
 */
export async function importOpenApi(
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const name = options.name ?? 'openapi.yaml';
  const step = async (s: ImportStep) => {
    if (!options.onProgress) return;
    options.onProgress(s);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  };
  await step('reading');
  const loaded = await loadDocument(name, text, options.files ?? NO_FILES);
  const findings = [...loaded.findings];
  if (!loaded.root || !loaded.version)
    return {
      ok: false,
      markdown: '',
      diagnostics: locateFindings(findings, loaded.files),
      check: [],
    };
  // Validated first when the files can be read again: the validator dereferences the values in
  // place, and so runs beside nothing else the import holds; the mapping reads them afresh.
  let validation: Finding[] | undefined;
  const rereadable = [...loaded.files.values()].every((file) => file.reread !== undefined);
  if (options.validate !== false && rereadable) {
    await step('validating');
    validation = await validateFiles(loaded, name);
    for (const file of loaded.files.values()) {
      file.value = undefined;
      file.value = file.reread?.();
    }
  }
  // What the mapping reads (for Swagger 2.0, a conversion), handed to it whole: it lets the
  // values go as it maps them, and a validator still to run reads the files afresh.
  let document: Record<string, unknown> | undefined = loaded.root.value as Record<string, unknown>;
  if (loaded.version === '2.0') {
    await step('converting');
    try {
      const converted = await (options.convertSwagger2 ?? convertWithSwagger2openapi)(document);
      // The validator has read the original, or reads it afresh; the mapping reads the conversion
      // alone: the original goes before the conversion (built key by key) is copied compact.
      if (loaded.root.reread) {
        loaded.root.value = undefined;
        document = undefined;
      }
      document = compactTree(converted) as Record<string, unknown>;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      findings.push(
        finding(
          'not-converted',
          'error',
          `The Swagger 2.0 document could not be converted to OpenAPI 3: ${message}`,
          name,
          [],
        ),
      );
      return {
        ok: false,
        version: loaded.version,
        markdown: '',
        diagnostics: locateFindings(findings, loaded.files),
        check: [],
      };
    }
  }
  await step('mapping');
  const values = new Map<string, unknown>(
    [...loaded.files].map(([file, source]) => [file, file === name ? document : source.value]),
  );
  document = undefined;
  for (const file of loaded.files.values()) if (file.reread) file.value = undefined;
  let spec: Spec | undefined = mapDocument(
    { ...loaded, version: loaded.version },
    name,
    values,
    findings,
  );
  // Placed now, so that the files' node trees can go before the validator needs its memory.
  const mapped = locateFindings(findings, loaded.files);
  for (const file of loaded.files.values()) file.locator.release();
  await step('writing');
  const markdown = writeMarkdown(spec);
  // From here on the spec lives as its Markdown alone, which the checker reads back.
  spec = undefined;
  if (options.validate !== false && validation === undefined) {
    await step('validating');
    validation = await validateFiles(loaded, name);
  }
  // The document's values have been read for the last time: only their places are asked for now.
  for (const file of loaded.files.values()) file.value = undefined;
  const diagnostics = [...mapped, ...locateFindings(validation ?? [], loaded.files)].sort(
    byPosition,
  );
  for (const file of loaded.files.values()) file.locator.release();
  await step('checking');
  const checked = readAndCheckSpec(markdown, { format: 'markdown' });
  return {
    ok: true,
    version: loaded.version,
    markdown,
    summary: summaryOf(checked.spec),
    diagnostics,
    check: checked.diagnostics,
  };
}

function summaryOf(spec: Spec): ImportSummary {
  return {
    name: spec.name,
    entities: spec.entities.length,
    calls: spec.calls.length,
    rules: spec.rules.length,
    errors: spec.errors.length,
  };
}

/**
 * Validates the document with @readme/openapi-parser, which dereferences it in place. A document
 * in several files is validated as one, put together, since the validator reads no files.
 */
async function validateFiles(loaded: LoadedDocument, name: string): Promise<Finding[]> {
  const values = new Map(
    [...loaded.files].map(([file, source]) => [file, source.value ?? source.reread?.()]),
  );
  const original = values.get(name) as Record<string, unknown>;
  const whole =
    loaded.files.size > 1
      ? inlineExternalRefs(original, name, new RefResolver(values, name, false))
      : original;
  values.clear();
  if (loaded.files.size > 1 && expandedSize(whole, MAX_VALIDATED_VALUES) >= MAX_VALIDATED_VALUES)
    return [
      finding(
        'not-validated',
        'info',
        `The document is not validated: its files put together, each shared part counted where it is used, hold more than ${MAX_VALIDATED_VALUES.toLocaleString('en')} values, which the validator walks one by one.`,
        name,
        [],
      ),
    ];
  // Loaded when asked for: the validator (and its JSON Schema engine) is most of the importer.
  const { validateDocument } = await import('../load/validateDocument.ts');
  return validateDocument(whole as Record<string, unknown>, name);
}

function byPosition(a: ImportDiagnostic, b: ImportDiagnostic): number {
  return a.file === b.file ? compareDiagnostics(a, b) : a.file < b.file ? -1 : 1;
}
