import { importOpenApi } from '@specrun/openapi';
import { describe, expect, it } from 'vitest';
import { describeReportCounts } from './OpenApiReport.ts';
import { isOpenApiFile, outcomeOf } from './openApiFiles.ts';

const PETS = `openapi: 3.0.3
info:
  title: Pets
  version: '1'
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - name: mood
          in: query
          schema: { type: string }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
`;

describe('outcomeOf', () => {
  it("keeps the spec and each of the import's diagnostics at its file, line and column", async () => {
    const outcome = outcomeOf(
      'pets.yaml',
      await importOpenApi(PETS, { name: 'pets.yaml', validate: false }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.markdown).toContain('# Specification: Pets');
    expect(outcome.report).toMatchObject({
      fileName: 'pets.yaml',
      version: '3.0',
      validated: true,
    });
    expect(outcome.report.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'not-mapped',
        severity: 'info',
        file: 'pets.yaml',
        line: 10,
        column: 11,
        message: 'listPets: not mapped: query parameter mood (no field of Pet).',
      }),
    );
    expect(describeReportCounts(outcome.report)).toBe('1 note');
  });

  it('says why a document made no spec, and where', async () => {
    const json = '{\n  "name": "my-package"\n}\n';
    expect(outcomeOf('package.json', await importOpenApi(json, { name: 'package.json' }))).toEqual({
      ok: false,
      message:
        '"package.json" could not be imported as OpenAPI (line 1, column 1): This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field.',
    });
    const broken = 'openapi: 3.0.0\ninfo: [unclosed\npaths: {}\n';
    const outcome = outcomeOf('api.yaml', await importOpenApi(broken, { name: 'api.yaml' }));
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.ok ? '' : outcome.message).toMatch(
      /^"api\.yaml" could not be imported as OpenAPI \(line 3, column 1\): /,
    );
  });
});

describe('isOpenApiFile', () => {
  it('takes JSON, and YAML whose top level names openapi or swagger', () => {
    expect(isOpenApiFile('a.json', '{}')).toBe(true);
    expect(isOpenApiFile('a.yaml', PETS)).toBe(true);
    expect(isOpenApiFile('old.yml', 'swagger: "2.0"\n')).toBe(true);
    expect(isOpenApiFile('spec.yaml', 'specification: Claims\n')).toBe(false);
    expect(isOpenApiFile('spec.md', 'openapi: 3.0.0\n')).toBe(false);
  });
});
