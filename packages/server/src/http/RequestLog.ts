/** One answered request, as the server logs it. */
export interface RequestLogEntry {
  /** ISO time the request came in. */
  time: string;
  method: string;
  /** The path and query asked for. */
  path: string;
  status: number;
  /** How long the answer took, in milliseconds. */
  ms: number;
  /** The bytes of the answer's body. */
  bytes: number;
}

/** How log lines are written: one line of text, or one JSON object, per request. */
export type LogFormat = 'text' | 'json';

/** One log line for an answered request (without its line break). */
export function formatLogLine(entry: RequestLogEntry, format: LogFormat): string {
  if (format === 'json') return JSON.stringify(entry);
  return `${entry.time} ${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(1)}ms ${entry.bytes}B`;
}
