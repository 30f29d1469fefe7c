import {
  configureHashing,
  hashingActivity,
  inHashingSlot,
  type HashingSettings,
} from '../../src/security/password';

/**
 * How test servers hash passwords, the same on every machine: one hash at a time with two waiting
 * (a two-core server's default, whatever this machine has), at a cost that takes a fraction of a
 * millisecond, and at the test's own CPU priority. At the production cost (128 MiB and about two
 * seconds a hash here) and the lowest priority, a machine busy with other work starved a single
 * hash for over a minute, and suites failed on timeouts rather than on behaviour. The seeded
 * accounts are hashed at this cost too (global-setup.ts); a stored hash is checked at its own cost.
 */
export const TEST_HASHING: HashingSettings = {
  concurrency: 1,
  queue: 2,
  cost: { N: 2 ** 6, r: 8, p: 1 },
  threadPriority: 0,
};

/**
 * Runs `test` with the process's hashing pool sized as given (tests that count which answers the
 * pool lets through), then puts the settings back.
 */
export async function withHashing<T>(settings: Partial<HashingSettings>, test: () => Promise<T>): Promise<T> {
  const before = configureHashing(settings);
  try {
    return await test();
  } finally {
    configureHashing(before);
  }
}

/**
 * Takes `slots` hashing slots and keeps them until `release()`: requests that hash meet a full
 * pool, queued or shed, for as long as the test needs, however fast this machine hashes.
 */
export function holdHashingSlots(slots: number): { release(): Promise<void> } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: slots }, () => inHashingSlot(() => gate));
  return {
    async release() {
      open();
      await Promise.all(held);
    },
  };
}

export { hashingActivity };
