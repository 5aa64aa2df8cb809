// The public surface of @specrun/runtime.
export type { FieldKindBehaviour, FieldValue } from './fields/fieldKinds.ts';
export {
  compareFieldValues,
  defaultFieldValue,
  FIELD_KINDS,
  formatFieldValue,
  isFieldValue,
  parseFieldValue,
} from './fields/fieldKinds.ts';
export type {
  AsideValue,
  PutManyOptions,
  RecordStore,
  StoreChange,
  StoredRecord,
} from './storage/RecordStore.ts';
export { MemoryRecordStore } from './storage/MemoryRecordStore.ts';
export { DexieRecordStore } from './storage/DexieRecordStore.ts';
export type { DexieStoreOptions } from './storage/DexieRecordStore.ts';
export type { MigrationNote } from './migrate/migrateRecord.ts';
export { migrateRecord } from './migrate/migrateRecord.ts';
export type { DataDocument, RecordsDocument } from './transfer/exportRecords.ts';
export {
  CSV_META_COLUMNS,
  exportDataJson,
  exportRecordsCsv,
  exportRecordsJson,
} from './transfer/exportRecords.ts';
export type { ImportContext, ImportProblem, ImportResult } from './transfer/importRecords.ts';
export { importRecordsCsv, importRecordsJson } from './transfer/importRecords.ts';
export type { FieldFilter, ListQuery, ListSort } from './query/queryRecords.ts';
export { defaultSort, filterKindOf, queryRecords, recordComparator } from './query/queryRecords.ts';
export type { DataShape, MigrationReport } from './migrate/migrateStore.ts';
export { dataShapeOf, migrateStore } from './migrate/migrateStore.ts';
export type { AppError, MessageValues } from './errors/AppError.ts';
export { appError, BUILTIN_ERRORS, fillMessage } from './errors/AppError.ts';
export type { DataSource, Outcome, ValuesInput } from './data/DataSource.ts';
export type { FieldCheckContext } from './data/checkFields.ts';
export { checkFields } from './data/checkFields.ts';
export type { LocalDataSourceOptions, WriteCheck } from './data/LocalDataSource.ts';
export { LocalDataSource } from './data/LocalDataSource.ts';
export type { Evaluation, ScopeBase } from './expressions/evaluateExpression.ts';
export { evaluateExpression, recordScope, scopeBase } from './expressions/evaluateExpression.ts';
export type { RoutePattern } from './app/matchRoute.ts';
export { fillRoute, matchRoute, parseRoute } from './app/matchRoute.ts';
export type { AppScreen, CompiledApp } from './app/compileApp.ts';
export { compileApp, findScreen, pathTo } from './app/compileApp.ts';
export type { BackReference } from './present/presentRecords.ts';
export {
  backReferences,
  displayValue,
  labelField,
  listColumns,
  recordLabel,
  refersTo,
} from './present/presentRecords.ts';
