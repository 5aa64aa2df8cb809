import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Spec } from '@specrun/model';
import { CallError } from '../calls/CallError.ts';
import { appError } from '../errors/AppError.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { cellText, isLoaded, referenceLabel } from './referenceLabels.ts';
import {
  describeLabelFailure,
  readReferenceLabels,
  type SeenRecords,
} from './readReferenceLabels.ts';
import { referencedIdsOfAll } from './referencedIds.ts';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { storeAfter } from '../storage/storeAfter.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('category', { kind: 'ref', entity: 'Category' }),
    f('project', { kind: 'ref', entity: 'Project' }),
    f('owner', { kind: 'ref', entity: 'User' }),
  ],
};
const category: Entity = { name: 'Category', text: '', fields: [f('name', { kind: 'text' })] };
const project: Entity = { name: 'Project', text: '', fields: [f('name', { kind: 'text' })] };
const spec: Spec = {
  ...emptySpec('Claims'),
  entities: [claim, category, project],
  users: [{ id: 'u1', name: 'Ada Employee', roles: ['employee'] }],
};
const rec = (entity: string, id: string, name: string): StoredRecord => ({
  entity,
  id,
  values: { name },
  aside: {},
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const serverError = appError('SERVER_ERROR', spec.errors);

/** A source whose list of Category fails as a call does (a 500 answer), and others answer. */
function source(fail: (entity: string) => unknown = () => undefined) {
  const asked: string[] = [];
  return {
    asked,
    list(entity: string): Promise<StoredRecord[]> {
      asked.push(entity);
      const failure = fail(entity);
      if (failure !== undefined) return Promise.reject(failure);
      return Promise.resolve(
        entity === 'Category' ? [rec('Category', 'k1', 'Travel')] : [rec('Project', 'p1', 'Moon')],
      );
    },
  };
}

// Regression: in live mode, when the list call of a referenced entity failed (the categories of
// a claim answering 500), the claims list, whose own call worked, showed only that error.
describe('readReferenceLabels', () => {
  it('keeps the labels of the entities it could list when the list of another fails', async () => {
    const failing = source((entity) =>
      entity === 'Category' ? new CallError([serverError]) : undefined,
    );
    const read = await readReferenceLabels(failing, spec, ['Category', 'Project', 'User']);
    expect(read.failures).toEqual([
      {
        entity: 'Category',
        errors: [
          {
            code: 'SERVER_ERROR',
            message: 'The server failed to handle the request.',
            status: 500,
          },
        ],
      },
    ]);
    expect(referenceLabel(read.labels, 'Project', 'p1')).toBe('Moon');
    expect(referenceLabel(read.labels, 'User', 'u1')).toBe('Ada Employee');
    expect(isLoaded(read.labels, 'Category')).toBe(false);
    expect(isLoaded(read.labels, 'Project')).toBe(true);
    const [, categoryField, projectField] = claim.fields;
    expect(cellText('k1', categoryField!, read.labels)).toBe('k1 (not loaded)');
    expect(cellText('p1', projectField!, read.labels)).toBe('Moon');
    // An id the loaded list lacks is still shown as it is: that record is gone.
    expect(cellText('gone', projectField!, read.labels)).toBe('gone');
  });

  it('reads every entity once, and only those the spec declares', async () => {
    const counting = source();
    const read = await readReferenceLabels(counting, spec, ['Category', 'Category', 'Nowhere']);
    expect(counting.asked).toEqual(['Category']);
    expect(read.failures).toEqual([]);
    expect(referenceLabel(read.labels, 'Category', 'k1')).toBe('Travel');
  });

  // Regression: a claim's detail listed all 1,000 categories to name the one it points at.
  it('reads the records of the ids given one by one, not the whole list', async () => {
    const asked: string[] = [];
    const byId = {
      list: (entity: string) => {
        asked.push(`list ${entity}`);
        return Promise.resolve([]);
      },
      get: (entity: string, id: string) => {
        asked.push(`get ${entity} ${id}`);
        return Promise.resolve(
          id === 'k1'
            ? { ok: true as const, value: rec('Category', 'k1', 'Travel') }
            : { ok: false as const, errors: [appError('NOT_FOUND', spec.errors)] },
        );
      },
    };
    const read = await readReferenceLabels(
      byId,
      spec,
      ['Category'],
      spec.users,
      new Map([['Category', ['k1', 'k1', 'gone']]]),
    );
    expect(asked).toEqual(['get Category k1', 'get Category gone']);
    expect(read.failures).toEqual([]);
    expect(referenceLabel(read.labels, 'Category', 'k1')).toBe('Travel');
  });

  it('lists failures in the order the entities were asked for', async () => {
    const down = source(() => new CallError([appError('NETWORK', spec.errors)]));
    const read = await readReferenceLabels(down, spec, ['Project', 'Category']);
    expect(read.failures.map((failure) => failure.entity)).toEqual(['Project', 'Category']);
  });

  it('rejects when a list fails other than through its call', async () => {
    const broken = source((entity) =>
      entity === 'Project' ? new Error('store closed') : undefined,
    );
    await expect(readReferenceLabels(broken, spec, ['Category', 'Project'])).rejects.toThrow(
      'store closed',
    );
  });
});

describe('readReferenceLabels by ids (one read per need)', () => {
  /** A memory store that counts its reads, with 1,000 categories and 20 claims over 7 of them. */
  async function countedStore() {
    const inner = new MemoryRecordStore();
    await inner.putMany(
      Array.from({ length: 1000 }, (_, i) => rec('Category', `k${i}`, `Category ${i}`)),
    );
    const claims = Array.from({ length: 20 }, (_, i) => ({
      ...rec('Claim', `c${i}`, `Claim ${i}`),
      values: { title: `Claim ${i}`, category: `k${(i * 37) % 7}` },
    }));
    await inner.putMany(claims);
    const reads: string[] = [];
    const store: RecordStore = {
      ...storeAfter(inner, Promise.resolve()),
      list: (entity) => {
        reads.push(`list ${entity}`);
        return inner.list(entity);
      },
      get: (entity, id) => {
        reads.push(`get ${entity} ${id}`);
        return inner.get(entity, id);
      },
      getMany: (entity, ids) => {
        reads.push(`getMany ${entity} ${ids.length}`);
        return inner.getMany(entity, ids);
      },
    };
    return { store, claims, reads };
  }

  it("reads a list's 20 rows' categories in one batch, not the 1,000", async () => {
    const { store, claims, reads } = await countedStore();
    const local = new LocalDataSource(spec, store);
    const ids = referencedIdsOfAll(claim, claims);
    expect(ids.get('Category')).toHaveLength(7);
    const read = await readReferenceLabels(local, spec, ['Category'], spec.users, ids);
    expect(reads).toEqual(['getMany Category 7']);
    expect(read.failures).toEqual([]);
    expect(read.labels.get('Category')?.size).toBe(7);
    expect(referenceLabel(read.labels, 'Category', 'k3')).toBe('Category 3');
  });

  it('reads again only the ids it has not seen', async () => {
    const { store, reads } = await countedStore();
    const local = new LocalDataSource(spec, store);
    const seen: SeenRecords = new Map();
    const first = new Map([['Category', ['k1', 'k2', 'nowhere']]]);
    await readReferenceLabels(local, spec, ['Category'], spec.users, first, seen);
    const more = new Map([['Category', ['k1', 'k2', 'nowhere', 'k900']]]);
    const read = await readReferenceLabels(local, spec, ['Category'], spec.users, more, seen);
    expect(reads).toEqual(['getMany Category 3', 'getMany Category 1']);
    expect([...(read.labels.get('Category')?.keys() ?? [])]).toEqual(['k1', 'k2', 'k900']);
  });

  it('marks the entity not loaded when a read by id fails other than NOT_FOUND', async () => {
    const failing = {
      list: () => Promise.resolve([]),
      get: (_entity: string, id: string) =>
        Promise.resolve(
          id === 'k1'
            ? { ok: true as const, value: rec('Category', 'k1', 'Travel') }
            : { ok: false as const, errors: [serverError] },
        ),
    };
    const ids = new Map([['Category', ['k1', 'k2']]]);
    const read = await readReferenceLabels(failing, spec, ['Category'], spec.users, ids);
    expect(read.failures).toEqual([{ entity: 'Category', errors: [serverError] }]);
    expect(isLoaded(read.labels, 'Category')).toBe(false);
  });
});

describe('describeLabelFailure', () => {
  it('names the records by their noun, each error with its code, and what references show', () => {
    expect(describeLabelFailure(spec, { entity: 'Category', errors: [serverError] })).toEqual({
      title: 'The categories could not be loaded',
      errors: ['The server failed to handle the request. (SERVER_ERROR)'],
      consequence: 'References to categories show their id, marked “(not loaded)”.',
    });
  });
});
