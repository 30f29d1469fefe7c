import { expect, test } from './support/test';
import { en } from './support/i18n';
import { e2eServer } from './support/server';
import { apiFor, startTrialSession, useSessionToken } from './support/session';

// The 10,000-game slot lobby (ISSUE 10 "Lobbies"): search filters it on the server, and the grid
// keeps only the rows near the viewport in the DOM however far the list is scrolled.

const SLOT_LOBBY = `${e2eServer.origin('aurora')}/rng`;

/** "N games found" with any N, from the EN catalogue's own wording. */
const resultCount = new RegExp(
  `^${en('games:search.resultCount', { count: 7 }).replace('7', '[\\d,]+')}$`,
  'u',
);

// The tests here share no state: they run side by side on both workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

let token: string;
test.beforeEach(async ({ page }) => {
  token = await startTrialSession('aurora');
  await useSessionToken(page, 'aurora', token);
});

test('search filters the slot lobby to the games that match', async ({ page }) => {
  const query = 'dragon';
  const api = apiFor('aurora', token);
  const slotCount = async (keyword?: string) =>
    (await api.api.games.list({ gameType: 'RNG', keyword, pageNo: 1, pageSize: 1 })).totalElements;
  // Most of the seeded 10,000-game catalogue is slots.
  const slots = await slotCount();
  expect(slots).toBeGreaterThan(5_000);
  const matching = await slotCount(query);
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(slots);

  await page.goto(SLOT_LOBBY);
  const count = page.getByRole('status').filter({ hasText: resultCount });
  await expect(count).toHaveText(en('games:search.resultCount', { count: slots }));

  await page.getByRole('searchbox', { name: en('games:search.label') }).fill(query);
  await expect(count).toHaveText(en('games:search.resultCount', { count: matching }));
  const names = await page
    .getByRole('list', { name: en('nav:routes.rng') })
    .getByRole('listitem')
    .allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(query);
});

test('scrolling far down the slot lobby keeps the DOM small', async ({ page }) => {
  await page.goto(SLOT_LOBBY);
  const grid = page.getByRole('list', { name: en('nav:routes.rng') });
  const cards = grid.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await grid.hover();
  // Each page is 20 games: scroll until eight pages are loaded into the list.
  let loaded = 0;
  await expect(async () => {
    await page.mouse.wheel(0, 4_000);
    loaded = Number(await cards.last().getAttribute('aria-setsize'));
    expect(loaded).toBeGreaterThanOrEqual(160);
  }).toPass();
  // The rows scrolled past have left the DOM, and what is mounted is a small part of the list.
  expect(Number(await cards.first().getAttribute('aria-posinset'))).toBeGreaterThan(40);
  expect(Number(await cards.last().getAttribute('aria-posinset'))).toBeGreaterThan(120);
  expect(await cards.count()).toBeLessThan(loaded / 2);
});
