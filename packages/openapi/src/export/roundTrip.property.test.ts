import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import fc from 'fast-check';
import { formatPayload, mapCalls, readSpec, type Spec } from '@specrun/model';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../import/importOpenApi.ts';
import { arbitraryCallsSpec } from '../testing/arbitraryCallsSpec.ts';
import { exportOpenApi } from './exportOpenApi.ts';
import { formatDocument } from './formatDocument.ts';

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', '..', 'examples');

/** The calls as text, in a stable order: OpenAPI groups operations by path. */
function calls(spec: Spec): string[] {
  // Point 9 is not exported: a page size named by a constant comes back as its value.
  const values = new Map(spec.constants.map((c) => [c.name, String(c.value)]));
  const pathOf = (path: string) =>
    path.replace(/([?&]limit=)([A-Z][A-Z0-9_]*)/, (all, head: string, name: string) =>
      values.has(name) ? `${head}${values.get(name)}` : all,
    );
  return spec.calls
    .map((c) => {
      const answers = [...c.answers].map((a) => `${a.status} ${JSON.stringify(a.body)}`).sort();
      return `${c.name} | ${c.method} ${pathOf(c.path)} | ${c.sends ? formatPayload(c.sends) : ''} | ${answers.join('; ')}`;
    })
    .sort();
}

function entities(spec: Spec): string[] {
  return spec.entities.map(
    (e) =>
      `${e.name}: ${e.fields.map((f) => `${f.name} ${JSON.stringify(f.type)} ${f.required} ${f.unique} ${f.notes} ${String(f.default)}`).join('; ')}`,
  );
}

async function roundTrip(spec: Spec, syntax: 'json' | 'yaml'): Promise<Spec | undefined> {
  const { document } = exportOpenApi(spec);
  const result = await importOpenApi(formatDocument(document, syntax), {
    name: `export.${syntax}`,
    validate: false,
  });
  expect(result.check.filter((d) => d.severity === 'error')).toEqual([]);
  return result.ok ? readSpec(result.markdown, { format: 'markdown' }).spec : undefined;
}

/**
 * The calls an import of the export binds: all but a lifecycle's actions (point 4 is not
 * exported, so `submit claim` binds to nothing and import leaves it out), and those that bind to
 * nothing in the spec itself.
 */
function exportedCalls(spec: Spec): Spec['calls'] {
  const relations = new Set(
    spec.entities.flatMap((e) => e.fields.flatMap((f) => [f.addedBy, f.removedBy])),
  );
  return mapCalls(spec)
    .bindings.filter(
      (b) => b.operation !== undefined && (b.operation !== 'action' || relations.has(b.action)),
    )
    .map((b) => b.call);
}

async function expectValid(spec: Spec): Promise<void> {
  const { document } = exportOpenApi(spec);
  const result = await validate(structuredClone(document) as unknown as OpenAPI.Document);
  expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
}

describe('exportOpenApi', () => {
  const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.md'));

  it('exports each example as valid OpenAPI 3.1 that imports back to the same calls and entities', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const file of examples) {
      const spec = readSpec(readFileSync(join(EXAMPLES, file), 'utf8')).spec;
      await expectValid(spec);
      const back = await roundTrip(spec, 'yaml');
      expect(back && calls(back)).toEqual(calls({ ...spec, calls: exportedCalls(spec) }));
      expect(back && entities(back)).toEqual(entities(spec));
    }
  });

  it('gives back the same calls and entities for generated specs', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryCallsSpec(), async (spec) => {
        const back = await roundTrip(spec, 'json');
        // A call that binds to no entity and operation is left out by import, as it is unbound.
        expect(back && calls(back)).toEqual(calls({ ...spec, calls: exportedCalls(spec) }));
        expect(back && entities(back)).toEqual(entities(spec));
      }),
      { numRuns: 150 },
    );
  });

  it('writes documents that the validator accepts for generated specs', async () => {
    await fc.assert(fc.asyncProperty(arbitraryCallsSpec(), expectValid), { numRuns: 15 });
  });
});
