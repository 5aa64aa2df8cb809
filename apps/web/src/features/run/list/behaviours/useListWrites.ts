import {
  recordLabel,
  type BulkWrite,
  type BulkWriteOptions,
  toggleStep,
  type AppError,
  type Outcome,
  type StoredRecord,
  type ToggleStep,
  type ValuesInput,
} from '@specrun/runtime';
import type { Entity, ReadBehaviour } from '@specrun/model';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSession } from '../../SessionContext.ts';

/** What the last write of a list's controls was refused with, said above the list. */
export interface ListProblem {
  title: string;
  errors: AppError[];
}

/** The writes a list's controls make, in the order they are made, each refusal said once. */
export interface ListWrites {
  create: (values: ValuesInput) => Promise<Outcome<unknown>>;
  update: (record: StoredRecord, values: ValuesInput) => Promise<Outcome<unknown>>;
  act: (record: StoredRecord, action: string) => Promise<Outcome<unknown>>;
  remove: (record: StoredRecord) => Promise<Outcome<unknown>>;
  /** Flips a toggle on a record to `on`: its field, or its action. */
  toggle: (
    behaviour: ReadBehaviour,
    record: StoredRecord,
    on: boolean,
  ) => Promise<Outcome<unknown>>;
  /**
   * Changes many records at once, in batches of one transaction each, where the session's
   * source can (`DataSource.updateMany`); undefined where it cannot (calls to a backend).
   */
  updateMany:
    | ((
        changes: readonly { record: StoredRecord; values: ValuesInput }[],
        options: BulkWriteOptions,
      ) => Promise<BulkWrite>)
    | undefined;
  /** The write a toggle makes, for a bulk run. */
  stepOf: (behaviour: ReadBehaviour, record: StoredRecord, on: boolean) => ToggleStep | undefined;
  problem: ListProblem | undefined;
  /** Says a refusal above the list; undefined clears it. */
  setProblem: (problem: ListProblem | undefined) => void;
}

/**
 * The writes of a list's behaviours through the session's data source, which checks each one as
 * a form's: point 5's rules, point 6's permissions, versions. They run one after the other, in the
 * order they were asked for, so that todos added quickly are created (and listed) in that order.
 */
export function useListWrites(entity: Entity): ListWrites {
  const { source, lifecycles } = useSession();
  const lifecycle = lifecycles.get(entity.name);
  const [problem, setProblem] = useState<ListProblem | undefined>();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // What each write stored, by id: a second click on a row before the list is read again writes
  // over the version the first one made, not the one the row still shows.
  const written = useRef(new Map<string, StoredRecord>());

  const inTurn = useCallback(
    (title: string, write: () => Promise<Outcome<unknown>>): Promise<Outcome<unknown>> => {
      const run = queue.current.then(async (): Promise<Outcome<unknown>> => {
        let outcome: Outcome<unknown>;
        try {
          outcome = await write();
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          outcome = { ok: false, errors: [{ code: 'STORAGE', message: detail }] };
        }
        if (outcome.ok) {
          const value = outcome.value as Partial<StoredRecord> | undefined;
          if (value?.id !== undefined) written.current.set(value.id, value as StoredRecord);
          setProblem(undefined);
        } else setProblem({ title, errors: outcome.errors });
        return outcome;
      });
      queue.current = run;
      return run;
    },
    [],
  );

  return useMemo((): ListWrites => {
    const label = (record: StoredRecord) => `“${recordLabel(entity, record)}”`;
    // The record as last written here, when that is newer than the one the list shows.
    const latest = (record: StoredRecord): StoredRecord => {
      const mine = written.current.get(record.id);
      return mine && mine.version > record.version ? mine : record;
    };
    const stepOf = (behaviour: ReadBehaviour, record: StoredRecord, on: boolean) =>
      toggleStep(behaviour, record, on, lifecycle);
    const write = (record: StoredRecord, step: ToggleStep) =>
      step.kind === 'update'
        ? source.update(entity.name, record.id, step.values, latest(record).version)
        : source.act(entity.name, record.id, step.action, latest(record).version);
    return {
      create: (values) =>
        inTurn(`The new ${entity.name} was not added`, () => source.create(entity.name, values)),
      update: (record, values) =>
        inTurn(`${label(record)} was not saved`, () =>
          source.update(entity.name, record.id, values, latest(record).version),
        ),
      act: (record, action) =>
        inTurn(`${label(record)} was not changed`, () =>
          source.act(entity.name, record.id, action, latest(record).version),
        ),
      remove: (record) =>
        inTurn(`${label(record)} was not deleted`, () => source.remove(entity.name, record.id)),
      toggle: (behaviour, record, on) =>
        inTurn(`${label(record)} was not changed`, () => {
          // Decided when its turn comes, on the record as the writes before it left it.
          const step = stepOf(behaviour, latest(record), on);
          return step ? write(record, step) : Promise.resolve({ ok: true, value: undefined });
        }),
      updateMany: source.updateMany
        ? (changes, options) => {
            // After the writes asked for before it, on the records as they left them.
            const run = queue.current.then(() =>
              source.updateMany!(
                entity.name,
                changes.map(({ record, values }) => ({
                  id: record.id,
                  values,
                  version: latest(record).version,
                })),
                options,
              ),
            );
            queue.current = run.catch(() => undefined);
            return run;
          }
        : undefined,
      stepOf,
      problem,
      setProblem,
    };
  }, [entity, lifecycle, source, inTurn, problem]);
}
