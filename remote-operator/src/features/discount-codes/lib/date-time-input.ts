const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/**
 * A datetime-local input's value ('2025-04-01T09:00', the operator's own wall
 * clock) as the API takes it: ISO 8601 with the operator's offset
 * ('2025-04-01T09:00:00+01:00'), so the moment is the one they meant. Null
 * when it is not a date and time.
 */
export function isoFromDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${day}T${time}${zone}`;
}
