import type { Spec } from '@specrun/model';
import type { RecordStore } from '../storage/RecordStore.ts';
import { sampleRecords, type SampleProblem } from './sampleRecords.ts';

/** What a place's store says of the spec's sample records, once it was first opened. */
export interface SamplesNote {
  /** When the samples were written (or found not to be needed). */
  at: string;
  /** How many sample records were written: 0 when the place already held records. */
  written: number;
  /** The samples the app could not make. */
  problems: SampleProblem[];
}

/** The meta key of the note; a store that has it has had its samples. */
const SAMPLES_KEY = 'samples';

/**
 * Starts a new place with the spec's sample records (`sampleRecords`), once: a store that already
 * holds records, or that had its samples before (they may have been deleted since), is left as it
 * is. The records are written as they are, without the rules and permissions of a user's writes:
 * the checker checks them against point 5 (`sample-breaks-rule`), and they are owned by several
 * users. Gives what it did, which the store keeps.
 */
export async function seedSamples(store: RecordStore, spec: Spec, now: Date): Promise<SamplesNote> {
  const kept = (await store.getMeta(SAMPLES_KEY)) as SamplesNote | undefined;
  if (kept !== undefined) return kept;
  const { records, problems } = sampleRecords(spec, now);
  let written = 0;
  if (records.length > 0) {
    const counts = await Promise.all((await store.entities()).map((e) => store.count(e)));
    if (counts.every((count) => count === 0)) {
      await store.putMany(records);
      written = records.length;
    }
  }
  const note: SamplesNote = { at: now.toISOString(), written, problems };
  await store.setMeta(SAMPLES_KEY, note);
  return note;
}
