/** mulberry32: a tiny seeded PRNG, so every mock run serves the same data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** A stable per-purpose seed, so adding one fixture does not reshuffle the others. */
export function deriveSeed(seed: number, purpose: string): number {
  let hash = seed ^ 0x811c9dc5;
  for (const char of purpose) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
