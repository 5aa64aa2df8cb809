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
import { loadDocument, type OpenApiVersion } from '../load/loadDocument.ts';
import { locateFindings } from '../load/locateFindings.ts';
import { RefResolver, toSwagger2Pointer } from '../load/RefResolver.ts';
import { expandedSize, inlineExternalRefs } from '../load/inlineExternalRefs.ts';
import { assembleSpec } from './assembleSpec.ts';
import { EntityMapper } from './EntityMapper.ts';
import { finding, type Finding } from './ImportDiagnostic.ts';
import { formatPointer } from '../source/pointer.ts';
import type { ImportDiagnostic } from './ImportDiagnostic.ts';
import { ImportContext } from './ImportContext.ts';
import { mapInfo } from './mapInfo.ts';
import { keepBoundCalls, mapOperations } from './mapOperations.ts';
import { mapCatalogueResponses } from './mapAnswers.ts';
import { mapQuery } from './mapQuery.ts';
import { mapSecurity, tokenSentence } from './mapSecurity.ts';
import { code } from './prose.ts';
import { errorShapeSentence } from './refine/errorShapeSentence.ts';
import { linkQueryFilters } from './refine/linkQueryFilters.ts';
import { refineModel, type Refined } from './refine/refineModel.ts';
import { child, schemaOf } from './schemaView.ts';

/**
 * The most values (shared parts counted where they are used) a document in several files may hold,
 * put together, to be validated: the validator walks every one, and its messages rewrite the whole
 * as JSON for each. DigitalOcean's 2,800 files hold 360,000 (12 MB of JSON, 30 s and 1 GB to
 * validate); SendGrid's 62 files 65,000.
 */
const MAX_VALIDATED_VALUES = 250_000;

/** The steps of an import, in order, for a progress display. */
export type ImportStep =
  'reading' | 'converting' | 'mapping' | 'writing' | 'validating' | 'checking';

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

