import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds one database; each test file starts from its own copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Each integration file loads its own database copy and drives a real server over HTTP: that
    // takes seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // scrypt at OWASP cost needs 128 MiB per hash and two cores run everything: limit parallel files.
    maxWorkers: 2,
    // Files share one module graph per worker: each file importing the server afresh cost about as
    // much as its tests. Every file starts its own server on its own database copy, so they share
    // code, not state.
    isolate: false,
    // Its own worker limit needs its own group in the root multi-project run: it runs after the rest.
    sequence: { groupOrder: 1 },
  },
});
