// The public surface of @specrun/runtime.
export type { FieldValue, RangeInput } from './fields/kinds/types.ts';
export { kindOf } from './fields/kinds/registry.ts';
export type {
  PageOptions,
  PutManyOptions,
  RecordStore,
  StoreChange,
  StoredRecord,
} from './storage/RecordStore.ts';
export {
  abortError,
  checkPageOptions,
  CHUNK_SIZE,
  holdsValues,
  inIdOrder,
  isPastCursor,
  isStoreRefusal,
  StoreRefusal,
} from './storage/RecordStore.ts';
export type { CheckedRecordQuery, QueriedPage, RecordQuery } from './storage/RecordQuery.ts';
export { answerRecordQuery, checkRecordQuery } from './storage/RecordQuery.ts';
export { MemoryRecordStore } from './storage/MemoryRecordStore.ts';
export { DexieRecordStore } from './storage/DexieRecordStore.ts';
export {
  exportDataJson,
  exportRecordsCsv,
  exportRecordsJson,
} from './import-export/exportRecords.ts';
// Import and export (import-export/): one entity's records, or a whole spec's data.
export type { ImportedRecord, ImportProblem, ImportResult } from './import-export/ImportProblem.ts';
export { importRecordsCsv, importRecordsJson } from './import-export/importRecords.ts';
export { decodeImportBytes } from './import-export/decodeImportBytes.ts';
export { importDataJson } from './import-export/importDataJson.ts';
export { referencedEntities } from './import-export/collectRecords.ts';
export { referencedIds, referencedIdsOfAll } from './labels/referencedIds.ts';
export { readableById } from './labels/readableById.ts';
export type { RecordsFormat } from './import-export/fileFormat.ts';
export { recordsFormatOf } from './import-export/fileFormat.ts';
export type { FieldFilter, ListQuery, ListSort } from './query/queryRecords.ts';
export { defaultSort, filterKindOf, prepareSearch, queryRecords } from './query/queryRecords.ts';
export { prepareSort } from './query/sortIndex.ts';
export { entitiesNamedIn, filterWhere } from './query/filterWhere.ts';
export type { FilterChoice } from './query/filterChoices.ts';
export { filterChoices } from './query/filterChoices.ts';
export type { MigrationReport } from './migrate/migrateStore.ts';
export { migrateStore } from './migrate/migrateStore.ts';
export type { AppError } from './errors/AppError.ts';
export { appError, BUILTIN_ERRORS, fillMessage } from './errors/AppError.ts';
export { mayPassOnRetry } from './errors/retry.ts';
export type { BulkWrite, BulkWriteOptions, Outcome, ValuesInput } from './data/DataSource.ts';
export type { ListRead } from './data/readListInSteps.ts';
export {
  firstPageAnswers,
  firstPageFor,
  readListInSteps,
  refreshListRead,
} from './data/readListInSteps.ts';
export type { ImportWrite, ImportWriteOptions } from './data/LocalDataSource.ts';
export { LocalDataSource } from './data/LocalDataSource.ts';
export type { ScopeBase } from './expressions/evaluateExpression.ts';
export { scopeBase } from './expressions/evaluateExpression.ts';
export type { AppScreen, CompiledApp } from './app/compileApp.ts';
export { compileApp, findScreen, pathTo } from './app/compileApp.ts';
// The running app of a checked spec: one subscribable object over a store, a transport for its
// calls, a clock and the acting user.
export type { AccountForm, SpecApp, SpecAppState } from './app/openSpecApp.ts';
export { getByRouteParam } from './data/getByRouteParam.ts';
export { openSpecApp } from './app/openSpecApp.ts';
export { VISITOR_USER } from './access/signedInRoles.ts';
export { relationActions } from './access/relationActions.ts';
export { formatDateTime, formatTimeOfDay } from './labels/formatDateTime.ts';
export { displayValue, listColumns, recordLabel } from './labels/presentRecords.ts';
export type { LabelIndex } from './labels/referenceLabels.ts';
export {
  cellText,
  isLoaded,
  NOT_LOADED_MARK,
  referenceLabel,
  referenceTarget,
} from './labels/referenceLabels.ts';
export type { LabelFailure, ReferenceLabels, SeenRecords } from './labels/readReferenceLabels.ts';
export type { EachList } from './data/listEach.ts';
export { listEach } from './data/listEach.ts';
export { describeLabelFailure, readReferenceLabels } from './labels/readReferenceLabels.ts';
export type { ReferringGroup } from './labels/referringRecords.ts';
export {
  describeReferring,
  readReferringRecords,
  referringEntities,
} from './labels/referringRecords.ts';
export { nameWords } from './labels/nameWords.ts';
export { fieldLabel, stateWords } from './labels/fieldLabel.ts';
export type { EntityNoun } from './labels/entityNoun.ts';
export { entityNoun } from './labels/entityNoun.ts';

