import type { Entity, Spec } from '@specrun/spec';
import { appError, type AppError } from '../errors/AppError.ts';
import { defaultFieldValue } from '../fields/fieldKinds.ts';
import type { RecordStore, StoreChange, StoredRecord } from '../storage/RecordStore.ts';
import { checkFields } from './checkFields.ts';
import type { DataSource, Outcome, ValuesInput } from './DataSource.ts';

/** A check run before every write, after the field checks; later issues add rules and permissions. */
export type WriteCheck = (write: {
  entity: Entity;
  record: StoredRecord;
  previous?: StoredRecord;
}) => AppError[] | Promise<AppError[]>;

/** Options of `LocalDataSource`; `now` and `newId` default to the clock and random UUIDs. */
export interface LocalDataSourceOptions {
  now?: () => string;
  newId?: () => string;
  checks?: WriteCheck[];
}

/** A `DataSource` that keeps records in the spec's own `RecordStore` (IndexedDB by default). */
export class LocalDataSource implements DataSource {
  private readonly now: () => string;
  private readonly newId: () => string;
  private readonly checks: WriteCheck[];

  constructor(
    private readonly spec: Spec,
    private readonly store: RecordStore,
    options: LocalDataSourceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date().toISOString());
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.checks = options.checks ?? [];
  }

  list(entity: string): Promise<StoredRecord[]> {
    return this.store.list(entity);
  }

  async get(entity: string, id: string): Promise<Outcome<StoredRecord>> {
    const record = await this.store.get(entity, id);
    return record ? { ok: true, value: record } : this.fail('NOT_FOUND');
  }

  async create(entityName: string, input: ValuesInput): Promise<Outcome<StoredRecord>> {
    const entity = this.entity(entityName);
    if (!entity) return this.fail('NOT_FOUND');
    const values: StoredRecord['values'] = {};
    for (const field of entity.fields) {
      const fallback = defaultFieldValue(field);
      if (fallback !== undefined) values[field.name] = fallback;
    }
    const state = this.stateField(entity);
    const initial = this.spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
    for (const [name, value] of Object.entries(input)) {
      if (name === state) continue;
      if (value === null) delete values[name];
      else values[name] = value;
    }
    if (state && initial) values[state] = initial;
    const now = this.now();
    const record: StoredRecord = {
      entity: entity.name,
      id: this.newId(),
      values,
      aside: {},
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    return this.write(entity, record);
  }

  async update(
    entityName: string,
    id: string,
    input: ValuesInput,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const entity = this.entity(entityName);
    const previous = entity && (await this.store.get(entity.name, id));
    if (!entity || !previous) return this.fail('NOT_FOUND');
    if (previous.version !== version) return this.fail('CONFLICT');
    const state = this.stateField(entity);
    const values = { ...previous.values };
    for (const [name, value] of Object.entries(input)) {
      if (name === state && value !== previous.values[name])
        return this.fail('STATE_BY_ACTION', { field: name }, name);
      if (value === null) delete values[name];
      else values[name] = value;
    }
    const record: StoredRecord = {
      ...previous,
      values,
      version: previous.version + 1,
      updatedAt: this.now(),
    };
    return this.write(entity, record, previous);
  }

  async remove(entity: string, id: string): Promise<Outcome<void>> {
    return (await this.store.remove(entity, id))
      ? { ok: true, value: undefined }
      : this.fail('NOT_FOUND');
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    return this.store.subscribe(listener);
  }

  private async write(
    entity: Entity,
    record: StoredRecord,
    previous?: StoredRecord,
  ): Promise<Outcome<StoredRecord>> {
    const context = { catalogue: this.spec.errors, users: this.spec.users, store: this.store };
    const errors = await checkFields(entity, record.values, context);
    for (const check of this.checks)
      errors.push(...(await check(previous ? { entity, record, previous } : { entity, record })));
    if (errors.length > 0) return { ok: false, errors };
    try {
      await this.store.put(record);
    } catch (error) {
      return this.fail('STORAGE', {
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    return { ok: true, value: record };
  }

  private entity(name: string): Entity | undefined {
    return this.spec.entities.find((e) => e.name === name);
  }

  private stateField(entity: Entity): string | undefined {
    return entity.fields.find((f) => f.type.kind === 'state')?.name;
  }

  private fail(
    code: string,
    values: Record<string, string> = {},
    field?: string,
  ): { ok: false; errors: AppError[] } {
    return { ok: false, errors: [appError(code, this.spec.errors, values, field)] };
  }
}
