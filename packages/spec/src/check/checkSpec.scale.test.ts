import { describe, expect, it } from 'vitest';
import { checkSpec } from './checkSpec.ts';
import { largeSpecModel } from './largeSpecModel.ts';

// The package compiles without Node or DOM types; the test runs on Node, which has this clock.
declare const performance: { now(): number };

/** The median time of `runs` checks of `spec`, after one untimed warm-up check. */
function medianMs(spec: ReturnType<typeof largeSpecModel>, runs: number): number {
  checkSpec(spec);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    checkSpec(spec);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Infinity;
}

describe('checkSpec at scale', () => {
  it('checks the benchmark-sized spec without a diagnostic, in time that grows linearly', () => {
    const small = largeSpecModel(1);
    const large = largeSpecModel(10);
    expect(checkSpec(small)).toEqual([]);
    expect(checkSpec(large)).toEqual([]);
    const smallMs = medianMs(small, 7);
    const largeMs = medianMs(large, 3);
    // Ten times the spec: about ten times the time; a quadratic step would make it about a hundred.
    expect(largeMs / Math.max(smallMs, 1)).toBeLessThan(40);
    expect(smallMs).toBeLessThan(250);
  }, 30_000);
});
