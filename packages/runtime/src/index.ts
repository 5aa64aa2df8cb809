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
// Import (transfer/): one entity's records, or a whole spec's data; all or nothing.
export type { ImportContext, ImportProblem, ImportResult } from './transfer/ImportProblem.ts';
export { importRecordsCsv, importRecordsJson } from './transfer/importRecords.ts';
export type { DataImportContext } from './transfer/importDataJson.ts';
export { importDataJson } from './transfer/importDataJson.ts';
export { referencedEntities } from './transfer/collectRecords.ts';
export type { FieldFilter, ListQuery, ListSort, QueryOptions } from './query/queryRecords.ts';
export {
  defaultSort,
  filterKindOf,
  prepareSearch,
  queryRecords,
  recordComparator,
} from './query/queryRecords.ts';
export type { SortOptions } from './query/sortRecords.ts';
export { sortRecords } from './query/sortRecords.ts';
export type { WhereOutcome } from './query/filterWhere.ts';
export { filterWhere } from './query/filterWhere.ts';
export type { FilterChoice } from './query/filterChoices.ts';
export { filterChoices, statesOf } from './query/filterChoices.ts';
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
export type { LabelIndex } from './present/referenceLabels.ts';
export {
  buildLabelIndex,
  cellText,
  referenceLabel,
  referenceTarget,
  USER_ENTITY,
} from './present/referenceLabels.ts';
export type { ReferringGroup } from './present/referringRecords.ts';
export { referringRecords } from './present/referringRecords.ts';
export type { EntityNoun } from './present/entityNoun.ts';
export { entityNoun, pluralOf } from './present/entityNoun.ts';

// Dashboards and boards: counts and groups by enum and state values (overview/).
export { boardField, groupFields } from './overview/fieldValues.ts';
export type { RecordGroup } from './overview/groupRecords.ts';
export type { EntitySummary, FieldCounts, ValueCount } from './overview/summarizeRecords.ts';
export { summarizeRecords, summarizeSpec } from './overview/summarizeRecords.ts';
export type { Board } from './overview/boardOf.ts';
export { boardOf } from './overview/boardOf.ts';

// Forms: what inputs hold, how they become values, and a form's state (issue 3).
export type { FormInputKind, InputReading, InputValue } from './forms/formInputs.ts';
export { FORM_INPUTS, inputOf, readInput } from './forms/formInputs.ts';
export { fromLocalDateTime, toLocalDateTime } from './forms/dateTimeInput.ts';
export type { FormInputs, FormMode, FormValues, InitialInputsOptions } from './forms/formValues.ts';
export { buildValues, initialInputs, sameInput } from './forms/formValues.ts';
export type { PlacedErrors } from './forms/placeErrors.ts';
export { errorText, placeErrors } from './forms/placeErrors.ts';
export { FormStore } from './forms/FormStore.ts';
export type { FormTarget } from './forms/submitForm.ts';
export { submitForm } from './forms/submitForm.ts';
