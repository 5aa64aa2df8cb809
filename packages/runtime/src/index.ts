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
  PageOptions,
  PutManyOptions,
  RecordStore,
  StoreChange,
  StoredRecord,
} from './storage/RecordStore.ts';
export { MemoryRecordStore } from './storage/MemoryRecordStore.ts';
export { DexieRecordStore } from './storage/DexieRecordStore.ts';
export { storeAfter } from './storage/storeAfter.ts';
export type { DexieStoreOptions } from './storage/DexieRecordStore.ts';
export type { MigrationNote } from './migrate/migrateRecord.ts';
export { migrateRecord } from './migrate/migrateRecord.ts';
export type { DataDocument, RecordsDocument } from './import-export/exportRecords.ts';
export {
  CSV_META_COLUMNS,
  exportDataJson,
  exportRecordsCsv,
  exportRecordsJson,
} from './import-export/exportRecords.ts';
// Import (transfer/): one entity's records, or a whole spec's data; all or nothing.
export type {
  ImportContext,
  ImportedRecord,
  ImportProblem,
  ImportResult,
} from './import-export/ImportProblem.ts';
export { importRecordsCsv, importRecordsJson } from './import-export/importRecords.ts';
export type { DataImportContext } from './import-export/importDataJson.ts';
export { importDataJson } from './import-export/importDataJson.ts';
export { referencedEntities } from './import-export/collectRecords.ts';
export { referencedIds } from './labels/referencedIds.ts';
export type { RecordsFormat } from './import-export/fileFormat.ts';
export { recordsFormatOf } from './import-export/fileFormat.ts';
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
export { prepareSort } from './query/sortIndex.ts';
export type { WhereOutcome } from './query/filterWhere.ts';
export { filterWhere } from './query/filterWhere.ts';
export type { FilterChoice } from './query/filterChoices.ts';
export { filterChoices, statesOf } from './query/filterChoices.ts';
export type { DataShape, MigrationReport } from './migrate/migrateStore.ts';
export { dataShapeOf, migrateStore } from './migrate/migrateStore.ts';
export type { AppError, MessageValues } from './errors/AppError.ts';
export { appError, BUILTIN_ERRORS, fillMessage } from './errors/AppError.ts';
export { mayPassOnRetry } from './errors/retry.ts';
export type { DataSource, Outcome, ValuesInput } from './data/DataSource.ts';
export type { ListRead, ListReader, ReadInStepsOptions } from './data/readListInSteps.ts';
export {
  FIRST_PAGE_SIZE,
  firstPageAnswers,
  firstPageFor,
  readListInSteps,
  refreshListRead,
} from './data/readListInSteps.ts';
export type { FieldCheckContext } from './data/checkFields.ts';
export { checkFields } from './data/checkFields.ts';
export type {
  ImportWrite,
  ImportWriteOptions,
  LocalDataSourceOptions,
  Write,
  WriteBatch,
  WriteCheck,
} from './data/LocalDataSource.ts';
export { LocalDataSource } from './data/LocalDataSource.ts';
export type { Evaluation, ScopeBase } from './expressions/evaluateExpression.ts';
export { evaluateExpression, recordScope, scopeBase } from './expressions/evaluateExpression.ts';
export type { RoutePattern } from './app/matchRoute.ts';
export { fillRoute, matchRoute, parseRoute } from './app/matchRoute.ts';
export type { AppScreen, CompiledApp } from './app/compileApp.ts';
export { compileApp, findScreen, pathTo } from './app/compileApp.ts';
export type { DateTimeFormatOptions } from './labels/formatDateTime.ts';
export { formatDateTime, formatTimeOfDay } from './labels/formatDateTime.ts';
export type { BackReference } from './labels/presentRecords.ts';
export {
  backReferences,
  displayValue,
  labelField,
  listColumns,
  recordLabel,
  refersTo,
} from './labels/presentRecords.ts';
export type { LabelIndex } from './labels/referenceLabels.ts';
export {
  buildLabelIndex,
  cellText,
  isLoaded,
  NOT_LOADED_MARK,
  referenceLabel,
  referenceTarget,
  referenceText,
  USER_ENTITY,
} from './labels/referenceLabels.ts';
export type { LabelFailure, ReferenceLabels } from './labels/readReferenceLabels.ts';
export type { EachList, ListFailure } from './data/listEach.ts';
export { listEach } from './data/listEach.ts';
export { describeLabelFailure, readReferenceLabels } from './labels/readReferenceLabels.ts';
export type { ReferringGroup } from './labels/referringRecords.ts';
export {
  describeReferring,
  readReferringRecords,
  referringEntities,
  referringRecords,
} from './labels/referringRecords.ts';
export { nameWords } from './labels/nameWords.ts';
export { fieldLabel, stateWords } from './labels/fieldLabel.ts';
export type { EntityNoun } from './labels/entityNoun.ts';
export { entityNoun, pluralOf } from './labels/entityNoun.ts';

// Dashboards and boards: counts and groups by enum and state values (overview/).
export { boardField, groupFields } from './boards/fieldValues.ts';
export type { RecordGroup } from './boards/groupRecords.ts';
export type { EntitySummary, FieldCounts, ValueCount } from './boards/summarizeRecords.ts';
export { summarizeRecords, summarizeSpec } from './boards/summarizeRecords.ts';
export type { Board } from './boards/boardOf.ts';
export { boardOf } from './boards/boardOf.ts';

