import { defineConfig } from 'vitest/config';

// `npm test` runs every package's unit tests in one Vitest process (one report, one worker pool).
// Each project keeps its own vitest.config.ts, so `npx vitest run` inside a package works too.
export default defineConfig({
  test: {
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