// Dashboards and boards: counts and groups by enum and state values (boards/).
export { boardField, groupFields } from './boards/fieldValues.ts';
export type { RecordGroup } from './boards/groupRecords.ts';
export type { EntitySummary } from './boards/summarizeRecords.ts';
export { summarizeRecords, summarizeSpec } from './boards/summarizeRecords.ts';
export type { Board } from './boards/boardOf.ts';
export { boardOf } from './boards/boardOf.ts';

// Forms: what inputs hold, how they become values, and a form's state.
export type { InputElement, InputValue } from './forms/formInputs.ts';
export { inputElementOf, inputOf, readInput } from './forms/formInputs.ts';
export { formFields } from './forms/formFields.ts';
export type { FormInputs } from './forms/formValues.ts';
export { initialInputs, sameInput } from './forms/formValues.ts';
export { errorText } from './forms/sortFormErrors.ts';
export { FormStore } from './forms/FormStore.ts';
export { rebaseForm } from './forms/rebaseForm.ts';
export type { FormTarget } from './forms/submitForm.ts';
export { submitForm } from './forms/submitForm.ts';

// Validation (rules/): point 3's field constraints and point 5's rules, compiled once per spec,
// checked on every write, on actions and live in forms, over incremental indexes.
export { RuleBook } from './rules/RuleBook.ts';
export { LiveForm } from './forms/LiveForm.ts';

// Lifecycles of point 4 (the table) and roles and permissions of point 6 (CASL).
export type { CompiledLifecycle } from './lifecycle/compileLifecycle.ts';
export type { ActionAvailability } from './lifecycle/availableActions.ts';
export { refusalText } from './lifecycle/refusalText.ts';
export type { BoardMove, BoardMoves, BoardTarget } from './lifecycle/boardMoves.ts';
export { boardMoves } from './lifecycle/boardMoves.ts';
export { actorInProse, defaultUser, userInProse } from './access/sampleUsers.ts';
export { Access, createAccess } from './access/Access.ts';
export { AccessDataSource, storeTransitionWriter } from './access/AccessDataSource.ts';
export { accessWriteGuard } from './access/accessWriteGuard.ts';
export type { MatrixCell, PermissionMatrix } from './access/permissionMatrix.ts';
export { permissionMatrix } from './access/permissionMatrix.ts';
// What lists do besides listing (point 2's list behaviours, lists/).
export type { ScreenBehaviour, ScreenBehaviours } from './lists/screenBehaviours.ts';
export { screenBehaviours } from './lists/screenBehaviours.ts';
export { countLabel } from './lists/countLabel.ts';
export { addedText } from './lists/inlineText.ts';
export { editedValue } from './lists/editedValue.ts';
export type { ToggleStep } from './lists/toggleOf.ts';
export { allToggled, isToggled, toggleStep } from './lists/toggleOf.ts';
export { runBulk } from './lists/runBulk.ts';
export { listWhenHolds, matchingRecords, rowWhenHolds } from './lists/listConditions.ts';

// The spec's sample records, with which a new place starts (samples/).
export type { SamplesNote } from './samples/seedSamples.ts';
export type { GenerateResult } from './samples/generateRecords.ts';
export { describeGeneration, generateRecords } from './samples/generateRecords.ts';
export { localGenerationTarget } from './samples/localGeneration.ts';
