import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as Spec from '@specrun/model';
import { readAndCheckFile } from './checkFile.ts';

// The checker failing on a file stands in for a bug in it: the reader and the gap report still
// give what they found.
vi.mock('@specrun/model', async (importOriginal) => ({
  ...(await importOriginal<typeof Spec>()),
  checkReadSpec: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('readAndCheckFile, when a stage of specrun fails on a file', () => {
  it('reports internal-error and keeps what the other stages found', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'specrun-internal-')), 'spec.md');
    writeFileSync(file, '# Specification: Half\n\n```yaml\nkey: [\n```\n');
    const { report } = await readAndCheckFile(file);
    expect(report.readable && report.name).toBe('Half');
    expect(report.readable && report.diagnostics.map((d) => d.code)).toEqual([
      'internal-error',
      'yaml-syntax',
    ]);
    expect(report.readable && report.diagnostics[0]?.message).toBe(
      'specrun failed checking this file, which is a bug in specrun: Maximum call stack size exceeded',
    );
    expect(report.readable && report.gaps).toHaveLength(9);
  });
});
