import { readFileSync } from 'node:fs';
import {
  exportRecordsCsv,
  LocalDataSource,
  MemoryRecordStore,
  type StoredRecord,
} from '@specrun/runtime';
import { readSpec, type Entity } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { exportAll, exportEntity, exportFileName } from './exportData.ts';
import { readImportHere } from './readImportInWorker.ts';
import { runImport, type ImportJob, type ImportPhase, type ImportTarget } from './runImport.ts';

const { spec } = readSpec(
  readFileSync(new URL('../../../../../../examples/expense-claims.md', import.meta.url), 'utf8'),
);
const entity = (name: string): Entity => {
  const found = spec.entities.find((e) => e.name === name);
  if (!found) throw new Error(`The reference spec has no ${name}.`);
  return found;
};

async function targetWithCategory(): Promise<ImportTarget> {
  const store = new MemoryRecordStore();
  await store.put({
    entity: 'Category',
    id: 'k1',
    values: { name: 'Travel', active: true },
    aside: {},
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  return { spec, store, users: spec.users, local: new LocalDataSource(spec, store) };
}

function run(
  text: string | Uint8Array<ArrayBuffer>,
  name: string,
  target: ImportTarget,
  job: ImportJob = { kind: 'records', entity: entity('Claim') },
) {
  const phases: ImportPhase[] = [];
  const done = runImport(new File([text], name), job, target, {
    read: readImportHere,
    signal: new AbortController().signal,
    onPhase: (phase) => phases.push(phase),
    now: () => new Date('2026-11-22T10:00:00.000Z'),
  });
  return { phases, done };
}

const claimsCsv = (rows: number, bad?: number): string =>
  [
    'title,amount,category,spentOn,owner',
    ...Array.from({ length: rows }, (_, i) =>
      i === bad ? `Claim ${i},lots,k1,2026-01-02,u1` : `Claim ${i},${i + 1},k1,2026-01-02,u1`,
    ),
  ].join('\n');

describe('runImport', () => {
  it('reads, checks and writes new records, with the initial state, in one write', async () => {
    const target = await targetWithCategory();
    const { phases, done } = run(claimsCsv(3), 'claims.csv', target);
    expect(await done).toEqual({
      phase: 'done',
      count: 3,
      updated: 0,
      entities: ['Claim'],
      keptAside: 0,
    });
    const claims = await target.store.list('Claim');
    expect(claims.map((c) => c.values.status)).toEqual(['draft', 'draft', 'draft']);
    expect(phases.map((p) => p.phase)).toEqual([
      'reading',
      'reading',
      'writing',
      'writing',
      'done',
    ]);
  });

  it('writes nothing when one row is bad, and names its row and field', async () => {
    const target = await targetWithCategory();
    const { done } = run(claimsCsv(50, 20), 'claims.csv', target);
    expect(await done).toEqual({
      phase: 'problems',
      count: 1,
      problems: [
        { row: 22, field: 'amount', message: '"lots" is not a money value. (INVALID_VALUE)' },
      ],
    });
    expect(await target.store.list('Claim')).toEqual([]);
  });

  // Regression: a CSV saved in Latin-1 was read as UTF-8, each accented letter a U+FFFD, and
  // imported with no word; one in UTF-16 ("Unicode text") was refused as binary.
  it('refuses a file that is not UTF-8, naming the line, and reads UTF-16 after its byte-order mark', async () => {
    const header = 'title,amount,category,spentOn,owner\nTaxi,3,k1,2026-01-02,u1\n';
    const utf8 = (text: string) => [...new TextEncoder().encode(text)];
    const latin1 = new Uint8Array([
      ...utf8(`${header}Caf`),
      0xe9,
      ...utf8(',4,k1,2026-01-02,u1\n'),
    ]);
    const target = await targetWithCategory();
    expect(await run(latin1, 'claims.csv', target).done).toEqual({
      phase: 'problems',
      count: 1,
      problems: [
        {
          row: 0,
          message:
            'claims.csv is not UTF-8 text: the bytes at line 3, column 4 are not valid UTF-8, so its text cannot be read as it is (it may be in another encoding, such as Latin-1 or Windows-1252). Save it as UTF-8 ("CSV UTF-8" in a spreadsheet) and import it again.',
        },
      ],
    });
    expect(await target.store.list('Claim')).toEqual([]);
    const text = `${header}Café,4,k1,2026-01-02,u1\n`;
    const units = [...text].map((c) => c.charCodeAt(0));
    const utf16le = new Uint8Array([0xff, 0xfe, ...units.flatMap((u) => [u & 0xff, u >> 8])]);
    const utf16be = new Uint8Array([0xfe, 0xff, ...units.flatMap((u) => [u >> 8, u & 0xff])]);
    for (const bytes of [utf16le, utf16be]) {
      const fresh = await targetWithCategory();
      expect(await run(bytes, 'claims.csv', fresh).done).toMatchObject({ phase: 'done', count: 2 });
      const titles = (await fresh.store.list('Claim')).map((c) => c.values.title).sort();
      expect(titles).toEqual(['Café', 'Taxi']);
    }
  });

  it('refuses references to records that do not exist, as saving them would', async () => {
    const target = await targetWithCategory();
    const text = JSON.stringify([
      { title: 'Taxi', amount: 3, category: 'k2', spentOn: '2026-01-01', owner: 'u9' },
    ]);
    const result = await run(text, 'claims.json', target).done;
    expect(result.phase === 'problems' && result.problems.map((p) => p.field)).toEqual([
      'category',
      'owner',
    ]);
  });

  it('writes nothing when cancelled while writing', async () => {
    const target = await targetWithCategory();
    const controller = new AbortController();
    const written: number[] = [];
    const result = await runImport(
      new File([claimsCsv(20_000)], 'claims.csv'),
      { kind: 'records', entity: entity('Claim') },
      target,
      {
        read: readImportHere,
        signal: controller.signal,
        onPhase: (phase) => {
          if (phase.phase !== 'writing' || phase.done === 0) return;
          written.push(phase.done);
          // The user presses "Cancel import" once some chunks are on their way.
          if (phase.done >= 4000) controller.abort();
        },
      },
    );
    expect(result).toEqual({ phase: 'cancelled' });
    expect(written).toEqual([2000, 4000]);
    expect(await target.store.list('Claim')).toEqual([]);
  });

  it('round-trips an entity and the whole data through export and import', async () => {
    const source = await targetWithCategory();
    await runImport(
      new File([claimsCsv(5)], 'c.csv'),
      { kind: 'records', entity: entity('Claim') },
      source,
      {
        read: readImportHere,
        signal: new AbortController().signal,
        onPhase: () => {},
      },
    );
    const orphan: StoredRecord = {
      entity: 'Receipt',
      id: 'r1',
      values: { scan: 'a.png' },
      aside: {},
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    await source.store.put(orphan);

    const csv = await exportEntity(source.store, spec, 'p', entity('Claim'), 'csv');
    expect(csv.name).toBe('expense-claims-claim.csv');
    const all = await exportAll(source.store, spec, 'p', new Date('2026-11-22T10:00:00.000Z'));
    expect(all.name).toBe('expense-claims-data.json');

    const store = new MemoryRecordStore();
    const fresh = { spec, store, users: spec.users, local: new LocalDataSource(spec, store) };
    const result = await run(all.text, all.name, fresh, { kind: 'data' }).done;
    expect(result).toEqual({
      phase: 'done',
      count: 7,
      updated: 0,
      entities: ['Category', 'Claim', 'Receipt'],
      keptAside: 0,
    });
    for (const name of ['Category', 'Claim', 'Receipt']) {
      const byId = (a: StoredRecord, b: StoredRecord) => a.id.localeCompare(b.id);
      expect((await fresh.store.list(name)).sort(byId)).toEqual(
        (await source.store.list(name)).sort(byId),
      );
    }
    expect(exportRecordsCsv(entity('Claim'), await fresh.store.list('Claim'))).toBe(csv.text);
    expect(exportFileName({ ...spec, name: '' }, 'file-my-spec', 'Claim', 'json')).toBe(
      'file-my-spec-claim.json',
    );
  });
});
