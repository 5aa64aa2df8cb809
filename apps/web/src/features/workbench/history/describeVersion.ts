import type { SpecVersion } from '../storage/WorkbenchSpec.ts';

const when = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * A version in words: its number among the spec's versions (1 the first), what made it and when:
 * `Version 3, Autosaved, Nov 22, 12:41:07`.
 */
export function describeVersion(version: SpecVersion, number: number): string {
  const at = Number.isNaN(Date.parse(version.savedAt))
    ? ''
    : `, ${when.format(new Date(version.savedAt))}`;
  return `Version ${number}, ${version.note}${at}`;
}
