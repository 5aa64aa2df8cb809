import { describe, expect, it } from 'vitest';
import type { GapStatus } from '@specrun/model';
import { describeDiagnosticCounts, describeGapCounts } from './describeCounts.ts';

const nine = (status: GapStatus): { status: GapStatus }[] =>
  Array.from({ length: 9 }, () => ({ status }));

describe('describeDiagnosticCounts', () => {
  it('says plainly when there is nothing to report', () => {
    expect(describeDiagnosticCounts({ error: 0, warning: 0, info: 0 })).toBe(
      'No errors or warnings',
    );
  });

  it('counts each severity with its plural', () => {
    expect(describeDiagnosticCounts({ error: 1, warning: 2, info: 0 })).toBe('1 error, 2 warnings');
    expect(describeDiagnosticCounts({ error: 3, warning: 0, info: 1 })).toBe('3 errors, 1 info');
  });

  it('still says there are no errors or warnings when only info is reported', () => {
    expect(describeDiagnosticCounts({ error: 0, warning: 0, info: 2 })).toBe(
      'No errors or warnings, 2 info',
    );
  });
});

describe('describeGapCounts', () => {
  it('names a status that every point shares', () => {
    expect(describeGapCounts(nine('shown'))).toBe('All nine points shown');
    expect(describeGapCounts(nine('not shown'))).toBe('All nine points not shown');
  });

  it('counts mixed statuses in a fixed order', () => {
    const gaps = [
      ...nine('shown').slice(0, 6),
      { status: 'not shown' as const },
      { status: 'partly' as const },
    ];
    expect(describeGapCounts(gaps)).toBe('6 shown, 1 partly shown, 1 not shown');
  });
});
