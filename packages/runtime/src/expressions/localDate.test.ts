import { afterEach, describe, expect, it } from 'vitest';
import { localDate } from './localDate.ts';

const zone = process.env['TZ'];

afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('localDate', () => {
  it('is the date where the app runs, not the UTC date', () => {
    const instant = new Date('2026-11-22T22:12:00Z');
    process.env['TZ'] = 'Pacific/Auckland';
    expect(localDate(instant)).toBe('2026-11-23');
    process.env['TZ'] = 'America/Los_Angeles';
    expect(localDate(instant)).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
    process.env['TZ'] = 'UTC';
    expect(localDate(new Date('0999-01-05T00:00:00Z'))).toBe('0999-01-05');
  });
});
