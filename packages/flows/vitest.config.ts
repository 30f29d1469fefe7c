import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Flow tests run the real client against the mocks: each login or registration encrypts its
    // body (RSA-OAEP) and the mocks decrypt it, which on a shared two-core machine outlasts 5 s.
    testTimeout: 15_000,
    isolate: false,
  },
});
