import { readMarkdown } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { RuleBook } from '../rules/RuleBook.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { sampleRecords } from './sampleRecords.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const NOW = new Date('2026-11-22T10:00:00Z');

describe("the examples' sample records", () => {
  for (const [path, text] of Object.entries(examples)) {
    it(`${path.slice(path.lastIndexOf('/') + 1)}: are made whole and pass the rules of point 5`, async () => {
      const { spec } = readMarkdown(text);
      const { records, problems } = sampleRecords(spec, NOW);
      expect(problems).toEqual([]);
      // Written as an import writes records: every field check and rule of point 5 on each,
      // each owner acting for their own records (rules such as MAX_OPEN_CLAIMS read the user).
      const store = new MemoryRecordStore();
      let owner = spec.users[0];
      const book = new RuleBook(spec, store, { user: () => owner, now: () => NOW });
      const source = new LocalDataSource(spec, store, { guards: [book.writeGuard] });
      for (const record of records) {
        owner = spec.users.find((u) => u.id === record.values['owner']) ?? spec.users[0];
        const written = await source.importRecords([record]);
        expect(written, `${record.entity} ${record.id}`).toMatchObject({ ok: true });
      }
      expect(await Promise.all(spec.entities.map((e) => store.count(e.name)))).toEqual(
        spec.entities.map((e) => e.samples?.length ?? 0),
      );
      book.close();
    });
  }

  it('give the expense claims a claim in every state and categories to file them under', () => {
    const { spec } = readMarkdown(
      Object.entries(examples).find(([path]) => path.endsWith('/expense-claims.md'))?.[1] ?? '',
    );
    const { records } = sampleRecords(spec, NOW);
    const states = new Set(
      records.filter((r) => r.entity === 'Claim').map((r) => r.values['status']),
    );
    expect([...states].sort()).toEqual(['approved', 'draft', 'paid', 'rejected', 'submitted']);
    const owners = new Set(
      records.filter((r) => r.entity === 'Claim').map((r) => r.values['owner']),
    );
    expect(owners.size).toBeGreaterThan(1);
    expect(
      records.filter((r) => r.entity === 'Category' && r.values['active'] === true).length,
    ).toBeGreaterThan(0);
  });
});
