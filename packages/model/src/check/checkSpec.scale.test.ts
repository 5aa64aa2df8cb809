import { describe, expect, it } from 'vitest';
import { checkSpec } from './checkSpec.ts';
import { largeSpecModel } from './largeSpecModel.ts';

describe('checkSpec at scale', () => {
  it('checks the benchmark-sized spec and ten times that spec, without a diagnostic (bench/ times them)', () => {
    const small = largeSpecModel(1);
    const large = largeSpecModel(10);
    expect(checkSpec(small)).toEqual([]);
    expect(checkSpec(large)).toEqual([]);
  });
});
