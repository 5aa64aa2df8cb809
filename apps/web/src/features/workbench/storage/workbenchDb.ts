import type { SpecFormat } from '@specrun/model';
import { Dexie, type Table } from 'dexie';
import { newSpecId, newSpecName } from './newSpecName.ts';
import { specTitle } from './specTitle.ts';
import type { SpecVersion, WorkbenchSpec } from './WorkbenchSpec.ts';

/** The workbench's specs and their versions, in IndexedDB (`specrun:workbench`). */
class WorkbenchDb extends Dexie {
  specs!: Table<WorkbenchSpec, string>;
  versions!: Table<SpecVersion, number>;

  constructor() {
    super('specrun:workbench');
    this.version(1).stores({ specs: 'id, updatedAt', versions: '++id, specId' });
  }
}

let database: WorkbenchDb | undefined;
const db = (): WorkbenchDb => (database ??= new WorkbenchDb());

/** What a new spec starts from. */
export interface NewSpec {
  name: string;
  format: SpecFormat;
  text: string;
  /** The note of its first version: "Created from the example expense-claims". */
  note: string;
  /**
   * The text's title (`specTitle`, '' for none) when it was read already, as a shared spec's is
   * off the page's thread; read from the text when absent.
   */
  title?: string;
}

/** Every kept spec, the most recently saved first. */
export async function listSpecs(): Promise<WorkbenchSpec[]> {
  return db().specs.orderBy('updatedAt').reverse().toArray();
}

/** A kept spec, or `undefined`. */
export async function loadSpec(id: string): Promise<WorkbenchSpec | undefined> {
  return db().specs.get(id);
}

/** Keeps a new spec under a name no other has, with its first version. */
export async function createSpec(start: NewSpec, now = new Date()): Promise<WorkbenchSpec> {
  return db().transaction('rw', db().specs, db().versions, async () => {
    const names = (await db().specs.toArray()).map((s) => s.name);
    const spec: WorkbenchSpec = {
      id: newSpecId(),
      name: newSpecName(start.name, names),
      format: start.format,
      text: start.text,
      updatedAt: now.toISOString(),
    };
    const title = start.title ?? specTitle(start.text, start.format);
    if (title) spec.title = title;
    await db().specs.add(spec);
    await db().versions.add(versionOf(spec, start.note));
    return spec;
  });
}

const versionOf = (spec: WorkbenchSpec, note: string): SpecVersion => ({
  specId: spec.id,
  savedAt: spec.updatedAt,
  text: spec.text,
  format: spec.format,
  note,
});

/** What a save did: kept a new version, or nothing because the text had not changed. */
export type SaveResult = { saved: true; spec: WorkbenchSpec } | { saved: false };

/**
 * Saves a spec's text as its newest version; a text and form equal to the newest version's make
 * no version.
 */
export async function saveSpec(
  id: string,
  text: string,
  format: SpecFormat,
  note: string,
  now = new Date(),
): Promise<SaveResult> {
  return db().transaction('rw', db().specs, db().versions, async () => {
    const spec = await db().specs.get(id);
    if (!spec) throw new Error(`There is no spec ${id} to save; it was deleted in another tab.`);
    const newest = await newestVersion(id);
    if (newest && newest.text === text && newest.format === format) return { saved: false };
    const saved: WorkbenchSpec = { ...spec, text, format, updatedAt: now.toISOString() };
    await db().specs.put(saved);
    await db().versions.add(versionOf(saved, note));
    return { saved: true, spec: saved };
  });
}

/**
 * Names a spec after its title, numbered when another kept spec has that name already; returns
 * the name it now has. The time of its last save stays as it was.
 */
export async function renameSpec(id: string, title: string): Promise<string> {
  return db().transaction('rw', db().specs, async () => {
    const spec = await db().specs.get(id);
    if (!spec) throw new Error(`There is no spec ${id} to rename; it was deleted in another tab.`);
    const others = (await db().specs.toArray()).filter((s) => s.id !== id).map((s) => s.name);
    const name = newSpecName(title, others);
    if (name !== spec.name || spec.title !== title) await db().specs.put({ ...spec, name, title });
    return name;
  });
}

async function newestVersion(specId: string): Promise<SpecVersion | undefined> {
  return db().versions.where('specId').equals(specId).last();
}

/** A spec's versions, the newest first. */
export async function listVersions(specId: string): Promise<SpecVersion[]> {
  return (await db().versions.where('specId').equals(specId).reverse().sortBy('id')) ?? [];
}

/** Forgets a spec and every version of it. */
export async function deleteSpec(id: string): Promise<void> {
  await db().transaction('rw', db().specs, db().versions, async () => {
    await db().versions.where('specId').equals(id).delete();
    await db().specs.delete(id);
  });
}
