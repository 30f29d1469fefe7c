import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Only a safety net for a test that hangs: its waits (the setup's asyncUtilTimeout) end when
    // what they assert shows, so a busy machine slows a test down without failing it.
    testTimeout: 120_000,
    // The files share one module graph per worker, as in the ui and flows packages: each file
    // importing the whole app afresh cost a third of the project's time. Each test renders its own
    // app with its own client and mock world, so files share code, not state.
    isolate: false,
  },
});
