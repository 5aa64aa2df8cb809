const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Writes a stored datetime (ISO, usually UTC) as the local wall-clock text a
 * `datetime-local` input shows: `2026-11-22T11:30`, with seconds only when it has them.
 */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const base =
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const seconds = date.getSeconds();
  const millis = date.getMilliseconds();
  if (seconds === 0 && millis === 0) return base;
  return millis === 0 ? `${base}:${pad(seconds)}` : `${base}:${pad(seconds)}.${pad(millis, 3)}`;
}

/**
 * Reads the local wall-clock text of a `datetime-local` input as an ISO datetime in UTC
 * (`2026-11-22T10:30:00.000Z`), or `undefined` when it is not a real local date and time.
 */
export function fromLocalDateTime(text: string): string | undefined {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((p) => Number(p ?? 0));
  const millis = Number((match[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  if (hours! > 23 || minutes! > 59 || seconds! > 59) return undefined;
  const date = new Date(year!, month! - 1, day!, hours!, minutes!, seconds!, millis);
  // new Date() rolls 31 February over into March: a real date keeps its year, month and day.
  // Hours are not compared, so a time skipped by a daylight-saving change still reads.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day)
    return undefined;
  return date.toISOString();
}
