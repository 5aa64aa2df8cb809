import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, runSpecrun } from './runSpecrun.ts';

const PETS = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      operationId: listPets
      parameters: [{ name: limit, in: query, schema: { type: integer } }]
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { type: array, items: { $ref: 'schemas/Pet.yaml' } } } }
        '404': { description: No pets here. }
`;

function petsFolder(): string {
  const dir = makeTempDir();
  mkdirSync(join(dir, 'schemas'));
  writeFileSync(join(dir, 'pets.yaml'), PETS);
  writeFileSync(
    join(dir, 'schemas', 'Pet.yaml'),
    'type: object\nrequired: [name]\nproperties:\n  name: { type: string, maxLength: 30 }\n',
  );
  return dir;
}

describe('specrun import', () => {
  it('writes the spec of a document and the files it refers to on standard output', () => {
    const dir = petsFolder();
    const run = runSpecrun(['import', 'pets.yaml'], { cwd: dir, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(0);
    expect(run.lines[0]).toBe('# Specification: Pets');
    expect(run.stdout).toContain('| listPets | GET    | /pets?limit | ');
    expect(run.stdout).toContain('| Pet    | size(name) <= 30 | save | TEXT_TOO_LONG |');
    expect(run.stderr).toBe(
      "Imported Pets: 1 entity, 1 call, 1 rule, 2 error codes.\n0 errors, 0 warnings; 0 things the format cannot hold yet, listed in the spec's text.\n",
    );
  });

  it('writes the spec to --out, and that spec checks with no errors', () => {
    const dir = petsFolder();
    const run = runSpecrun(['import', 'pets.yaml', '--out', 'pets.md'], { cwd: dir });
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(readFileSync(join(dir, 'pets.md'), 'utf8')).toContain('## 7. The calls it makes');
    expect(runSpecrun(['check', 'pets.md'], { cwd: dir }).code).toBe(0);
  });

  it('reports a broken $ref at its line and column and exits 1, still writing the spec', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'pets.yaml'), PETS);
    const run = runSpecrun(['import', 'pets.yaml', '--out', 'pets.md'], {
      cwd: dir,
      env: { NO_COLOR: '1' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toContain(
      'pets.yaml:11:74  error    broken-ref  The file schemas/Pet.yaml that this $ref names cannot be read.',
    );
    expect(readFileSync(join(dir, 'pets.md'), 'utf8')).toContain('# Specification: Pets');
  });

  it('says in one line that a file is no OpenAPI document, and exits 1', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'package.json'), '{ "name": "x" }\n');
    const run = runSpecrun(['import', 'package.json'], { cwd: dir, env: { NO_COLOR: '1' } });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe(
      'package.json:1:1  error    not-openapi  This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field.\n' +
        'specrun import: package.json is not imported: This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field.\n',
    );
  });

  it('exits 2 for a file that cannot be read or a wrong command line', () => {
    const dir = makeTempDir();
    expect(runSpecrun(['import', 'missing.yaml'], { cwd: dir })).toMatchObject({
      code: 2,
      stderr: 'specrun import: cannot read missing.yaml: no such file\n',
    });
    const usage = runSpecrun(['import'], { cwd: dir });
    expect(usage.code).toBe(2);
    expect(usage.stderr.split('\n')[0]).toBe('specrun import: name the OpenAPI document to import');
    expect(runSpecrun(['import', 'a.yaml', 'b.yaml'], { cwd: dir }).stderr.split('\n')[0]).toBe(
      'specrun import: import takes one document, not 2',
    );
  });
});
