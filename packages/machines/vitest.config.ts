import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph per worker: each file re-importing the package and its
    // dependencies cost more than its tests (a test that needs fresh modules resets them itself).
    isolate: false,
    // Exploring the largest machines (login, registration) with xstate/graph's cross-check takes
    // seconds on a shared two-core box; the default 5 s would fail them by load, not by behaviour.
    testTimeout: 30_000,
  },
});
