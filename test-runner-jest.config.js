// Ejected so Debian chromium and its flags reach jest-playwright: no environment variable does it.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--font-render-hinting=none',
  '--gaia-url=http://127.0.0.1:9',
  '--component-updater=url-source=http://127.0.0.1:9',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story's first visit loads the preview bundle; on a busy 2-core machine that can pass jest's 15 s.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
    },
  },
};
