import { describe, expect, it } from 'vitest';
import { expenseClaimsModel } from '../check/expenseClaimsModel.ts';
import { fitLists } from './fitLists.ts';
import { readSpec } from './readSpec.ts';
import { writeMarkdown } from '../write/writeMarkdown.ts';

/** Every array reached from a value, with the object or array holding it. */
function arrays(value: unknown, found: unknown[][] = []): unknown[][] {
  if (value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) found.push(value);
  for (const item of Object.values(value)) arrays(item, found);
  return found;
}

describe('fitLists', () => {
  it('puts a copy in place of every list, the same items in the same order, objects kept', () => {
    const model = { calls: [{ answers: [{ status: 200 }], roles: ['a', 'b'] }], name: 'x' };
    const before = arrays(model);
    const call = model.calls[0];
    const fitted = fitLists(model);
    expect(fitted).toBe(model);
    expect(fitted.calls[0]).toBe(call);
    expect(fitted).toStrictEqual({
      calls: [{ answers: [{ status: 200 }], roles: ['a', 'b'] }],
      name: 'x',
    });
    const after = arrays(fitted);
    expect(after).toHaveLength(before.length);
    for (const list of after) expect(before).not.toContain(list);
  });

  it('keeps what a model read from a spec holds', () => {
    const text = writeMarkdown(expenseClaimsModel());
    const read = readSpec(text).spec;
    expect(read.entities.length).toBeGreaterThan(0);
    const again = fitLists(structuredClone(read));
    expect(again).toStrictEqual(read);
  });
});
