const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A server time (ISO 8601) as the person's locale writes a date and a time to the minute, in the
 * browser's time zone. Unreadable input is returned as it came rather than "Invalid Date".
 */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}
