const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A server time (ISO 8601) in the portal's one time format, yyyy-MM-dd hh:mm:ss on a 24-hour clock
 * (SPEC §9), in the browser's time zone. Unreadable input is returned as it came rather than
 * "Invalid Date".
 */
export function formatDateTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  return `${date} ${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
}
