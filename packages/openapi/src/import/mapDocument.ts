import type { Spec } from '@specrun/model';
import type { LoadedDocument, OpenApiVersion } from '../load/loadDocument.ts';
import { RefResolver, toSwagger2Pointer } from '../load/RefResolver.ts';
import { formatPointer } from '../source/pointer.ts';
import { assembleSpec } from './assembleSpec.ts';
import { EntityMapper } from './EntityMapper.ts';
import type { Finding } from './ImportDiagnostic.ts';
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
 * Maps a loaded document into a nine-point spec: point 1 from `info`, point 3 from the object
 * schemas, point 5 from their constraints, point 6 from the security schemes, point 7 from the
 * operations, point 8 from the error answers. `document` is the root as the mapping reads it (for
 * Swagger 2.0, converted to OpenAPI 3). What the mapping reports is added to `findings`, each
 * once. Everything the mapping builds on the way is let go when it returns.
 */
export function mapDocument(
  loaded: LoadedDocument & { version: OpenApiVersion },
  name: string,
  document: Record<string, unknown>,
  findings: Finding[],
): Spec {
  const converted = document !== loaded.root?.value;
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
  return spec;
}

function findingKey(f: Finding): string {
  return `${f.code} ${f.file} ${formatPointer(f.pointer)}`;
}
