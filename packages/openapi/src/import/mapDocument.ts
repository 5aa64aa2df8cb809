import type { Entity, Rule, Spec } from '@specrun/model';
import type { LoadedDocument, OpenApiVersion } from '../load/loadDocument.ts';
import { RefResolver, toSwagger2Pointer, type Node } from '../load/RefResolver.ts';
import { formatPointer } from '../source/pointer.ts';
import { assembleSpec } from './assembleSpec.ts';
import { EntityMapper } from './EntityMapper.ts';
import type { Finding } from './ImportDiagnostic.ts';
import { ImportContext } from './ImportContext.ts';
import { mapInfo } from './mapInfo.ts';
import { keepBoundCalls, mapOperations, type MappedOperations } from './mapOperations.ts';
import { mapCatalogueResponses } from './mapAnswers.ts';
import { mapQuery } from './mapQuery.ts';
import { mapSecurity, tokenSentence } from './mapSecurity.ts';
import { code, oneLine } from './prose.ts';
import { errorShapeSentence } from './refine/errorShapeSentence.ts';
import { linkQueryFilters } from './refine/linkQueryFilters.ts';
import { refineModel, type Refined } from './refine/refineModel.ts';
import { child, schemaOf } from './schemaView.ts';

/**
 * Maps a loaded document into a nine-point spec: point 1 from `info`, point 3 from the object
 * schemas, point 5 from their constraints, point 6 from the security schemes, point 7 from the
 * operations, point 8 from the error answers. `values` holds each file's values by its name (the
 * root as the mapping reads it: for Swagger 2.0, converted to OpenAPI 3); the mapping takes the
 * root's paths out of it as it maps them (when the root can be read again) and clears the map
 * once it has read all it needs, before the model is refined. What the mapping reports is added
 * to `findings`, each once.
 */
export function mapDocument(
  loaded: LoadedDocument & { version: OpenApiVersion },
  name: string,
  values: Map<string, unknown>,
  findings: Finding[],
): Spec {
  const ctx = new ImportContext(
    new RefResolver(values, name, loaded.version === '2.0'),
    name,
    loaded.version === '2.0' ? toSwagger2Pointer : undefined,
    schemaOf(schemaOf(schemaOf(values.get(name))['components'])['securitySchemes'])[
      'specrunUser'
    ] !== undefined,
  );
  // The paths can go as they are mapped when no $ref names them and the validator reads the root
  // afresh (the `yaml` package's values are not read again: they are validated as they are).
  const read = readValues(
    ctx,
    name,
    values,
    !loaded.pathsReferenced && loaded.root?.reread !== undefined,
  );
  // From here on the model is refined alone: the document's values are gone.
  values.clear();
  ctx.releaseValues();
  const { operations, split } = read;
  const kind = loaded.version === '2.0' ? 'Swagger' : 'OpenAPI';
  const others = loaded.files.size - 1;
  const model = { entities: split.entities, rules: split.rules, calls: operations.calls };
  const names = new Map(model.calls.map((c) => [c, c.name]));
  const refined: Refined = ctx.specrunExport
    ? { relations: [], renamed: [], permissions: [] }
    : refineModel(ctx, model, (entity) => read.named.has(entity));
  const renamed = new Map(model.calls.map((c) => [names.get(c), c.name]));
  for (const { call, was } of refined.renamed) {
    const place = operations.places.get(call);
    if (place)
      ctx.report(
        'info',
        'renamed',
        `The operation ${was} is the call ${call.name}: its name reads as another operation than its method and path.`,
        place,
      );
  }
  const calls = keepBoundCalls(ctx, model.entities, model.calls, operations.places);
  mapQuery(ctx, model.entities, calls, operations.queries);
  linkQueryFilters({ ...model, calls }, refined);
  const { errorShape } = read;
  const errorShapes = errorShape === undefined ? split.errorShapes : [];
  if (errorShape !== undefined) ctx.dropFindingsUnder(ctx.errorBodies);
  const spec = assembleSpec(ctx, {
    name: read.info.name === '' ? 'Imported API' : read.info.name,
    intro: `Imported from the ${kind} ${loaded.versionText} document ${code(name)}${others > 0 ? ` and ${others} file${others === 1 ? '' : 's'} it refers to` : ''}. Under each point is what the document says there that the format cannot hold yet.`,
    product: read.info.text,
    security: read.security,
    entities: model.entities,
    rules: model.rules,
    permissions: refined.permissions,
    errorShapes,
    calls,
    callGaps: operations.gaps.map((g) => ({ ...g, call: renamed.get(g.call) ?? g.call })),
    servers: read.servers,
    webhooks: read.webhooks,
  });
  if (errorShape !== undefined && spec.calls.length > 0)
    spec.wire = { ...spec.wire, errorShape: { text: errorShape } };
  if (read.token !== undefined && spec.calls.length > 0)
    spec.wire = { ...spec.wire, token: { text: read.token } };
  // The loader reports a file it could not read at the $ref; the mapping, meeting it, again.
  const reported = new Set(findings.map(findingKey));
  findings.push(...ctx.findings.filter((f) => !reported.has(findingKey(f))));
  return spec;
}

/** All the mapping reads of the document's values, in nothing that holds them. */
interface ReadValues {
  info: { name: string; text: string };
  operations: MappedOperations;
  split: { entities: Entity[]; rules: Rule[]; errorShapes: Entity[] };
  /** The entities made from schemas the document names. */
  named: Set<string>;
  security: string;
  token: string | undefined;
  errorShape: string | undefined;
  servers: string[];
  webhooks: string[];
}

/**
 * Reads the document's values into the calls, entities and sentences of the spec. The paths go
 * one by one as their operations are mapped, when `releasePaths`; the rest when this returns.
 */
function readValues(
  ctx: ImportContext,
  name: string,
  values: ReadonlyMap<string, unknown>,
  releasePaths: boolean,
): ReadValues {
  const root: Node = { file: name, pointer: [], value: values.get(name) };
  const entities = new EntityMapper(ctx);
  const schemas = child(root, 'components', 'schemas');
  for (const key of Object.keys(schemaOf(schemas.value))) {
    const followed = ctx.refs.follow(child(schemas, key));
    if (!('problem' in followed)) entities.entityFor(followed.node, key, true);
  }
  const info = mapInfo(root);
  const operations = mapOperations(ctx, root, entities, releasePaths);
  mapCatalogueResponses(ctx, entities, root);
  return {
    info,
    operations,
    split: entities.split(),
    named: entities.namedEntities(),
    security: mapSecurity(ctx, root),
    token: tokenSentence(ctx, root),
    errorShape: errorShapeSentence(ctx.refs, ctx.errorBodies),
    servers: serverLines(root),
    webhooks: Object.keys(schemaOf(child(root, 'webhooks').value)),
  };
}

/** The document's servers, each its URL and description. */
function serverLines(root: Node): string[] {
  const servers = schemaOf(root.value)['servers'];
  if (!Array.isArray(servers)) return [];
  return servers
    .map((s) => schemaOf(s))
    .filter((s) => typeof s['url'] === 'string')
    .map(
      (s) =>
        `${String(s['url'])}${typeof s['description'] === 'string' ? ` (${oneLine(s['description'], 120)})` : ''}`,
    );
}

function findingKey(f: Finding): string {
  return `${f.code} ${f.file} ${formatPointer(f.pointer)}`;
}
