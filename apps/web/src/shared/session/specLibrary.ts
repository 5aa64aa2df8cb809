import { Dexie, type Table } from 'dexie';
import type { OpenedSpec } from './OpenedSpec.ts';

/**
 * The specs a user opened from a file or a URL, kept in IndexedDB (`specrun:library`) so that
 * their place survives a reload. Examples are not kept here: they ship with the app.
 */
class SpecLibrary extends Dexie {
  specs!: Table<OpenedSpec, string>;

  constructor() {
    super('specrun:library');
    this.version(1).stores({ specs: 'place, openedAt' });
  }
}

let library: SpecLibrary | undefined;
const db = (): SpecLibrary => (library ??= new SpecLibrary());

/** Keeps an opened spec (replacing an earlier one of the same place). */
export async function saveOpenedSpec(opened: OpenedSpec): Promise<void> {
  await db().specs.put(opened);
}

/** The opened spec of a place, or `undefined`. */
export async function loadOpenedSpec(place: string): Promise<OpenedSpec | undefined> {
  return db().specs.get(place);
}

/** Every kept spec, the most recently opened first. */
export async function listOpenedSpecs(): Promise<OpenedSpec[]> {
  return await db().specs.orderBy('openedAt').reverse().toArray();
}

/** Forgets a kept spec (its records stay in its own database). */
export async function forgetOpenedSpec(place: string): Promise<void> {
  await db().specs.delete(place);
}
