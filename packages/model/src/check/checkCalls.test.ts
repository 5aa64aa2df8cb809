import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../grammar/cells.ts';
import type { Call } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

/** The diagnostics about one extra call (at line 90) added to the reference spec. */
function withCall(answers: string, more: Partial<Call> = {}) {
  const spec = expenseClaimsModel();
  spec.calls.push({
    name: 'archive claim',
    method: 'POST',
    path: '/api/claims/:id/archive',
    answers: parseAnswers(answers).answers,
    at: { line: 90, column: 1 },
    ...more,
  });
  // An archive action the lifecycle lacks: the call binds to nothing (checkCallBindings' concern).
  return checkSpec(spec).filter((d) => d.path[0] === 'calls' && d.code !== 'unbound-call');
}

describe('checkCalls', () => {
  it('accepts known entities and catalogue codes', () => {
    expect(
      withCall('200 Claim; 404 NOT_FOUND', { sends: { entity: 'Claim', many: false } }),
    ).toEqual([]);
  });

  it('reports entities that do not exist, sent or answered', () => {
    expect(withCall('200 Claims[]').map((d) => [d.code, d.path, d.hint])).toEqual([
      ['unknown-entity', ['calls', 14, 'answers', 0], 'did you mean Claim?'],
    ]);
    expect(
      withCall('204', { sends: { entity: 'Archive', many: false } }).map((d) => d.code),
    ).toEqual(['unknown-entity']);
  });

  it('reports an error code missing from the catalogue', () => {
    expect(withCall('200 Claim; 409 ARCHIVED').map((d) => d.code)).toEqual(['unknown-error-code']);
  });

  it('warns when an answer gives an error another status than the catalogue', () => {
    const found = withCall('200 Claim; 400 NOT_FOUND');
    expect(found.map((d) => [d.code, d.severity])).toEqual([['status-mismatch', 'warning']]);
    expect(found[0]?.hint).toBe('use 404 NOT_FOUND, or change the status in the catalogue');
  });

  it('reports two calls with one name, and warns of two on one method and path', () => {
    expect(withCall('204', { name: 'list claims' }).map((d) => d.code)).toEqual(['duplicate-call']);
    expect(
      withCall('204', { method: 'get', path: '/api/claims' }).map((d) => [d.code, d.severity]),
    ).toEqual([['duplicate-endpoint', 'warning']]);
  });
});
