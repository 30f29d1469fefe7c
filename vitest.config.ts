import { defineConfig } from 'vitest/config';

// `npm test` runs every package's unit tests in one Vitest process (one report, one worker pool).
// Each project keeps its own vitest.config.ts, so `npx vitest run` inside a package works too.
export default defineConfig({
  test: {
    // Vitest leaves one core idle by default, which on a 2-core machine means one file at a time;
    // most server files wait on the database process, so a worker per core overlaps them.
    maxWorkers: '100%',
    projects: [
      'tokens',
      'packages/*',
      'apps/*',
      // The repository's own checks (lint rules really fire).
      {
        test: {
          name: 'harness',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
