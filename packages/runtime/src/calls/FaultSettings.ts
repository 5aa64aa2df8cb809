/** Faults injected into a spec's calls, to see how the app handles a slow or failing backend. */
export interface FaultSettings {
  /** Added before each call is sent, in milliseconds; it counts towards the call's timeout. */
  latencyMs: number;
  /** The share of calls, 0 to 1, answered with `failureStatus` instead of being sent. */
  failureRate: number;
  /** The status an injected failure answers with (100–599). */
  failureStatus: number;
  /** Every call fails as if there were no connection. */
  offline: boolean;
}

/** No faults: calls go out as they are. */
export const NO_FAULTS: Readonly<FaultSettings> = Object.freeze({
  latencyMs: 0,
  failureRate: 0,
  failureStatus: 500,
  offline: false,
});

/** The longest latency that can be added: one minute. */
export const MAX_LATENCY_MS = 60_000;

/**
 * Fault settings from anything (stored JSON, a form): each setting that is missing or not
 * sensible falls back to `NO_FAULTS`; latency is clamped to 0…`MAX_LATENCY_MS`, the rate to 0…1.
 */
export function normalizeFaults(raw: unknown): FaultSettings {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const latency = finite(given.latencyMs);
  const rate = finite(given.failureRate);
  const status = finite(given.failureStatus);
  return {
    latencyMs:
      latency === undefined ? NO_FAULTS.latencyMs : Math.round(clamp(latency, 0, MAX_LATENCY_MS)),
    failureRate: rate === undefined ? NO_FAULTS.failureRate : clamp(rate, 0, 1),
    failureStatus:
      status !== undefined && Number.isInteger(status) && status >= 100 && status <= 599
        ? status
        : NO_FAULTS.failureStatus,
    offline: given.offline === true,
  };
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
