// The client side of a spec's calls (`@specrun/runtime/calls`): a data source that reads and
// writes through point 7's calls, to the mock backend or a live server, with a call log, answer
// conformance checks and fault injection.
export type { CallsConnection, CallsLayer } from './connectCalls.ts';
export { connectCalls } from './connectCalls.ts';
export type { HostServer } from './HostServer.ts';
export { devCredentials } from './HostServer.ts';
export type { CallLogEntry } from './CallLog.ts';
export { CallLog } from './CallLog.ts';
export type { CallTarget } from './callSettings.ts';
export {
  callSettingsKey,
  checkBaseUrl,
  loadCallMode,
  loadFaults,
  saveCallMode,
  saveFaults,
} from './callSettings.ts';
export type { FaultSettings } from './FaultSettings.ts';
export { MAX_LATENCY_MS } from './FaultSettings.ts';
export type { Transport } from './sendCall.ts';
export { fetchTransport } from './sendCall.ts';
export { unansweredFields } from './wireShapes.ts';
