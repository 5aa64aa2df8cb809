import { normalizeFaults, NO_FAULTS, type FaultSettings } from './FaultSettings.ts';

/** Where a spec's calls go: the mock backend in the page, or a live server at `baseUrl`. */
export interface CallTarget {
  mode: 'mock' | 'live';
  /** The live server's base URL (`https://api.example.com/v1`); kept while in mock mode too. */
  baseUrl: string;
}

/** The calls go to the mock backend until the user chooses a live server. */
export const MOCK_TARGET: Readonly<CallTarget> = Object.freeze({ mode: 'mock', baseUrl: '' });

/** The part of `localStorage` the settings use; tests pass their own. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The `localStorage` key of a place's call settings. */
export function callSettingsKey(place: string): string {
  return `specrun:calls:${place}`;
}

/** The call target remembered for a spec's place; `MOCK_TARGET` when none is (or it is garbage). */
export function loadCallMode(place: string, storage?: SettingsStorage): CallTarget {
  const stored = readSettings(place, storage);
  const baseUrl = typeof stored.baseUrl === 'string' ? stored.baseUrl : '';
  const checked = checkBaseUrl(baseUrl);
  const url = checked.ok ? checked.url : '';
  return { mode: stored.mode === 'live' && url !== '' ? 'live' : 'mock', baseUrl: url };
}

/** Remembers a spec's call target on this device (nothing happens when storage is refused). */
export function saveCallMode(place: string, target: CallTarget, storage?: SettingsStorage): void {
  writeSettings(place, { mode: target.mode, baseUrl: target.baseUrl }, storage);
}

/** The fault settings remembered for a spec's place; `NO_FAULTS` when none are. */
export function loadFaults(place: string, storage?: SettingsStorage): FaultSettings {
  const stored = readSettings(place, storage);
  return stored.faults === undefined ? { ...NO_FAULTS } : normalizeFaults(stored.faults);
}

/** Remembers a spec's fault settings on this device. */
export function saveFaults(place: string, faults: FaultSettings, storage?: SettingsStorage): void {
  writeSettings(place, { faults: normalizeFaults(faults) }, storage);
}

/**
 * Reads a base URL as typed: an absolute `http:` or `https:` URL, kept without its trailing
 * slash, query or fragment; `''` stays `''` (no live server).
 */
export function checkBaseUrl(
  text: string,
): { ok: true; url: string } | { ok: false; problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, url: '' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: `${trimmed} is not a URL; write it as https://host/path.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: `${trimmed} is not an http or https URL.` };
  if (url.username !== '' || url.password !== '')
    return { ok: false, problem: 'Leave the user name and password out of the URL.' };
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

function defaultStorage(): SettingsStorage | undefined {
  try {
    return (globalThis as { localStorage?: SettingsStorage }).localStorage;
  } catch {
    return undefined; // Storage may be refused (private mode): nothing is remembered.
  }
}

function readSettings(place: string, storage?: SettingsStorage): Record<string, unknown> {
  try {
    const text = (storage ?? defaultStorage())?.getItem(callSettingsKey(place));
    if (text === null || text === undefined) return {};
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function writeSettings(
  place: string,
  changes: Record<string, unknown>,
  storage?: SettingsStorage,
): void {
  const next = { ...readSettings(place, storage), ...changes };
  try {
    (storage ?? defaultStorage())?.setItem(callSettingsKey(place), JSON.stringify(next));
  } catch {
    // Not remembered: the settings last until the page is left.
  }
}
