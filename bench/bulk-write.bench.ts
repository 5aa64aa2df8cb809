// Measures "Mark all as complete" of the TodoMVC example on 10,000 and 100,000 todos, in the
// runtime (memory store, the sample user's rules and permissions checked on every record): the
// bulk write in batches of one transaction each (`updateMany`), beside the same changes made
// record by record through `update`, as list behaviours made them before. 100,000 record by
// record takes minutes: it is measured once.
// Run alone: npx tsx -e "import('./bench/bulk-write.bench.ts').then(m => m.default())"
import { readFileSync } from 'node:fs';
import { readMarkdown } from '@specrun/model';
import { MemoryRecordStore, type StoredRecord } from '@specrun/runtime';
import { openDataChain } from '../packages/runtime/src/data/openDataChain.ts';
import { updateEach } from '../packages/runtime/src/data/updateEach.ts';

const SIZES = [10_000, 100_000] as const;

/** A store holding `count` active todos, and the changes that complete each of them. */
async function todos(count: number) {
  const store = new MemoryRecordStore();
  const at = '2026-01-01T00:00:00.000Z';
  const records: StoredRecord[] = Array.from({ length: count }, (_, i) => ({
    entity: 'Todo',
    id: `t${String(i).padStart(6, '0')}`,
    values: { title: `Todo number ${i}`, completed: false },
    aside: {},
    version: 1,
    createdAt: at,
    updatedAt: at,
  }));
  await store.putMany(records);
  const changes = records.map((r) => ({ id: r.id, values: { completed: true }, version: 1 }));
  return { store, changes };
}

export default async function bulkWriteBench(): Promise<void> {
  const text = readFileSync(new URL('../examples/todomvc.md', import.meta.url), 'utf8');
  const { spec } = readMarkdown(text);
  for (const count of SIZES) {
    for (const way of ['in batches', 'record by record'] as const) {
      const { store, changes } = await todos(count);
      const chain = openDataChain({ spec, store });
      const actor = chain.actorOf(chain.users[0]!.id)!;
      // The rules load and index the store on the first write: not part of the figure.
      await chain.rules();
      const started = performance.now();
      const result =
        way === 'in batches'
          ? await actor.source.updateMany('Todo', changes)
          : await updateEach(actor.source, 'Todo', changes, {});
      const ms = performance.now() - started;
      const completed = (await store.list('Todo')).filter((r) => r.values.completed === true);
      if (completed.length !== count || result.refused.length > 0)
        throw new Error(`${way}: ${completed.length} of ${count} completed`);
      console.log(
        `${count.toLocaleString('en').padStart(7)} todos, ${way.padEnd(16)} ${(ms / 1000).toFixed(2).padStart(7)} s  (${Math.round(count / (ms / 1000)).toLocaleString('en')} records/s)`,
      );
      chain.close();
    }
  }
}
