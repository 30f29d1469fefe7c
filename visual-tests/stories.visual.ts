import { expect, test as base, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { fileURLToPath } from 'node:url';
import { brands, defaultBrand } from '../tokens/src/index';
import { axeTags, storybookUrl } from './browser';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexPath = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);

/**
 * Story tags choose what is shot (tags are in index.json, so nothing loads just to be skipped):
 * - `no-visual`: not shot (say why beside the tag);
 * - `visual-one-width`: layout never depends on the viewport, so desktop only;
 * - `visual-one-brand`: what the story is about does not change with the brand (a machine's
 *   states, a page's layout), so only the default brand is shot. A story of such a file says
 *   `!visual-one-brand` to be shot in every brand (each brand's smoke set).
 * Components and the shell carry neither tag: they are shot in every brand at both widths.
 */
const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

function isShot(story: IndexEntry, brand: string, width: string): boolean {
  if (width !== 'desktop' && story.tags?.includes('visual-one-width')) return false;
  return brand === defaultBrand.name || !story.tags?.includes('visual-one-brand');
}

const referencesDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
  axe?: { run: (context: string, options: object) => Promise<AxeResults> };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core is injected once per page load, not per check: injecting costs more than checking. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as StorybookWindow).axe)))) {
    await page.addScriptTag({ content: axeSource });
  }
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as StorybookWindow).axe!.run('#storybook-root', {
        runOnly: { type: 'tag', values: tags },
      }),
    axeTags,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * One Storybook iframe per worker: loading the preview bundle costs far more than rendering a
 * story, so stories are switched over Storybook's channel, the way its own UI does it.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use, baseURL: storybookUrl });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string, brand: string): Promise<string> {
  const shownBrand = await page.evaluate(() =>
    document.querySelector('[data-brand]')?.getAttribute('data-brand'),
  );
  if (shownBrand !== brand) {
    // Rare (brand is the outer loop): a fresh load with the brand in the URL globals.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand};locale:en`);
  } else {
    await page.evaluate((storyId) => {
      const { __STORYBOOK_ADDONS_CHANNEL__: channel } = window as unknown as StorybookWindow;
      const shownStory = document.documentElement.getAttribute('data-story-state')?.split(':')[1];
      document.documentElement.removeAttribute('data-story-state');
      // Selecting the story already shown renders nothing new, so remount it instead.
      if (shownStory === storyId) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, storyId);
  }
  await page.waitForFunction(
    ({ storyId, brand }) =>
      document.documentElement.getAttribute('data-story-state')?.endsWith(`:${storyId}`) &&
      document.querySelector('[data-brand]')?.getAttribute('data-brand') === brand,
    { storyId, brand },
  );
  // Every bundled face, not only those already asked for: text a play reveals late, or a slow load
  // on a busy machine, would otherwise be shot in the fallback font.
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
  return (await page.evaluate(() => document.documentElement.getAttribute('data-story-state'))) ?? '';
}

// A reference no test compares against any more (a story renamed, removed or narrowed to one
// brand or width) would sit in the repository forever: the run fails until it is deleted.
// eslint-disable-next-line no-empty-pattern -- Playwright insists on a destructured fixtures argument
test('every reference is still shot', ({}, testInfo) => {
  const width = testInfo.project.name;
  const expected = new Set(
    brands.flatMap((brand) =>
      stories
        .filter((story) => isShot(story, brand.name, width))
        .map((story) => path.join(brand.name, `${story.id}.png`)),
    ),
  );
  const widthDir = path.join(referencesDir, width);
  const references = readdirSync(widthDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.png'),
  );
  console.log(`${width}: ${expected.size} shots, ${references.length} references`);
  expect(
    references.filter((file) => !expected.has(file)),
    `references without a shot under ${widthDir}`,
  ).toEqual([]);
});

// Brand is the outer loop so each worker's run of tests rarely switches brand.
for (const brand of brands) {
  // Every story is shot on desktop unless it is another brand's `visual-one-brand` story.
  for (const story of stories.filter((entry) => isShot(entry, brand.name, 'desktop'))) {
    test(`${story.title} › ${story.name} [${brand.name}]`, async ({ storybook: page }, testInfo) => {
      const width = testInfo.project.name;
      test.skip(!isShot(story, brand.name, width), 'one width');

      const state = await showStory(page, story.id, brand.name);
      expect(state, 'the story and its play function finish without an error').toBe(`rendered:${story.id}`);

      const selector =
        (await page.evaluate(() => document.documentElement.getAttribute('data-visual-selector'))) ||
        '[data-story-root]';
      // A story may allow a few pixels whose anti-aliasing differs between runs (it says why).
      const maxDiffPixels = Number(
        await page.evaluate(() => document.documentElement.getAttribute('data-visual-tolerance')),
      );
      const target = page.locator(selector).first();
      await expect(target).toBeVisible();
      await expect(target).toHaveScreenshot([brand.name, `${story.id}.png`], { maxDiffPixels });

      // Colour contrast differs per brand, so axe runs in every brand (once, at desktop width).
      if (width === 'desktop') expect(await axeViolations(page)).toEqual([]);
    });
  }
}
