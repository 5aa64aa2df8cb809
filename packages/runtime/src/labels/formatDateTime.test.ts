import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeOfDay } from './formatDateTime.ts';

const zone = process.env['TZ'];
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('formatDateTime', () => {
  // Regression: the app showed "2026-11-22 23:55 UTC", "22/11/2026, 23:59:38" and
  // "Nov 23, 2026, 12:07 AM" on its screens; every date-time now reads one way.
  it('writes the ISO date and the 24-hour time in UTC, seconds on request', () => {
    process.env['TZ'] = 'UTC';
    expect(formatDateTime('2026-11-22T23:55:38.120Z')).toBe('2026-11-22 23:55 UTC');
    expect(formatDateTime('2026-11-22T23:55:38.120Z', { seconds: true })).toBe(
      '2026-11-22 23:55:38 UTC',
    );
    expect(formatDateTime('2026-11-23T01:07:00+02:00')).toBe('2026-11-22 23:07 UTC');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 7, 3)))).toBe('2026-01-05 07:03 UTC');
  });

  it('writes the time where the app runs, with its offset, as the date-time inputs take it', () => {
    process.env['TZ'] = 'Pacific/Auckland';
    expect(formatDateTime('2026-11-22T23:55:38Z')).toBe('2026-11-23 12:55 UTC+13');
    expect(formatDateTime('2026-06-01T00:00:00Z')).toBe('2026-06-01 12:00 UTC+12');
    process.env['TZ'] = 'America/St_Johns';
    expect(formatDateTime('2026-11-22T23:55:38Z', { seconds: true })).toBe(
      '2026-11-22 20:25:38 UTC-3:30',
    );
    expect(formatTimeOfDay('2026-11-22T23:55:38Z')).toBe('20:25:38 UTC-3:30');
  });

  it('gives text that is no date back as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('writes a time of day the same way', () => {
    process.env['TZ'] = 'UTC';
    expect(formatTimeOfDay('2026-11-22T09:05:07Z')).toBe('09:05:07 UTC');
  });
});
