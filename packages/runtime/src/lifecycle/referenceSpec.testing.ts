// Test set-up shared by the lifecycle and access tests: the reference spec read from examples/,
// its users, a fixed clock and stored claims.
import type { Spec, User } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

// The reference spec and the clock are the rules' tests' own, read once from examples/.
import { expenseClaims, NOW } from '../rules/expenseClaims.testing.ts';

export const referenceSpec = expenseClaims;
export const TEST_NOW = NOW;

/** A sample user of the reference spec by id (u1…u4). */
export function userOf(spec: Spec, id: string): User {
  const user = spec.users.find((u) => u.id === id);
  if (!user) throw new Error(`no sample user ${id}`);
  return user;
}

/** A stored claim with sensible values. */
export function claim(id: string, values: Partial<StoredRecord['values']> = {}): StoredRecord {
  return {
    entity: 'Claim',
    id,
    values: {
      title: `Claim ${id}`,
      amount: 20,
      category: 'k1',
      spentOn: '2026-11-01',
      owner: 'u1',
      status: 'draft',
      ...values,
    },
    aside: {},
    version: 1,
    createdAt: TEST_NOW.toISOString(),
    updatedAt: TEST_NOW.toISOString(),
  };
}

/** A stored category. */
export function category(id: string, name: string): StoredRecord {
  return {
    entity: 'Category',
    id,
    values: { name, active: true },
    aside: {},
    version: 1,
    createdAt: TEST_NOW.toISOString(),
    updatedAt: TEST_NOW.toISOString(),
  };
}
