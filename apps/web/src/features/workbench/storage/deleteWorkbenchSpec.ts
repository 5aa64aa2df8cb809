import { Dexie } from 'dexie';
import { workbenchPlace } from '../../../shared/session/OpenedSpec.ts';
import { forgetOpenedSpec } from '../../../shared/session/specLibrary.ts';
import { storageUnsavedTexts } from './unsavedTexts.ts';
import { deleteSpec } from './workbenchDb.ts';

/** Deletes a workbench spec for good: its versions, its preview's place and that place's records. */
export async function deleteWorkbenchSpec(id: string): Promise<void> {
  const place = workbenchPlace(id);
  await deleteSpec(id);
  storageUnsavedTexts().forget(id);
  await forgetOpenedSpec(place);
  // The records' database is named as DexieRecordStore names it: `specrun:<place>`.
  await Dexie.delete(`specrun:${place}`);
}
