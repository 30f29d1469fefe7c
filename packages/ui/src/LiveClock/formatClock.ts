const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "GMT+8", "GMT+5:30", "GMT-9:30", "GMT+0" for an offset east of UTC in minutes. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offsetMinutes));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** The product's time format, yyyy-MM-dd HH:mm:ss, for an instant seen at a UTC offset. */
export function formatClockTime(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** The browser's own offset east of UTC at an instant (Date's sign is the other way round). */
export function localOffsetMinutes(epochMs: number): number {
  return -new Date(epochMs).getTimezoneOffset();
}
