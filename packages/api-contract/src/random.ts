/**
 * The one seeded random generator of the contract package: fixtures, mock data and seeds built
 * from the same seed come out the same on every run and every machine. Headless (no imports),
 * exported as `@portal/api-contract/random`.
 */

export interface Rng {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with the given probability (0 never, 1 always). */
  chance: (probability: number) => boolean;
}

/** mulberry32: 32 bits of state, fast, and good enough for fixtures (not for secrets). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

/**
 * A stable 32-bit seed for one purpose (FNV-1a of the text, mixed with `baseSeed`), so adding one
 * fixture does not reshuffle the others. With the default base it is plain FNV-1a of the text.
 */
export function deriveSeed(purpose: string, baseSeed: number = 0): number {
  let hash = (baseSeed ^ 0x811c9dc5) >>> 0;
  for (let index = 0; index < purpose.length; index += 1)
    hash = Math.imul(hash ^ purpose.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
