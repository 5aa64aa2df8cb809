import type { Spec, User } from '@specrun/model';
import type { Access } from '../access/Access.ts';
import { sampleUsers } from '../access/sampleUsers.ts';
import { seedRecords } from '../backend/seedRecords.ts';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import { stateOf } from '../lifecycle/availableActions.ts';
import { compileLifecycle } from '../lifecycle/compileLifecycle.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** Where generated records are written, as one sample user or another. */
export interface GenerationTarget {
  /** What a user may do (point 6, and point 4's roles and guards). */
  access(user: User): Access;
  /** Creates a record with this id, as the user, through every check of a user's write. */
  create(
    user: User,
    entity: string,
    id: string,
    values: ValuesInput,
  ): Promise<Outcome<StoredRecord>>;
  /** Takes an action on the record, as the user, through every check of a user's action. */
  act(
    user: User,
    entity: string,
    record: StoredRecord,
    action: string,
  ): Promise<Outcome<StoredRecord>>;
  /** Whether a record of this id is stored already. */
  has(entity: string, id: string): Promise<boolean>;
}

/** Options of `generateRecords`. */
export interface GenerateOptions {
  /** The same seed gives the same records. */
  seed: number;
  /** How many records each entity gets (any whole number from 0). */
  count: number;
  /** Aborting it stops after the record under way; what was written stays. */
  signal?: AbortSignal;
  /** Called after each record with how many are done of all. */
  onProgress?: (done: number, total: number) => void;
  /** Dates and times are drawn from the year before it (`seedRecords`). */
  anchor?: Date;
  /** The users who write; default every sample user of the spec. */
  users?: readonly User[];
}

/** What a generation made of one entity, and what it skipped and why. */
export interface GeneratedEntity {
  entity: string;
  made: number;
  /** How many of those it made ended in each state, for an entity with a lifecycle. */
  states: Record<string, number>;
  skipped: number;
  /** Skipped records by the code of their first error (ALREADY_STORED: the id is taken). */
  reasons: Record<string, number>;
}

/** What `generateRecords` did: per entity, and whether it was cancelled before the end. */
export interface GenerateResult {
  entities: GeneratedEntity[];
  cancelled: boolean;
}

/**
 * Generates sample records (`seedRecords`) and writes them as the spec's own users would: each
 * created by a user who may create it, in turn, with its references to users pointing at that
 * user, then moved along its lifecycle by the spec's actions, each taken by a user who may take
 * it, so that the records spread over the states (a record in turn goes one step further) and
 * over the users. A record a check refuses is skipped and counted by its first error's code.
 */
