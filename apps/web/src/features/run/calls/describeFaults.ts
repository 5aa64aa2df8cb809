import type { FaultSettings } from '@specrun/runtime/calls';

/** The faults in words, or `undefined` when none is injected. */
export function describeFaults(faults: FaultSettings): string | undefined {
  const parts: string[] = [];
  if (faults.offline) parts.push('offline');
  if (faults.failureRate > 0)
    parts.push(
      `${Math.round(faults.failureRate * 100)}% of calls fail with ${faults.failureStatus}`,
    );
  if (faults.latencyMs > 0) parts.push(`${faults.latencyMs} ms added to each call`);
  return parts.length === 0 ? undefined : parts.join(', ');
}
