import { formatDateTime } from '@specrun/runtime';
import type { SpecVersion } from '../storage/WorkbenchSpec.ts';

/**
 * A version in words: its number among the spec's versions (1 the first), what made it and when:
 * `Version 3, Autosaved, 2026-11-22 12:41:07 UTC`.
 */
export function describeVersion(version: SpecVersion, number: number): string {
  const at = Number.isNaN(Date.parse(version.savedAt))
    ? ''
    : `, ${formatDateTime(version.savedAt, { seconds: true })}`;
  return `Version ${number}, ${version.note}${at}`;
}
