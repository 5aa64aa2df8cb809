import {
  exportDataJson,
  exportRecordsCsv,
  exportRecordsJson,
  type RecordStore,
  type RecordsFormat,
} from '@specrun/runtime';
import type { Entity, Spec } from '@specrun/model';

/** A file to download: its name, type and text. */
export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

/** Lower-cases a name and joins its words with hyphens, for a file name. */
function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name of an export: `<spec>-<entity>.csv`, `<spec>-data.json`; the place stands in for a nameless spec. */
export function exportFileName(spec: Spec, place: string, what: string, extension: string): string {
  return `${fileSlug(spec.name) || fileSlug(place)}-${fileSlug(what)}.${extension}`;
}

/** One entity's records as a JSON or CSV file. */
export async function exportEntity(
  store: RecordStore,
  spec: Spec,
  place: string,
  entity: Entity,
  format: RecordsFormat,
): Promise<ExportFile> {
  const records = await store.list(entity.name);
  const name = exportFileName(spec, place, entity.name, format);
  return format === 'csv'
    ? { name, type: 'text/csv', text: exportRecordsCsv(entity, records) }
    : { name, type: 'application/json', text: exportRecordsJson(entity.name, records) };
}

/**
 * The whole spec's data as one JSON file: every entity's records, including those of entities the
 * spec no longer has, with the values kept aside.
 */
export async function exportAll(
  store: RecordStore,
  spec: Spec,
  place: string,
  now: Date = new Date(),
): Promise<ExportFile> {
  const names = new Set([...spec.entities.map((e) => e.name), ...(await store.entities())]);
  const byEntity: Record<string, Awaited<ReturnType<RecordStore['list']>>> = {};
  for (const name of names) byEntity[name] = await store.list(name);
  return {
    name: exportFileName(spec, place, 'data', 'json'),
    type: 'application/json',
    text: exportDataJson(spec.name, byEntity, now.toISOString()),
  };
}

/** Hands a file to the browser to download. */
export function downloadFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // Revoked a while later: a browser may still be reading a large file's URL after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
