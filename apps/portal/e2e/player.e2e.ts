import { expect, test, type Page } from '@playwright/test';
import { en } from './support/i18n';
import { smsCodeSentTo, unusedMobile } from './support/outbox';
import { e2eServer, type BrandCode } from './support/server';
import { registerMobileMember, startTrialSession, useSessionToken } from './support/session';

// A player's walk through the portal (ISSUE 10 "Stories and tests"): sign up with the texted code,
// log in, change the default password, favourites, the demo slot, sign out with confirmation;
// trial limits.
// The login, register, game and trial-refused popups are drawn by renderers the portal-popups
// branch plugs in: until then the portal requests them and draws nothing (src/app/popups.tsx).
const POPUPS_PENDING = 'the login/register/game popups have no renderer on main yet (branch portal-popups)';

/** The seeded demo accounts' password (SPEC §9 default weak password; apps/api/README.md). */
const DEFAULT_PASSWORD = '{secret}';

/** Logs in through the header's login popup; a default password is changed on the way (SPEC §9). */
async function logIn(page: Page, username: string, password: string, newPassword?: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('nav:header.login') })
    .click();
  const form = page.getByRole('form', { name: en('auth:login.title') });
  await form.getByLabel(en('auth:login.username'), { exact: true }).fill(username);
  await form.getByLabel(en('auth:login.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: en('auth:login.submit') }).click();
  if (newPassword) {
    const change = page.getByRole('form', { name: en('auth:changePassword.title') });
    await expect(change).toContainText(en('auth:changePassword.defaultPasswordNotice'));
    await change.getByLabel(en('auth:changePassword.newPassword'), { exact: true }).fill(newPassword);
    await change.getByLabel(en('auth:changePassword.confirmNewPassword'), { exact: true }).fill(newPassword);
    await change.getByRole('button', { name: en('auth:changePassword.submit') }).click();
  }
  await expect(page.getByRole('group', { name: en('wallet:balance.label') })).toBeVisible();
}

function balanceChip(page: Page) {
  return page.getByRole('group', { name: en('wallet:balance.label') });
}

test.describe('a new player', () => {
  const password = 'Lagoon2026';
  const lagoon = e2eServer.origin('lagoon');
  /** The header of a signed-in player: the balance, and no log-in button. */
  const expectSignedIn = async (page: Page) => {
    await expect(balanceChip(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: en('nav:header.login') })).toHaveCount(
      0,
    );
  };

  // Until the register popup lands, the contract's client registers (the code read from the SMS
  // outbox) and the portal is opened on that session.
  test('registered with the code texted to their phone is signed in on the portal', async ({ page }) => {
    const { token } = await registerMobileMember(password);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/`);
    await expectSignedIn(page);
  });

  test('favourites a slot with its heart and finds it under /favorite', async ({ page }) => {
    const { token } = await registerMobileMember(password);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/rng`);
    const firstGame = page
      .getByRole('list', { name: en('nav:routes.rng') })
      .getByRole('listitem')
      .first();
    const name = await firstGame.getByRole('button').first().innerText();
    const heart = firstGame.getByRole('button', { name: en('lobby:gameCard.favorite', { name }) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The toggle is optimistic and throttled: the page may only be left once the server has it.
    const saved = page.waitForResponse(
      (response) => response.url().includes('addFavoriteGameV2') && response.ok(),
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await saved;
    await page.goto(`${lagoon}/favorite`);
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test('signs out only after confirming', async ({ page }) => {
    const { token } = await registerMobileMember(password);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/`);
    await expectSignedIn(page);
    const signOut = async () => {
      await page.getByRole('button', { name: en('nav:header.accountMenu') }).click();
      await page.getByRole('menuitem', { name: en('nav:accountMenu.signOut') }).click();
      const confirm = page.getByRole('alertdialog', { name: en('auth:logout.promptTitle') });
      await expect(confirm).toContainText(en('auth:logout.message'));
      return confirm;
    };
    await (await signOut()).getByRole('button', { name: en('auth:logout.cancel') }).click();
    await expectSignedIn(page);
    await (await signOut()).getByRole('button', { name: en('auth:logout.confirm') }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: en('nav:header.login') }),
    ).toBeVisible();
    // Logout clears session storage and puts the merchant code back (SPEC §4).
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')]),
    ).toEqual([null, 'lagoon']);
  });

  test('signs up with the code texted to their phone and is signed in', async ({ page }) => {
    test.fixme(true, POPUPS_PENDING);
    // lagoon registers by mobile number with an SMS code and no captcha (apps/api seed).
    const brand: BrandCode = 'lagoon';
    const mobile = unusedMobile(9, '8');
    await page.goto(`${e2eServer.origin(brand)}/register`);
    const form = page.getByRole('form', { name: en('auth:register.title') });
    await form.getByLabel(en('auth:sms.mobileNumber'), { exact: true }).fill(mobile);
    const sentAfter = new Date();
    await form.getByRole('button', { name: en('auth:sms.sendCode') }).click();
    const code = await smsCodeSentTo(`+66${mobile}`, sentAfter);
    await form.getByLabel(en('auth:sms.verificationCode'), { exact: true }).fill(code);
    await form.getByLabel(en('auth:register.password'), { exact: true }).fill(password);
    await form.getByLabel(en('auth:register.confirmPassword'), { exact: true }).fill(password);
    await form.getByLabel(en('auth:terms.ageAgree', { age: 18 })).check();
    await form.getByRole('button', { name: en('auth:register.submit') }).click();
    await expectSignedIn(page);
  });
});

test.describe('a seeded member', () => {
  // One account, changed by the first test and used by the next: in this order.
  test.describe.configure({ mode: 'serial' });
  const newPassword = 'Aurora2026';

  test('still on the default password must change it at login', async ({ page }) => {
    test.fixme(true, POPUPS_PENDING);
    await page.goto(`${e2eServer.origin('aurora')}/`);
    await logIn(page, 'demomember', DEFAULT_PASSWORD, newPassword);
  });

  test('plays the demo slot and the header balance follows without a reload', async ({ page }) => {
    test.fixme(true, POPUPS_PENDING);
    await page.goto(`${e2eServer.origin('aurora')}/`);
    await logIn(page, 'demomember', newPassword);

    // The in-house demo slot: a spin moves money through the ledger; the header follows without a reload.
    await page.goto(`${e2eServer.origin('aurora')}/bgs`);
    const before = await balanceChip(page).innerText();
    await page
      .getByRole('list', { name: en('nav:routes.bgs') })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .first()
      .click();
    const game = page.frameLocator('iframe');
    const spin = game.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(game.getByRole('status')).not.toBeEmpty();
    await expect(balanceChip(page)).not.toHaveText(before);
  });
});

test.describe('a trial player', () => {
  let token: string;
  test.beforeEach(async ({ page }) => {
    token = await startTrialSession('aurora');
    await useSessionToken(page, 'aurora', token);
  });

  test('is refused the member pages with the real-account message', async ({ page }) => {
    await page.goto(`${e2eServer.origin('aurora')}/member`);
    await expect(page.getByRole('heading', { name: en('status:in_need_true_account') })).toBeVisible();
    await expect(page).toHaveURL(/\/member$/u);
  });

  test('is refused a real game with the real-account message', async ({ page }) => {
    test.fixme(true, POPUPS_PENDING);
    await page.goto(`${e2eServer.origin('aurora')}/rng`);
    const firstGame = page
      .getByRole('list', { name: en('nav:routes.rng') })
      .getByRole('listitem')
      .first();
    await firstGame.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toContainText(en('status:in_need_true_account'));
    await expect(page.frameLocator('iframe').locator('body')).toHaveCount(0);
  });
});
