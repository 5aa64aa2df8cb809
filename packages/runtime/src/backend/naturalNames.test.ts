import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Actions and roles written as words (docs/format.md, "Names"): a spec that says "mark lost" and
// "desk clerk" checks clean, and its backend takes the action through a call bound by name and
// one bound by its dashed path word.
const PARCELS = `# Specification: Parcels

## 3. Entities and their fields

### Parcel

| field | type | required | notes |
| --- | --- | --- | --- |
| label | text | yes | |
| status | state | yes | |

## 4. States and transitions

### Parcel

Initial state: sent.

| from | action | to | roles |
| --- | --- | --- | --- |
| sent | mark lost | lost | desk clerk |
| lost | send back | sent | desk clerk |

## 6. Roles and permissions

| role | may | on |
| --- | --- | --- |
| desk clerk | read, create, mark lost and send back | Parcel |

| user | name | roles |
| --- | --- | --- |
| d1 | Dee Clerk | desk clerk |

## 7. The calls it makes

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create parcel | POST | /api/parcels | Parcel | 201 Parcel |
| mark lost parcel | POST | /api/parcels/:id/lost | | 200 Parcel |
| return | POST | /api/parcels/:id/send-back | | 200 Parcel |
`;

describe('natural names', () => {
  it('check clean and run as written', async () => {
    const spec = specOf(PARCELS);
    expect(checkSpec(spec).filter((d) => d.severity !== 'info')).toEqual([]);
    const client = openBackend(spec);
    const created = await client.call('POST', '/api/parcels', { user: 'd1', json: { label: 'P' } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const lost = await client.call('POST', `/api/parcels/${id}/lost`, { user: 'd1' });
    expect(lost.body).toMatchObject({ status: 'lost' });
    const back = await client.call('POST', `/api/parcels/${id}/send-back`, { user: 'd1' });
    expect(back.body).toMatchObject({ status: 'sent' });
    const stored = await client.store.get('Parcel', id);
    expect(stored?.history?.map((h) => h.action)).toEqual(['mark lost', 'send back']);
  });
});