/** What an import gave. */
export interface ImportResult {
  /** False when no spec could be made (not YAML or JSON, not OpenAPI). */
  ok: boolean;
  version?: OpenApiVersion;
  /** The nine-point spec in Markdown; `''` when not ok. */
  markdown: string;
  /** The spec as `readSpec` reads the Markdown back. */
  spec?: Spec;
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
  const original = loaded.root.value as Record<string, unknown>;
  let document = original;
  if (loaded.version === '2.0') {
    await step('converting');
    try {
      document = await (options.convertSwagger2 ?? convertWithSwagger2openapi)(original);
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
  const converted = document !== original;
  const values = new Map(
    [...loaded.files].map(([file, source]) => [file, file === name ? document : source.value]),
  );
  const root = { file: name, pointer: [], value: document };
  const ctx = new ImportContext(
    new RefResolver(values, name, converted),
    name,
    converted ? toSwagger2Pointer : undefined,
    schemaOf(child(root, 'components', 'securitySchemes').value)['specrunUser'] !== undefined,
  );
  const entities = new EntityMapper(ctx);
  const schemas = child(root, 'components', 'schemas');
  for (const key of Object.keys(schemaOf(schemas.value))) {
    const followed = ctx.refs.follow(child(schemas, key));
    if (!('problem' in followed)) entities.entityFor(followed.node, key, true);
  }
  const info = mapInfo(root);
  const operations = mapOperations(ctx, root, entities);
  mapCatalogueResponses(ctx, entities, root);
  const split = entities.split();
  const security = mapSecurity(ctx, root);
  const kind = loaded.version === '2.0' ? 'Swagger' : 'OpenAPI';
  const others = loaded.files.size - 1;
  const model = { entities: split.entities, rules: split.rules, calls: operations.calls };
  const names = new Map(model.calls.map((c) => [c, c.name]));
  const refined: Refined = ctx.specrunExport
    ? { relations: [], renamed: [], permissions: [] }
    : refineModel(ctx, model, (entity) => entities.isNamed(entity));
  const renamed = new Map(model.calls.map((c) => [names.get(c), c.name]));
  for (const { call, was } of refined.renamed) {
    const node = operations.nodes.get(call);
    if (node)
      ctx.report(
        'info',
        'renamed',
        `The operation ${was} is the call ${call.name}: its name reads as another operation than its method and path.`,
        { file: node.file, pointer: node.pointer },
      );
  }
  const calls = keepBoundCalls(ctx, model.entities, model.calls, operations.nodes);
  mapQuery(ctx, model.entities, calls, operations.queries);
  linkQueryFilters({ ...model, calls }, refined);
  const errorShape = errorShapeSentence(ctx.refs, ctx.errorBodies);
  const errorShapes = errorShape === undefined ? split.errorShapes : [];
  if (errorShape !== undefined) ctx.dropFindingsUnder(ctx.errorBodies);
  const spec = assembleSpec(ctx, root, {
    name: info.name === '' ? 'Imported API' : info.name,
    intro: `Imported from the ${kind} ${loaded.versionText} document ${code(name)}${others > 0 ? ` and ${others} file${others === 1 ? '' : 's'} it refers to` : ''}. Under each point is what the document says there that the format cannot hold yet.`,
    product: info.text,
    security,
    entities: model.entities,
    rules: model.rules,
    permissions: refined.permissions,
    errorShapes,
    calls,
    callGaps: operations.gaps.map((g) => ({ ...g, call: renamed.get(g.call) ?? g.call })),
  });
  if (errorShape !== undefined && spec.calls.length > 0)
    spec.wire = { ...spec.wire, errorShape: { text: errorShape } };
  const token = tokenSentence(ctx, root);
  if (token !== undefined && spec.calls.length > 0)
    spec.wire = { ...spec.wire, token: { text: token } };
  // The loader reports a file it could not read at the $ref; the mapping, meeting it, again.
  const reported = new Set(findings.map(findingKey));
  findings.push(...ctx.findings.filter((f) => !reported.has(findingKey(f))));
  // Placed now, so that the files' node trees can go before the validator needs its memory.
  const mapped = locateFindings(findings, loaded.files);
  for (const file of loaded.files.values()) file.locator.release();
  await step('writing');
  const markdown = writeMarkdown(spec);
  const validation: Finding[] = [];
  if (options.validate !== false) {
    await step('validating');
    // A document in several files is validated as one: the validator reads no files.
    const whole =
      loaded.files.size > 1
        ? inlineExternalRefs(
            original,
            name,
            new RefResolver(new Map(values).set(name, original), name, false),
          )
        : original;
    if (
      loaded.files.size > 1 &&
      expandedSize(whole, MAX_VALIDATED_VALUES) >= MAX_VALIDATED_VALUES
    ) {
      validation.push(
        finding(
          'not-validated',
          'info',
          `The document is not validated: its files put together, each shared part counted where it is used, hold more than ${MAX_VALIDATED_VALUES.toLocaleString('en')} values, which the validator walks one by one.`,
          name,
          [],
        ),
      );
    } else {
      // Loaded when asked for: the validator (and its JSON Schema engine) is most of the importer.
      const { validateDocument } = await import('../load/validateDocument.ts');
      validation.push(...(await validateDocument(whole as Record<string, unknown>, name)));
    }
  }
  await step('checking');
  const checked = readAndCheckSpec(markdown, { format: 'markdown' });
  return {
    ok: true,
    version: loaded.version,
    markdown,
    spec: checked.spec,
    diagnostics: [...mapped, ...locateFindings(validation, loaded.files)].sort(byPosition),
    check: checked.diagnostics,
  };
}

function findingKey(f: Finding): string {
  return `${f.code} ${f.file} ${formatPointer(f.pointer)}`;
}

function byPosition(a: ImportDiagnostic, b: ImportDiagnostic): number {
  return a.file === b.file ? compareDiagnostics(a, b) : a.file < b.file ? -1 : 1;
}
