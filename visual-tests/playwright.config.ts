import { defineConfig } from '@playwright/test';
import { visualWidths } from '../tokens/src/foundation';
import { chromiumArgs, chromiumExecutable, storybookUrl } from './browser';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  // References live beside the tests, one folder per width and brand: __screenshots__/desktop/aurora/….png
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Overridable so several runs can work side by side without cleaning each other's output.
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  // A safety net for a story that hangs, above the plays' own waits (preview.tsx): a worker's first
  // story loads the whole preview bundle, over 30 s on a busy 2-core machine, and the stories after
  // it are switched in the same frame within a second or two.
  timeout: 120_000,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // CI=true refuses to create missing references: record them with `npm run test:visual:update`.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: [
    ['dot'],
    ['html', { outputFolder: process.env.VISUAL_REPORT_DIR ?? 'report', open: 'never' }],
    ['json', { outputFile: process.env.VISUAL_REPORT_JSON ?? 'test-results/results.json' }],
  ],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Rendering is deterministic on one chromium build, so no pixel may differ, and the colour
      // tolerance is tiny: Playwright's default (0.2) lets a small token colour change through.
      maxDiffPixels: 0,
      threshold: 0.02,
    },
  },
  use: {
    baseURL: storybookUrl,
    // Each story starts at desktop width and is narrowed to the phone width for its second shot.
    viewport: { width: visualWidths.desktop, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Manila',
    locale: 'en-US',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
});
