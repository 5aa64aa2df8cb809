import { describe, expect, it } from 'vitest';
import { isFieldValue } from '../fields/fieldKinds.ts';
import { referenceSpec, TEST_NOW } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { MockBackend } from './MockBackend.ts';
import { mulberry32 } from './mulberry32.ts';
import { SEED_ANCHOR, seedRecords } from './seedRecords.ts';

const spec = referenceSpec();

describe('seedRecords', () => {
  it('gives the same records for the same seed, and others for another', () => {
    const once = seedRecords(spec, { seed: 7, perEntity: 20 });
    expect(seedRecords(spec, { seed: 7, perEntity: 20 })).toEqual(once);
    const other = seedRecords(spec, { seed: 8, perEntity: 20 });
    expect(other.map((e) => e.records.map((r) => r.values))).not.toEqual(
      once.map((e) => e.records.map((r) => r.values)),
    );
  });

  it('writes referenced entities first, each value one of its field’s type', () => {
    const seeded = seedRecords(spec, { seed: 3, perEntity: 30 });
    expect(seeded.map((e) => e.entity)).toEqual(['Category', 'Claim']);
    const categories = new Set(seeded[0]!.records.map((r) => r.id));
    expect([...categories][0]).toBe('category-s3-1');
    const names = seeded[0]!.records.map((r) => r.values['name']);
    expect(new Set(names).size).toBe(names.length);
    const claim = spec.entities.find((e) => e.name === 'Claim')!;
    for (const { values } of seeded[1]!.records) {
      for (const field of claim.fields) {
        const value = values[field.name];
        if (field.required) expect(value, field.name).toBeDefined();
        if (value !== undefined) expect(isFieldValue(value, field.type), field.name).toBe(true);
      }
      expect(categories.has(values['category'] as string)).toBe(true);
      expect(['u1', 'u2', 'u3', 'u4']).toContain(values['owner']);
      expect(values['status']).toBe('draft');
      expect((values['spentOn'] as string) < SEED_ANCHOR.toISOString()).toBe(true);
    }
  });

  it('leaves optional fields empty now and then', () => {
    const claims = seedRecords(spec, { seed: 1, perEntity: 50 })[1]!.records;
    const receipts = claims.filter((r) => r.values['receipt'] !== undefined).length;
    expect(receipts).toBeGreaterThan(0);
    expect(receipts).toBeLessThan(50);
  });
});

describe('mulberry32', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const numbers = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(numbers);
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('MockBackend.seed', () => {
  async function seedOnce(seed: number) {
    const store = new MemoryRecordStore();
    const backend = new MockBackend({ spec, store, now: () => TEST_NOW });
    try {
      const result = await backend.seed({ seed, perEntity: 25 });
      const stored = [...(await store.list('Category')), ...(await store.list('Claim'))].map(
        (r) => ({ id: r.id, values: r.values }),
      );
      return { result, stored, backend, store };
    } finally {
      backend.close();
    }
  }

  it('writes the seed through the checks: what a rule refuses is skipped and counted', async () => {
    const { result, stored } = await seedOnce(5);
    expect(result.created + result.skipped).toBe(50);
    expect(result.created).toBe(stored.length);
    expect(result.created).toBeGreaterThan(25);
    const reasons = Object.values(result.reasons).reduce((a, b) => a + b, 0);
    expect(reasons).toBe(result.skipped);
    // Every stored claim holds the rules: a receipt above the threshold, the limits.
    for (const { values } of stored.filter((r) => r.id.startsWith('claim'))) {
      const amount = values['amount'] as number;
      expect(amount > 50 && values['receipt'] === undefined).toBe(false);
    }
  });

  it('stores the same records for the same seed, and others for another', async () => {
    const first = await seedOnce(11);
    const second = await seedOnce(11);
    expect(second.result).toEqual(first.result);
    expect(second.stored).toEqual(first.stored);
    const other = await seedOnce(12);
    expect(other.stored).not.toEqual(first.stored);
  });

  it('skips records whose ids are stored already, so a seed written twice adds nothing', async () => {
    const store = new MemoryRecordStore();
    const backend = new MockBackend({ spec, store, now: () => TEST_NOW });
    try {
      const first = await backend.seed({ seed: 2, perEntity: 5 });
      const again = await backend.seed({ seed: 2, perEntity: 5 });
      expect(again.created).toBe(0);
      expect(again.reasons['ALREADY_STORED']).toBe(first.created);
    } finally {
      backend.close();
    }
  });

  it('refuses a user the spec does not have', async () => {
    const backend = new MockBackend({ spec, store: new MemoryRecordStore() });
    await expect(backend.seed({ seed: 1, perEntity: 1, userId: 'nobody' })).rejects.toThrow(
      /nobody is no sample user/,
    );
    backend.close();
  });
});
