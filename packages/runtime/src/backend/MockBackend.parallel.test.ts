import { describe, expect, it } from 'vitest';
import { claim, referenceSpec, TEST_NOW } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import { MockBackend } from './MockBackend.ts';
import { newClaim, startingRecords } from './mockServer.testing.ts';

// A server answers requests side by side (`serial: false`): each request's rules and
// permissions must act as its own user, whichever request's checks run in between.
async function openBackend(): Promise<MockBackend> {
  const store = new MemoryRecordStore();
  await store.putMany(startingRecords());
  // u1 has c1 and c5 open; eight more reach MAX_OPEN_CLAIMS (10).
  await store.putMany(
    Array.from({ length: 8 }, (_, i) => claim(`open${i}`, { owner: 'u1', status: 'draft' })),
  );
  let ids = 0;
  return new MockBackend({
    spec: referenceSpec(),
    store,
    now: () => TEST_NOW,
    newId: () => `new${++ids}`,
    serial: false,
  });
}

const create = (backend: MockBackend, user: string) =>
  backend.handle(
    new Request('http://server.test/api/claims', {
      method: 'POST',
      headers: { [USER_HEADER]: user, 'Content-Type': 'application/json' },
      body: JSON.stringify(newClaim({ owner: user })),
    }),
  );

describe('MockBackend answering requests side by side', () => {
  it('checks each request as its own user, whatever runs in between', async () => {
    const orders = [
      ['u1', 'u2', 'u3'],
      ['u2', 'u1', 'u3'],
      ['u3', 'u2', 'u1'],
    ];
    for (const order of orders) {
      const backend = await openBackend();
      const answers = await Promise.all(order.map((user) => create(backend, user)));
      const byUser = new Map<string, { status: number; codes: string[] }>();
      for (const [i, answer] of answers.entries()) {
        const body = (await answer.json()) as { errors?: { code: string }[] };
        byUser.set(order[i] ?? '', {
          status: answer.status,
          codes: (body.errors ?? []).map((e) => e.code),
        });
      }
      // u1 is at the limit of open claims; u2 is not; u3 (finance) may not create claims.
      expect(byUser.get('u1')).toEqual({ status: 422, codes: ['TOO_MANY_OPEN_CLAIMS'] });
      expect(byUser.get('u2')).toEqual({ status: 201, codes: [] });
      expect(byUser.get('u3')).toEqual({ status: 403, codes: ['NOT_ALLOWED'] });
      backend.close();
    }
  });

  it('lets no two requests both pass a count that has room for one more', async () => {
    for (const room of [1, 3]) {
      const store = new MemoryRecordStore();
      await store.putMany(startingRecords());
      // u2 has c2 open; these leave `room` claims to MAX_OPEN_CLAIMS (10).
      await store.putMany(
        Array.from({ length: 9 - room }, (_, i) =>
          claim(`open${i}`, { owner: 'u2', status: 'draft' }),
        ),
      );
      let ids = 0;
      const backend = new MockBackend({
        spec: referenceSpec(),
        store,
        now: () => TEST_NOW,
        newId: () => `new${++ids}`,
        serial: false,
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, async () => (await create(backend, 'u2')).status),
      );
      expect(answers.filter((status) => status === 201)).toHaveLength(room);
      expect(answers.filter((status) => status === 422)).toHaveLength(6 - room);
      const open = (await store.list('Claim')).filter(
        (c) =>
          c.values['owner'] === 'u2' &&
          (c.values['status'] === 'draft' || c.values['status'] === 'submitted'),
      );
      expect(open).toHaveLength(10);
      backend.close();
    }
  });

  it('still seeds each record with the id the seed gave it', async () => {
    const backend = await openBackend();
    const seeded = backend.seed({ seed: 7, perEntity: 3 });
    const answered = create(backend, 'u2');
    const [result, answer] = await Promise.all([seeded, answered]);
    expect(result.created).toBeGreaterThan(0);
    expect(((await answer.json()) as { id: string }).id).toMatch(/^new\d+$/);
    backend.close();
  });
});
