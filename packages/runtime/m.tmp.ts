import { readFileSync } from 'node:fs';
import { readSpec } from '@specrun/spec';
import { exportRecordsCsv, exportRecordsJson, importRecordsCsv, importRecordsJson } from '@specrun/runtime';
import type { StoredRecord } from '@specrun/runtime';
const spec = readSpec(readFileSync('examples/expense-claims.md', 'utf8')).spec;
const claim = spec.entities.find((e) => e.name === 'Claim')!;
const N = 100_000;
const records: StoredRecord[] = Array.from({ length: N }, (_, i) => ({
  entity: 'Claim', id: `c${i}`, values: { title: `Claim number ${i}`, amount: (i % 500) + 1.5, category: 'cat1', spentOn: '2026-01-02', owner: 'u1', status: 'draft', receipt: 'https://x.example/r/' + i },
  aside: {}, version: 1, createdAt: '2026-01-02T09:00:00.000Z', updatedAt: '2026-01-02T09:00:00.000Z',
}));
let t = performance.now();
const json = exportRecordsJson('Claim', records);
console.log('export json', (performance.now() - t).toFixed(0), 'ms', (json.length / 1e6).toFixed(1), 'MB');
t = performance.now();
const csv = exportRecordsCsv(claim, records);
console.log('export csv', (performance.now() - t).toFixed(0), 'ms', (csv.length / 1e6).toFixed(1), 'MB');
const ctx = { entity: claim, now: 'x', newId: () => crypto.randomUUID() };
for (let k = 0; k < 3; k++) {
t = performance.now(); JSON.parse(json); console.log('JSON.parse', (performance.now() - t).toFixed(0));
t = performance.now(); const r = importRecordsJson(json, ctx); console.log('import json', (performance.now() - t).toFixed(0), r.ok);
t = performance.now(); const c = importRecordsCsv(csv, ctx); console.log('import csv', (performance.now() - t).toFixed(0), c.ok);
t = performance.now(); structuredClone((r as any).records); console.log('structuredClone', (performance.now() - t).toFixed(0));
}
