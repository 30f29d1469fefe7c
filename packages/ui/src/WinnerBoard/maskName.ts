/**
 * Hides most of a player's name on public boards: the first two characters, three stars, and
 * the last character ("abcdez" → "ab***z"). Short names keep less: "abc" → "a***c", "ab" →
 * "a***b", "a" → "a***". Counts characters, not UTF-16 units, so emoji and accents stay whole.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  const keep = chars.length >= 4 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars[chars.length - 1]}`;
}
