import { mapCalls, readSpec } from '@specrun/model';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callCoverage } from './callCoverage.ts';

const claims = readSpec(
  readFileSync(new URL('../../../../../../examples/expense-claims.md', import.meta.url), 'utf8'),
).spec;

describe('callCoverage', () => {
  it('gives each operation of the reference spec its call, and says what stays local', () => {
    const rows = callCoverage(claims, mapCalls(claims));
    const claim = rows.filter((r) => r.entity === 'Claim');
    expect(claim.map((r) => [r.operation, r.call?.name])).toEqual([
      ['list', 'list claims'],
      ['read one', 'read claim'],
      ['create', 'create claim'],
      ['update', 'update claim'],
      ['delete', 'delete claim'],
      ['submit', 'submit claim'],
      ['approve', 'approve claim'],
      ['reject', 'reject claim'],
      ['revise', 'revise claim'],
      ['pay', 'pay claim'],
    ]);
    // A category is read by its own call; one without it would be read by the list's.
    const read = rows.find((r) => r.entity === 'Category' && r.operation === 'read one');
    expect(read?.call?.name).toBe('read category');
    expect(read?.byList).toBeUndefined();
    expect(new Set(rows.map((r) => r.entity))).toEqual(new Set(['Claim', 'Category']));
  });
});
