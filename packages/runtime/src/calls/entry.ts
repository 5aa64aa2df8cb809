// The client side of a spec's calls (`@specrun/runtime/calls`): a data source that reads and
// writes through point 7's calls, to the mock backend or a live server, with a call log, answer
// conformance checks and fault injection (issue 6).
export type { CallDataSourceOptions, LocalSource, RuleCheckingSource } from './CallDataSource.ts';
export { CallDataSource } from './CallDataSource.ts';
export type { CallsConnection, CallsLayer } from './connectCalls.ts';
export { connectCalls } from './connectCalls.ts';
export { CallError, isCallError, needsSignIn } from './CallError.ts';
export type { CallLogEntry, CallLogExport, CallMode } from './CallLog.ts';
export { CALL_LOG_LIMIT, CallLog } from './CallLog.ts';
export type { CheckAnswerOptions } from './checkAnswer.ts';
export { checkAnswer } from './checkAnswer.ts';
export { callTimeout, DEFAULT_CALL_TIMEOUT_MS, timeoutConstant } from './callTimeout.ts';
export type { CallTarget, SettingsStorage } from './callSettings.ts';
export {
  callSettingsKey,
  checkBaseUrl,
  loadCallMode,
  loadFaults,
  MOCK_TARGET,
  saveCallMode,
  saveFaults,
} from './callSettings.ts';
export type { FaultSettings } from './FaultSettings.ts';
export { hasNoFaults, MAX_LATENCY_MS, NO_FAULTS, normalizeFaults } from './FaultSettings.ts';
export type { Exchange, SendContext, Transport } from './sendCall.ts';
export { fetchTransport, sendCall } from './sendCall.ts';
export type { RequestParts } from './buildRequest.ts';
export { buildRequest, callUrl } from './buildRequest.ts';
export { ASSUMPTION_HEADER, RECORD_HEADER, USER_HEADER } from './wireHeaders.ts';
export { decodeRecord, decodeRecordList, versionOf } from './decodeRecord.ts';
export type { ErrorContext } from './decodeErrors.ts';
export { decodeErrors, networkError } from './decodeErrors.ts';
export type { ErrorBodyShape, RawError } from './readErrorBody.ts';
export { readErrorBody } from './readErrorBody.ts';
export { codeForStatus } from './codeForStatus.ts';
