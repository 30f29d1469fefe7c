/** Jackpot figures in minor units (hundredths), so two decimals stay exact. */
export const JACKPOT_MIN = 20_000_000_00;
export const JACKPOT_MAX = 21_000_000_00;
export const JACKPOT_STEP_MIN = 100_00;
export const JACKPOT_STEP_MAX = 500_00;
export const JACKPOT_DELAYS = [3000, 4000, 5000] as const;

export type Rng = () => number;

/** mulberry32: a tiny seeded generator, so a seed always gives the same jackpot story. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rng: Rng, min: number, max: number) {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A start between 20,000,000.00 and 21,000,000.00 inclusive. */
export function jackpotStart(rng: Rng): number {
  return between(rng, JACKPOT_MIN, JACKPOT_MAX);
}

/** The next growth: 100.00 to 500.00, after 3, 4 or 5 seconds. */
export function jackpotStep(rng: Rng): { increment: number; delay: number } {
  const increment = between(rng, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX);
  const delay =
    JACKPOT_DELAYS[Math.min(JACKPOT_DELAYS.length - 1, Math.floor(rng() * JACKPOT_DELAYS.length))] ?? 3000;
  return { increment, delay };
}
