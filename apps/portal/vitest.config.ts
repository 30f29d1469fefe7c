import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A whole-app test waits several times (popup chunk, answer, next screen), each up to the
    // setup's asyncUtilTimeout: the default 5 s for the whole test fails it by load, not behaviour.
    testTimeout: 30_000,
    // The files share one module graph per worker, as in the ui and flows packages: each file
    // importing the whole app afresh cost a third of the project's time. Each test renders its own
    // app with its own client and mock world, so files share code, not state.
    isolate: false,
  },
});
