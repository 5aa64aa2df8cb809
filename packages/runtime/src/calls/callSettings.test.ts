import { describe, expect, it } from 'vitest';
import {
  callSettingsKey,
  checkBaseUrl,
  loadCallMode,
  loadFaults,
  MOCK_TARGET,
  saveCallMode,
  saveFaults,
  type SettingsStorage,
} from './callSettings.ts';
import { NO_FAULTS, normalizeFaults } from './FaultSettings.ts';

function memory(
  initial: Record<string, string> = {},
): SettingsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('call settings', () => {
  it('defaults to the mock and no faults', () => {
    const storage = memory();
    expect(loadCallMode('p1', storage)).toEqual(MOCK_TARGET);
    expect(loadFaults('p1', storage)).toEqual(NO_FAULTS);
  });

  it('remembers the mode, base URL and faults per place, under one key', () => {
    const storage = memory();
    saveCallMode('p1', { mode: 'live', baseUrl: 'https://api.example.com/v1' }, storage);
    const faults = { latencyMs: 500, failureRate: 0.25, failureStatus: 503, offline: true };
    saveFaults('p1', faults, storage);
    expect(loadCallMode('p1', storage)).toEqual({
      mode: 'live',
      baseUrl: 'https://api.example.com/v1',
    });
    expect(loadFaults('p1', storage)).toEqual(faults);
    expect(loadCallMode('p2', storage)).toEqual(MOCK_TARGET);
    expect(Object.keys(storage.data)).toEqual([callSettingsKey('p1')]);
    expect(callSettingsKey('p1')).toBe('specrun:calls:p1');
  });

  it('falls back to the defaults on garbage', () => {
    for (const text of [
      '{',
      '[]',
      'null',
      '42',
      '{"mode":"live"}',
      '{"mode":"live","baseUrl":"ftp://x"}',
    ]) {
      const storage = memory({ 'specrun:calls:p': text });
      expect(loadCallMode('p', storage)).toEqual(MOCK_TARGET);
      expect(loadFaults('p', storage)).toEqual(NO_FAULTS);
    }
    const storage = memory({
      'specrun:calls:p': JSON.stringify({
        faults: { latencyMs: -5, failureRate: 7, failureStatus: 99, offline: 'yes' },
      }),
    });
    expect(loadFaults('p', storage)).toEqual({ ...NO_FAULTS, failureRate: 1 });
  });

  it('survives storage that throws', () => {
    const refusing: SettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadCallMode('p', refusing)).toEqual(MOCK_TARGET);
    expect(() => saveFaults('p', NO_FAULTS, refusing)).not.toThrow();
  });

  it('works without any localStorage (Node)', () => {
    expect(loadFaults('p')).toEqual(NO_FAULTS);
    expect(() => saveCallMode('p', MOCK_TARGET)).not.toThrow();
  });
});

describe('checkBaseUrl', () => {
  it('keeps an http(s) URL without its trailing slash, query or fragment', () => {
    expect(checkBaseUrl(' https://api.example.com/v1/?x=1#y ')).toEqual({
      ok: true,
      url: 'https://api.example.com/v1',
    });
    expect(checkBaseUrl('http://127.0.0.1:8080')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080',
    });
    expect(checkBaseUrl('')).toEqual({ ok: true, url: '' });
  });

  it('refuses what is no http(s) URL', () => {
    expect(checkBaseUrl('api.example.com').ok).toBe(false);
    expect(checkBaseUrl('javascript:alert(1)').ok).toBe(false);
    expect(checkBaseUrl('https://me:secret@api.example.com').ok).toBe(false);
  });
});

describe('normalizeFaults', () => {
  it('clamps and rounds', () => {
    expect(normalizeFaults({ latencyMs: 1e9, failureRate: -1, failureStatus: 418.5 })).toEqual({
      latencyMs: 60_000,
      failureRate: 0,
      failureStatus: 500,
      offline: false,
    });
    expect(normalizeFaults(null)).toEqual(NO_FAULTS);
  });
});
