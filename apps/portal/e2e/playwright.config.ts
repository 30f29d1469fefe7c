import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../../visual-tests/browser';
import { e2eServer, repoRoot } from './support/server';

// The end-to-end suite (`npm test`'s "end-to-end" stage): Debian chromium against what `npm start`
// serves (scripts/start.sh: the built portal and the API on one port), on a throwaway, freshly
// seeded embedded database. Brands are reached by host name: http://<brand>.localhost:<port>.
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Spec files run side by side; the tests of one file run in order (each file keeps its own state).
  workers: 2,
  // One retry, reported as flaky (not hidden): a whole-portal walk on a busy 2-core machine can lose a
  // click to a slow frame; a real break fails twice.
  retries: 1,
  // Waits end when what they assert shows, bounded only by what no test should ever need: at a
  // load of 17 on 2 cores a walk's step (a login's hashing, a lazy page, a credit the back office
  // makes) took over 10 s and a whole walk over a minute. The test timeout is a safety net for a
  // hang, not a clock any walk runs against.
  timeout: 300_000,
  expect: { timeout: 45_000, toPass: { timeout: 45_000 } },
  forbidOnly: Boolean(process.env.CI),
  // The ledger audit (operator CLI) against the suite's server, still running then: a difference
  // between balances and entries, or a posting that does not balance, fails the run. Then how many
  // page states axe checked.
  globalTeardown: ['./support/ledger-audit.ts', './support/axe-summary.ts'],
  reporter: [
    ['dot'],
    ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? 'report', open: 'never' }],
    ['json', { outputFile: process.env.E2E_REPORT_JSON ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL: e2eServer.origin('aurora'),
    locale: 'en-US',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: {
    command: e2eServer.command,
    cwd: repoRoot,
    env: e2eServer.env,
    url: `${e2eServer.origin()}/wps/system/status`,
    // Seeding 10,000 games and building the portal (when its sources changed) take about a minute on
    // 2 idle cores, nearly four at a load of 20.
    timeout: 480_000,
    // Only for working on the tests: E2E_REUSE_SERVER=1 with E2E_DATA_DIR naming the running server's
    // data folder (so the run does not wipe it). `npm test` always starts a fresh one.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
