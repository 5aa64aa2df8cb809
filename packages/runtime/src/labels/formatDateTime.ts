const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Options of `formatDateTime`. */
export interface DateTimeFormatOptions {
  /** Whether the seconds are shown (a record's history, a spec's versions); default false. */
  seconds?: boolean;
}

/**
 * A moment as every screen shows it to people, whatever the browser's language: the ISO date and
 * the 24-hour time where the app runs, as the form's date-time inputs and `today` take them,
 * with the offset from UTC named: `2026-11-22 23:55 UTC`, `2026-11-23 12:55 UTC+13`
 * (`23:55:38` with seconds). Text that is no date is given back as it is. Exports keep their ISO
 * form; this is for reading only.
 */
export function formatDateTime(
  value: string | number | Date,
  options: DateTimeFormatOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${timeOf(date, options.seconds ?? false)} ${zoneOf(date)}`;
}

/** The time of day of a moment, as `formatDateTime` writes it: `23:55:38 UTC`. */
export function formatTimeOfDay(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${timeOf(date, true)} ${zoneOf(date)}`;
}

function timeOf(date: Date, seconds: boolean): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return seconds ? `${time}:${pad(date.getSeconds())}` : time;
}

/** `UTC`, or the local offset from it at that moment: `UTC+13`, `UTC-3:30`. */
function zoneOf(date: Date): string {
  const ahead = -date.getTimezoneOffset();
  if (ahead === 0) return 'UTC';
  const minutes = Math.abs(ahead) % 60;
  const hours = Math.floor(Math.abs(ahead) / 60);
  return `UTC${ahead > 0 ? '+' : '-'}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
}
