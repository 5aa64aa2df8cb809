import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from './dateTimeInput.ts';

describe('datetime inputs', () => {
  it('reads local wall-clock text as the same instant in UTC', () => {
    const iso = fromLocalDateTime('2026-06-15T10:30');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    const local = new Date(iso!);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2026, 5, 15]);
    expect([local.getHours(), local.getMinutes()]).toEqual([10, 30]);
  });

  it.each(['2026-06-15T10:30', '2026-01-10T23:59:07', '2026-01-10T00:00:00.250'])(
    'writes %s back as it read it',
    (text) => {
      expect(toLocalDateTime(fromLocalDateTime(text)!)).toBe(text);
    },
  );

  it('keeps seconds in what it shows only when the value has them', () => {
    const withSeconds = fromLocalDateTime('2026-06-15T10:30:05')!;
    expect(toLocalDateTime(withSeconds)).toBe('2026-06-15T10:30:05');
    expect(toLocalDateTime(fromLocalDateTime('2026-06-15T10:30')!)).toBe('2026-06-15T10:30');
  });

  it.each(['', '2026-02-30T10:00', '2026-06-15T24:00', '2026-06-15 10:00', '10:00', 'soon'])(
    'refuses %j',
    (text) => {
      expect(fromLocalDateTime(text)).toBeUndefined();
    },
  );

  it('shows text that is not a datetime as it is, so nothing the user had is hidden', () => {
    expect(toLocalDateTime('not a date')).toBe('not a date');
  });
});