// Forms: what inputs hold, how they become values, and a form's state (issue 3).
export type { FormInputKind, InputReading, InputValue } from './forms/formInputs.ts';
export { FORM_INPUTS, inputOf, readInput } from './forms/formInputs.ts';
export { fromLocalDateTime, toLocalDateTime } from './forms/dateTimeInput.ts';
export type { FormInputs, FormMode, FormValues, InitialInputsOptions } from './forms/formValues.ts';
export { buildValues, initialInputs, sameInput } from './forms/formValues.ts';
export type { PlacedErrors } from './forms/placeErrors.ts';
export { errorText, placeErrors } from './forms/placeErrors.ts';
export { FormStore } from './forms/FormStore.ts';
export type { RebasedForm } from './forms/rebaseForm.ts';
export { rebaseForm } from './forms/rebaseForm.ts';
export type { FormTarget } from './forms/submitForm.ts';
export { submitForm } from './forms/submitForm.ts';

// Validation (rules/): point 3's field constraints and point 5's rules, compiled once per spec,
// checked on every write, on actions and live in forms, over incremental indexes (issue 4).
export type {
  FormCheck,
  FormCheckTarget,
  RuleBookOptions,
  RuleCheck,
  RuleTarget,
  RuleTrigger,
} from './rules/RuleBook.ts';
export { RuleBook } from './rules/RuleBook.ts';
export type { FormChecker } from './rules/FormChecker.ts';
export { LiveForm } from './forms/LiveForm.ts';
export type { LiveChecker } from './forms/LiveForm.ts';
export type { CompiledRule, CompiledRules } from './rules/compileRules.ts';
export { compileRules } from './rules/compileRules.ts';
export type { FieldFindings, Reference } from './rules/fieldConstraints.ts';
export { checkFieldValues } from './rules/fieldConstraints.ts';

// Lifecycles of point 4 (XState) and roles and permissions of point 6 (CASL), issue 5.
export type { HistoryEntry } from './storage/RecordStore.ts';
export type {
  CompiledLifecycle,
  LifecycleEvent,
  LifecycleTransition,
} from './lifecycle/compileLifecycle.ts';
export type { LifecycleMachine } from './lifecycle/lifecycleMachine.ts';
export { compileLifecycle, compileLifecycles } from './lifecycle/compileLifecycle.ts';
export type {
  ConditionBase,
  ConditionOutcome,
  ConditionRecord,
} from './lifecycle/evaluateCondition.ts';
export { conditionBase, conditionScope, evaluateCondition } from './lifecycle/evaluateCondition.ts';
export type {
  ActionAvailability,
  ActionContext,
  ActionRuleCheck,
  Refusal,
  RefusalKind,
} from './lifecycle/availableActions.ts';
export { refusalText } from './lifecycle/refusalText.ts';
export {
  actionAvailability,
  availableActions,
  holdsRole,
  stateOf,
  transitionFrom,
} from './lifecycle/availableActions.ts';
export type { ActionStep } from './lifecycle/takeAction.ts';
export { applyAction, takeAction } from './lifecycle/takeAction.ts';
export type {
  BoardBlock,
  BoardMove,
  BoardMoves,
  BoardTarget,
  RefusedMove,
} from './lifecycle/boardMoves.ts';
export { boardMoves } from './lifecycle/boardMoves.ts';
export {
  actorInProse,
  defaultUser,
  EVERY_ROLE_USER_ID,
  EVERY_ROLE_USER_NAME,
  rolesOf,
  sampleUsers,
  userInProse,
} from './access/sampleUsers.ts';
export type { AccessAbilities, AccessSubject, SpecAbility } from './access/compileAbility.ts';
export { compileAbility, permissionRules } from './access/compileAbility.ts';
export type { AccessOptions } from './access/Access.ts';
export { Access, createAccess, RECORD_ACTIONS } from './access/Access.ts';
export type {
  AccessDataSourceOptions,
  AsyncActionRuleCheck,
  TransitionWriter,
} from './access/AccessDataSource.ts';
export { AccessDataSource, storeTransitionWriter } from './access/AccessDataSource.ts';
export { accessWriteCheck, checkWrite } from './access/accessWriteCheck.ts';
export type { MatrixCell, MatrixEntity, PermissionMatrix } from './access/permissionMatrix.ts';
export { permissionMatrix } from './access/permissionMatrix.ts';
export type { BackendDuty, CallOperation } from './access/backendDuties.ts';
export { backendDuties, entityOfCall } from './access/backendDuties.ts';

// What lists do besides listing (point 2's list behaviours, lists/).
export type { ScreenBehaviour, ScreenBehaviours } from './lists/screenBehaviours.ts';
export { screenBehaviours } from './lists/screenBehaviours.ts';
export { countLabel } from './lists/countLabel.ts';
export type { InlineSave } from './lists/inlineText.ts';
export { addedText, editedText } from './lists/inlineText.ts';
export type { ToggleStep } from './lists/toggleOf.ts';
export { allToggled, isToggled, toggleStep } from './lists/toggleOf.ts';
export type { BulkOptions, BulkResult } from './lists/runBulk.ts';
export { runBulk } from './lists/runBulk.ts';
export { listWhenHolds, matchingRecords, rowWhenHolds } from './lists/listConditions.ts';

// The spec's sample records, with which a new place starts (samples/).
export type { SampleProblem } from './samples/sampleRecords.ts';
export { sampleRecords } from './samples/sampleRecords.ts';
export type { SamplesNote } from './samples/seedSamples.ts';
export { samplesNote, seedSamples } from './samples/seedSamples.ts';
export type {
  GeneratedEntity,
  GenerateOptions,
  GenerateResult,
  GenerationTarget,
} from './samples/generateRecords.ts';
export { describeGeneration, generateRecords } from './samples/generateRecords.ts';
export { localGenerationTarget } from './samples/localGeneration.ts';