export async function generateRecords(
  spec: Spec,
  target: GenerationTarget,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const count = options.count;
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`generateRecords: count must be a whole number from 0, not ${count}.`);
  const users = options.users ?? sampleUsers(spec);
  const seeded = seedRecords(spec, {
    seed: options.seed,
    perEntity: count,
    ...(options.anchor ? { anchor: options.anchor } : {}),
  });
  const total = seeded.reduce((sum, { records }) => sum + records.length, 0);
  const result: GenerateResult = { entities: [], cancelled: false };
  let done = 0;
  for (const { entity: name, records } of seeded) {
    const entity = spec.entities.find((e) => e.name === name);
    const report: GeneratedEntity = { entity: name, made: 0, states: {}, skipped: 0, reasons: {} };
    result.entities.push(report);
    if (!entity) continue;
    const skip = (reason: string) => {
      report.skipped += 1;
      report.reasons[reason] = (report.reasons[reason] ?? 0) + 1;
    };
    const lifecycle = compileLifecycle(spec, name);
    const creators = users.filter((u) => target.access(u).canCreate(name));
    const userFields = entity.fields.filter(
      (f) => f.type.kind === 'ref' && f.type.entity === 'User',
    );
    const owned = (user: User) => Object.fromEntries(userFields.map((f) => [f.name, user.id]));
    for (const [index, seed] of records.entries()) {
      if (options.signal?.aborted) {
        result.cancelled = true;
        return result;
      }
      done += 1;
      const steps = lifecycle ? index % lifecycle.states.length : 0;
      const creator = pickCreator(creators, index, (user) => {
        // A record meant to move on is made by a user after whom someone may move it: an owner
        // who may submit, say, rather than an admin whose claims nobody may.
        if (!lifecycle || steps === 0) return true;
        const made = hypothetical(name, seed.id, { ...seed.values, ...owned(user) });
        return lifecycle.transitions.some(
          (t) =>
            t.from === stateOf(lifecycle, made) &&
            users.some((u) => target.access(u).canAct(name, t.action, made)),
        );
      });
      if (creator === undefined) skip('NOT_ALLOWED');
      else if (await target.has(name, seed.id)) skip('ALREADY_STORED');
      else {
        const values: ValuesInput = { ...seed.values, ...owned(creator) };
        const created = await target.create(creator, name, seed.id, values);
        if (!created.ok) skip(created.errors[0]?.code ?? 'STORAGE');
        else {
          report.made += 1;
          let record = created.value;
          if (lifecycle) {
            // The n-th record tries n steps (round the number of states), taking at each state
            // the n-th of the actions that leave it, as the first user in turn who may.
            for (let step = 0; step < steps; step += 1) {
              const state = stateOf(lifecycle, record);
              const leaving = lifecycle.transitions.filter((t) => t.from === state);
              if (leaving.length === 0) break;
              const transition = leaving[(index + step) % leaving.length]!;
              const actor = [...users.slice(index % users.length), ...users].find((u) =>
                target.access(u).canAct(name, transition.action, record),
              );
              if (!actor) break;
              const moved = await target.act(actor, name, record, transition.action);
              if (!moved.ok) break;
              record = moved.value;
            }
            const state = stateOf(lifecycle, record);
            report.states[state] = (report.states[state] ?? 0) + 1;
          }
        }
      }
      options.onProgress?.(done, total);
    }
  }
  return result;
}

/** The creator in turn for the `index`-th record who `fits`, else the one in turn. */
function pickCreator(
  creators: readonly User[],
  index: number,
  fits: (user: User) => boolean,
): User | undefined {
  const turn = [...creators.slice(index % Math.max(1, creators.length)), ...creators];
  return turn.find(fits) ?? turn[0];
}

/** A record as it would be made, for asking what may be done with it. */
function hypothetical(entity: string, id: string, values: StoredRecord['values']): StoredRecord {
  return { entity, id, values, aside: {}, version: 1, createdAt: '', updatedAt: '' };
}

/** What a generation did, in a sentence: "Made 3 claims (2 draft, 1 paid). Skipped 1 claim: …". */
export function describeGeneration(
  result: GenerateResult,
  nounOf: (entity: string, count: number) => string,
): string {
  const made = result.entities
    .filter((e) => e.made > 0)
    .map((e) => {
      const states = Object.entries(e.states)
        .map(([state, n]) => `${n.toLocaleString('en')} ${state}`)
        .join(', ');
      return `${e.made.toLocaleString('en')} ${nounOf(e.entity, e.made)}${states ? ` (${states})` : ''}`;
    });
  const skipped = result.entities
    .filter((e) => e.skipped > 0)
    .map((e) => {
      const why = Object.entries(e.reasons)
        .map(([code, n]) => `${code} ${n.toLocaleString('en')}`)
        .join(', ');
      return `${e.skipped.toLocaleString('en')} ${nounOf(e.entity, e.skipped)} (${why})`;
    });
  const parts = [made.length > 0 ? `Made ${join(made)}.` : 'Made no records.'];
  if (skipped.length > 0) parts.push(`Skipped ${join(skipped)}.`);
  if (result.cancelled) parts.push('Cancelled before the end.');
  return parts.join(' ');
}

function join(parts: readonly string[]): string {
  return parts.length <= 1
    ? parts.join('')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}
