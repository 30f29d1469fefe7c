import { errors, expect, test as base, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands, defaultBrand } from '../tokens/src/index';
import { visualWidths } from '../tokens/src/foundation';
import { storybookUrl } from './browser';
import {
  axeViolations,
  drawSkippedParts,
  rulesOffWithoutReason,
  svgsBreakingIconRule,
  type AxeRuleSwitch,
} from './checks';

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
 * Every story runs here once per brand it is shot in: rendered at desktop width, its play function,
 * the icon rule and axe (WCAG 2.2 AA on the story's subject, `parameters.visual.selector` when it
 * names one, the story's rule switches honoured), the desktop shot, then the same page narrowed to
 * the phone width and shot again: a layout that does not follow a resize fails there, as it would
 * for a person turning a phone or narrowing a window.
 * Story tags choose what is shot (tags are in index.json, so nothing loads just to be skipped):
 * - `no-visual`: run and checked, not shot (say why beside the tag);
 * - `motion`: run with motion allowed (every other story runs under reduced motion);
 * - `remount-per-width`: shown and played again at the phone width instead of narrowed, because
 *   its play acts on the width (opens the phone's menu) or its subject settles where it mounts (a
 *   centred dialog, a field scrolled into view);
 * - `visual-one-width`: layout never depends on the viewport, so desktop only;
 * - `visual-one-brand`: what the story is about does not change with the brand (a machine's
 *   states, a page's layout), so only the default brand is shot. A story of such a file says
 *   `!visual-one-brand` to be shot in every brand (each brand's smoke set).
 * A component's stories that show the brand's look (variants, tones, error and disabled states, an
 * open overlay) are shot in every brand; those about behaviour, layout, sizing or content, which
 * differ between brands only in colours another story of the component already shows, say
 * `visual-one-brand` (the file's meta says which story carries the look). The shell carries neither
 * tag. Axe runs in every brand a story is shot in (colour contrast differs per brand).
 */
const stories = entries.filter((entry) => entry.type === 'story');

type Width = keyof typeof visualWidths;
const widths = Object.keys(visualWidths) as Width[];
const viewports: Record<Width, { width: number; height: number }> = {
  desktop: { width: visualWidths.desktop, height: 800 },
  mobile: { width: visualWidths.mobile, height: 844 },
};

function isShot(story: IndexEntry, brand: string, width: Width): boolean {
  if (story.tags?.includes('no-visual')) return false;
  if (width !== 'desktop' && story.tags?.includes('visual-one-width')) return false;
  return brand === defaultBrand.name || !story.tags?.includes('visual-one-brand');
}

/** Shot at some width, or the one run every story gets (the default brand). */
function isRun(story: IndexEntry, brand: string): boolean {
  return brand === defaultBrand.name || widths.some((width) => isShot(story, brand, width));
}

const referencesDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
  __STORYBOOK_PREVIEW__: {
    storyStore: {
      loadStory: (options: { storyId: string }) => Promise<{
        parameters: { a11y?: { config?: { rules?: AxeRuleSwitch[] } } };
      }>;
    };
  };
}

/** The axe rules a story switches off (`parameters.a11y.config.rules`), as Storybook's a11y panel reads them. */
function storyAxeRules(page: Page, storyId: string): Promise<AxeRuleSwitch[]> {
  return page.evaluate(async (storyId) => {
    const { __STORYBOOK_PREVIEW__: preview } = window as unknown as StorybookWindow;
    const story = await preview.storyStore.loadStory({ storyId });
    return (story.parameters.a11y?.config?.rules ?? []).map(({ id, enabled, reason }) => ({
      id,
      enabled,
      ...(reason === undefined ? {} : { reason }),
    }));
  }, storyId);
}

/** What the page logged as errors while the story now shown ran (a failed play's message among them). */
const errorsShown = new WeakMap<Page, string[]>();

/**
 * One Storybook iframe per worker: loading the preview bundle costs far more than rendering a
 * story, so stories are switched over Storybook's channel, the way its own UI does it.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use, baseURL: storybookUrl });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      errorsShown.set(page, errors);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const storyUrl = (storyId: string, brand: string) =>
  `/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand};locale:en`;

async function showStory(page: Page, storyId: string, brand: string): Promise<string> {
  errorsShown.get(page)?.splice(0);
  const shownBrand = await page.evaluate(() =>
    document.querySelector('[data-brand]')?.getAttribute('data-brand'),
  );
  if (shownBrand !== brand) {
    // Rare (brand is the outer loop): a fresh load with the brand in the URL globals.
    await page.goto(storyUrl(storyId, brand));
  } else {
    await page.evaluate((storyId) => {
      const { __STORYBOOK_ADDONS_CHANNEL__: channel } = window as unknown as StorybookWindow;
      const shownStory = document.documentElement.getAttribute('data-story-state')?.split(':')[1];
      document.documentElement.removeAttribute('data-story-state');
      document.documentElement.removeAttribute('data-story-phase');
      // Every story starts at the top, as on a fresh load: a scroll left by the story before (an
      // element shot scrolled into view) would move where the subject's sub-pixel edges round.
      window.scrollTo(0, 0);
      // Selecting the story already shown renders nothing new, so remount it instead.
      if (shownStory === storyId) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, storyId);
    const takenUp = await page
      .waitForFunction(
        (storyId) => document.documentElement.getAttribute('data-story-phase')?.endsWith(`:${storyId}`),
        storyId,
        { timeout: 30_000 },
      )
      .then(() => true)
      .catch((error: unknown) => {
        // Only the bound running out means a lost switch; a closed page fails the test as it is.
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      });
    if (!takenUp) {
      // A switch the preview never took up: the story loads afresh, and must finish from there as
      // a first one does.
      console.warn(`${storyId} [${brand}]: the story switch was not taken up in 30 s; loading it afresh`);
      await page.goto(storyUrl(storyId, brand));
    }
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
// brand or width) would sit in the repository forever: the run fails, naming every such file,
// until they are deleted. It needs no browser (only index.json and the files), and it holds for any
// filtered run too, since what is shot is read from every story's tags, not from the tests run.
test('every reference is still shot', () => {
  const shots = new Map<string, number>();
  const expected = new Set<string>();
  for (const width of widths)
    for (const brand of brands) {
      const shot = stories.filter((story) => isShot(story, brand.name, width));
      shots.set(`${width} ${brand.name}`, shot.length);
      for (const story of shot) expected.add(path.join(width, brand.name, `${story.id}.png`));
    }
  const references = readdirSync(referencesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.png'),
  );
  const counts = [...shots].map(([folder, count]) => `${folder} ${count}`).join(', ');
  console.log(`Visual shots: ${expected.size} (${counts}); ${references.length} references`);
  expect(
    references.filter((file) => !expected.has(file)).sort(),
    `references under ${referencesDir} that no story shoots (delete them)`,
  ).toEqual([]);
});

/** The story's subject (see showStory's caller), at the page's present width, against its reference. */
async function expectShot(
  page: Page,
  story: IndexEntry,
  brand: string,
  width: Width,
  subject: string | null,
) {
  // A story may allow a few pixels whose anti-aliasing differs between runs (it says why).
  const maxDiffPixels = Number(
    await page.evaluate(() => document.documentElement.getAttribute('data-visual-tolerance')),
  );
  await drawSkippedParts(page);
  const target = page.locator(subject || '[data-story-root]').first();
  await expect(target).toBeVisible();
  await expect(target).toHaveScreenshot([width, brand, `${story.id}.png`], { maxDiffPixels });
}

// Brand is the outer loop so each worker's run of tests rarely switches brand.
for (const brand of brands) {
  for (const story of stories.filter((entry) => isRun(entry, brand.name))) {
    test(`${story.title} › ${story.name} [${brand.name}]`, async ({ storybook: page }) => {
      await page.setViewportSize(viewports.desktop);
      // Shots are taken under reduced motion; a story about moving content says `motion`.
      await page.emulateMedia({ reducedMotion: story.tags?.includes('motion') ? 'no-preference' : 'reduce' });
      const state = await showStory(page, story.id, brand.name);
      expect(
        state,
        `the story and its play function finish without an error; the page logged:\n${(errorsShown.get(page) ?? []).join('\n').slice(0, 3_000)}`,
      ).toBe(`rendered:${story.id}`);

      // What the story is about: the region its parameters name (a page's section, a dialog), else
      // the whole story. It is shot and checked by axe; the rest of the page has stories of its own.
      const subject = await page.evaluate(() =>
        document.documentElement.getAttribute('data-visual-selector'),
      );
      if (isShot(story, brand.name, 'desktop')) await expectShot(page, story, brand.name, 'desktop', subject);

      const rules = await storyAxeRules(page, story.id);
      expect(rulesOffWithoutReason(rules), 'axe rules switched off without a reason').toEqual([]);
      expect(await svgsBreakingIconRule(page, '#storybook-root'), 'svgs neither named nor hidden').toEqual(
        [],
      );
      // A play may close its subject (a dialog dismissed): then what is left is the story's root.
      const context = subject && (await page.locator(subject).count()) > 0 ? subject : '#storybook-root';
      expect(await axeViolations(page, { context, rules })).toEqual([]);

      if (isShot(story, brand.name, 'mobile')) {
        await page.setViewportSize(viewports.mobile);
        if (story.tags?.includes('remount-per-width'))
          expect(
            await showStory(page, story.id, brand.name),
            'the story and its play at the phone width',
          ).toBe(`rendered:${story.id}`);
        // Two frames: the resize's layout, then what observers of it (a virtualised grid) render.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await expectShot(page, story, brand.name, 'mobile', subject);
      }
    });
  }
}
