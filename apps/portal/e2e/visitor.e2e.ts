import type { Page } from '@playwright/test';
import { en, requiredField } from './support/i18n';
import { loginPopup } from './support/login';
import { captchaAnswers } from './support/outbox';
import { e2eServer } from './support/server';
import { registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// What a visitor meets before signing up (SPEC §1, §6): free play from the header and its limits,
// the live casino's tables (a login first, then the game popup for a member), and the app
// download page with its three QR codes.

/** A text as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const aurora = e2eServer.origin('aurora');
const ember = e2eServer.origin('ember');
const lagoon = e2eServer.origin('lagoon');

const header = (page: Page) => page.getByRole('banner', { includeHidden: true });

// The tests here share no state: they run side by side on both workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

test.describe('a visitor', () => {
  test('cannot reach the page under an open dialog', async ({ page }) => {
    await page.goto(`${lagoon}/`);
    // Found while the open dialog hides the page from assistive technology too.
    const register = header(page).getByRole('button', {
      name: en('nav:header.register'),
      includeHidden: true,
    });
    const spot = await register.boundingBox();
    await register.evaluate((button) => {
      button.addEventListener('click', () => button.setAttribute('data-clicked', ''));
    });
    await header(page)
      .getByRole('button', { name: en('nav:header.login') })
      .click();
    const login = loginPopup(page);
    await expect(login).toBeVisible();

    // On the dimmed page, right where the header's Sign up button lies.
    if (!spot) throw new Error('The Sign up button has no box.');
    await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await expect(login).toBeVisible();
    await expect(register).not.toHaveAttribute('data-clicked');
  });

  test('on a phone, finds the parts of home below the first screen drawn as they come near', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${aurora}/`);
    const winners = page.locator('[data-section="winners"]');
    const footer = page.getByRole('contentinfo');
    // A skipped part keeps its own box; what is inside it is skipped.
    const drawn = (part: typeof footer) =>
      part.evaluate(
        (element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
      );
    // The browser skips their style, layout and paint, yet they are in the page for search and
    // assistive technology.
    await expect.poll(() => drawn(winners)).toBe(false);
    await expect.poll(() => drawn(footer)).toBe(false);
    await expect(footer.getByRole('link', { name: en('nav:footer.feedback') })).toBeAttached();
    await winners.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(winners)).toBe(true);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(footer)).toBe(true);
  });

  test("sees the hot games' last slide, with fewer games, drawn like the others", async ({ page }) => {
    await page.goto(`${ember}/`);
    const hot = page.getByRole('region', { name: en('games:hotGames.title') });
    const slides = hot.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    // Going to the last slide draws every slide the carousel passes on its way.
    await hot.getByRole('button', { name: en('lobby:carousel.goTo', { index: count, count }) }).click();
    const games = (slide: number) => slides.nth(slide).getByRole('listitem', { includeHidden: true });
    await expect(games(count - 1).first()).toBeAttached();
    expect(await games(count - 1).count()).toBeLessThan(await games(0).count());
    const sizes = await slides.evaluateAll((groups) =>
      groups.map((group) => ({
        slide: group.querySelector('ul')?.getBoundingClientRect().height,
        game: group.querySelector('li')?.getBoundingClientRect().width,
      })),
    );
    for (const size of sizes) expect(size).toEqual(sizes[0]);
  });

  test('tries for free, and is refused a real game and the member centre with the real-account message', async ({
    page,
  }) => {
    // Three pages and three accessibility checks: more than the default minute on a busy machine.
    test.slow();
    // aurora offers free play (FREEPLAY3 in apps/api/src/seed/brands.ts).
    await page.goto(`${aurora}/`);
    await header(page)
      .getByRole('button', { name: en('nav:visitor.tryForFree') })
      .click();
    await expect(header(page).getByRole('button', { name: en('nav:header.deposit') })).toBeVisible();
    await expect(header(page).getByRole('button', { name: en('nav:visitor.tryForFree') })).toHaveCount(0);
    await expectAccessible(page);

    // The trial sees the live tables, but taking a seat is refused.
    await page.goto(`${aurora}/live`);
    const table = page
      .getByRole('list', { name: en('portal:visitor.live.tables') })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: en('portal:visitor.live.play') }) })
      .first();
    await table.getByRole('button', { name: en('portal:visitor.live.play') }).click();
    const refused = page.getByRole('alertdialog', { name: en('portal:popups.trialRefusedTitle') });
    await expect(refused).toContainText(en('status:in_need_true_account'));
    await expectAccessible(page);
    await refused.getByRole('button', { name: en('status:in_increase_submit') }).click();
    await expect(refused).toBeHidden();

    await header(page)
      .getByRole('button', { name: en('nav:header.accountMenu') })
      .click();
    await page.getByRole('menuitem', { name: en('nav:accountMenu.myAccount') }).click();
    await expect(page).toHaveURL(/\/member\?page=securityCenter$/u);
    await expect(page.getByRole('heading', { name: en('status:in_need_true_account') })).toBeVisible();
    await expectAccessible(page);
  });

  test('opens the live casino and is asked to log in before taking a seat', async ({ page }) => {
    await page.goto(`${aurora}/live`);
    const tables = page.getByRole('region', { name: en('portal:visitor.live.tables') });
    await expect(tables.getByRole('heading', { name: en('portal:visitor.live.guestTitle') })).toBeVisible();
    // The hosts are open to everyone: the seeded ones, with who is on air.
    const hosts = page.getByRole('list', { name: en('portal:visitor.live.hosts') });
    await expect(hosts.getByRole('listitem')).toHaveCount(9);
    await expectAccessible(page);
    await tables.getByRole('button', { name: en('nav:header.login') }).click();
    const login = page.getByRole('dialog', { name: en('auth:login.title') });
    await expect(login).toContainText(en('errors:NOT_LOGGED_IN'));
  });

  for (const origin of [aurora, ember, lagoon])
    test(`sends feedback from the footer of ${new URL(origin).hostname}, answering the captcha on screen`, async ({
      page,
    }) => {
      const answerCaptcha = captchaAnswers(page);
      await page.goto(`${origin}/`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: en('nav:footer.feedback') })
        .click();
      const popup = page.getByRole('dialog', { name: en('feedback:title') });
      const form = popup.getByRole('form', { name: en('feedback:title') });
      // Sent empty: the popup names what is missing, and sends nothing.
      await form.getByRole('button', { name: en('feedback:submit') }).click();
      await expect(form).toContainText(en('feedback:fieldNames.description'));
      await expectAccessible(page);
      await form.getByRole('button', { name: en('common:actions.ok') }).click();

      await form.getByRole('combobox', { name: requiredField(en('feedback:questionType.label')) }).click();
      await page.getByRole('option', { name: en('feedback:questionType.game') }).click();
      await form
        .getByRole('textbox', { name: requiredField(en('feedback:description.label')) })
        .fill('The lobby search finds no game by its vendor name.');
      await answerCaptcha(form, en('feedback:captcha'));
      await form.getByRole('button', { name: en('feedback:submit') }).click();
      // The popup closes as it sends; the confirmation names the ticket the server filed.
      await expect(popup).toBeHidden();
      // One look at the toast, which closes by itself: the words, with the ticket's number in them.
      const [beforeTicket, afterTicket] = en('feedback:ticket', { ticketId: '\u0000' }).split('\u0000');
      const ticket = new RegExp(
        `${escapeRegExp(beforeTicket ?? '')}FB\\d{8}${escapeRegExp(afterTicket ?? '')}`,
        'u',
      );
      await expect(page.getByRole('status').filter({ hasText: en('feedback:success') })).toContainText(
        ticket,
      );
      await expectAccessible(page);
    });

  test('downloads the app: the iOS, Android and lite app QR codes, each with its install guide', async ({
    page,
  }) => {
    await page.goto(`${aurora}/`);
    await page
      .getByRole('navigation', { name: en('nav:sideMenu.label') })
      .getByRole('link', { name: en('nav:visitor.installGuide') })
      .click();
    await expect(page).toHaveURL(`${aurora}/appDownload`);
    const apps = page.getByRole('list', { name: en('nav:appDownload.title') });
    for (const app of ['ios', 'android', 'lite'] as const) {
      const name = en(`nav:appDownload.${app}`);
      const card = apps.getByRole('article', { name });
      await expect(card.getByRole('img', { name: en('nav:visitor.scanFor', { app: name }) })).toBeVisible();
      await expect(
        card.getByRole('link', { name: en('nav:visitor.downloadApp', { app: name }) }),
      ).toHaveAttribute('href', /^https?:\/\//u);
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
    // Three codes, one for each app: iOS, Android and the lite app.
    await expect(apps.getByRole('img', { name: /^Scan to download: /u })).toHaveCount(3);
    await expectAccessible(page);
  });
});

test.describe('a member', () => {
  test('opens the live casino and launches an open table into the game popup', async ({ page }) => {
    const { token } = await registerMobileMember('Lagoon2026');
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/live`);
    const tables = page.getByRole('list', { name: en('portal:visitor.live.tables') });
    const open = tables
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: en('portal:visitor.live.play') }) })
      .first();
    const tableName = (await open.getByRole('heading').innerText()).trim();
    await expectAccessible(page);
    await open.getByRole('button', { name: en('portal:visitor.live.play') }).click();
    const popup = page.getByRole('dialog', { name: tableName });
    await expect(popup.getByTitle(en('portal:popups.gameFrame', { game: tableName }))).toBeVisible();
  });
});
