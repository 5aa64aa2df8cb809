import Papa from 'papaparse';
import type { Entity } from '@specrun/model';
import { formatFieldValue } from '../fields/fieldKinds.ts';
import { escapeCsvCell } from './csvFormulas.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** The JSON document of one entity's records: every stored detail, so an import restores it exactly. */
export interface RecordsDocument {
  format: 'specrun-records';
  version: 1;
  entity: string;
  records: StoredRecord[];
}

/** The JSON document of a whole spec's data, including entities the spec no longer has. */
export interface DataDocument {
  format: 'specrun-data';
  version: 1;
  spec: string;
  exportedAt: string;
  entities: Record<string, StoredRecord[]>;
}

const byId = (a: StoredRecord, b: StoredRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Writes one entity's records as a JSON document (`RecordsDocument`). */
export function exportRecordsJson(entity: string, records: StoredRecord[]): string {
  const document: RecordsDocument = {
    format: 'specrun-records',
    version: 1,
    entity,
    records: [...records].sort(byId),
  };
  return JSON.stringify(document, null, 2);
}

/** Writes a whole spec's data as one JSON document (`DataDocument`). */
export function exportDataJson(
  spec: string,
  byEntity: Record<string, StoredRecord[]>,
  exportedAt: string,
): string {
  const entities: Record<string, StoredRecord[]> = {};
  for (const name of Object.keys(byEntity).sort())
    entities[name] = [...(byEntity[name] ?? [])].sort(byId);
  const document: DataDocument = { format: 'specrun-data', version: 1, spec, exportedAt, entities };
  return JSON.stringify(document, null, 2);
}

/**
 * Writes one entity's records as CSV: `id`, one column per field (values as text, lists as
 * JSON), then `version`, `createdAt`, `updatedAt` and `aside` (values kept aside, as JSON), and
 * for an entity with a state field `history` (the lifecycle actions taken, as JSON). A cell a
 * spreadsheet would run as a formula is written after an apostrophe (`escapeCsvCell`).
 */
export function exportRecordsCsv(entity: Entity, records: StoredRecord[]): string {
  const fields = entity.fields.map((f) => f.name);
  const withHistory = entity.fields.some((f) => f.type.kind === 'state');
  const header = ['id', ...fields, 'version', 'createdAt', 'updatedAt', 'aside'];
  if (withHistory) header.push('history');
  const rows = [...records].sort(byId).map((record) => [
    record.id,
    ...entity.fields.map((field) => {
      const value = record.values[field.name];
      return value === undefined ? '' : formatFieldValue(value, field.type);
    }),
    String(record.version),
    record.createdAt,
    record.updatedAt,
    Object.keys(record.aside).length === 0 ? '' : JSON.stringify(record.aside),
    ...(withHistory ? [record.history?.length ? JSON.stringify(record.history) : ''] : []),
  ]);
  return Papa.unparse(
    { fields: header.map(escapeCsvCell), data: rows.map((row) => row.map(escapeCsvCell)) },
    { newline: '\n' },
  );
}
