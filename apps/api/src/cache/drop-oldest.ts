/**
 * Drops a Map's oldest entries (first in insertion order) while `over()` holds: the bound of every
 * in-memory cache here. `drop` removes one entry (by default from the Map itself).
 */
export function dropOldest<K, V>(
  map: Map<K, V>,
  over: () => boolean,
  drop: (key: K, value: V) => void = (key) => map.delete(key),
): void {
  for (const [key, value] of map) {
    if (!over()) return;
    drop(key, value);
  }
}
