import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph per worker: each file re-importing the package and its
    // dependencies cost more than its tests (a test that needs fresh modules resets them itself).
    isolate: false,
  },
});
