import type { Page } from '@playwright/test';
import { openInHouseSlot } from './support/games';
import { en } from './support/i18n';
import { creditedBankDeposit, operatorCli } from './support/operator';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// Player protection: a new lagoon player follows the deposit page's offer to the limits page, sets
// a 24-hour deposit limit, and is refused a deposit above it with the amount still allowed; another,
// who has lost at the slot today, sets a 24-hour loss limit and is refused the next spin; a third
// sets a session-time limit and, once it is reached, is signed out and told why.

const lagoon = e2eServer.origin('lagoon');

test('a player sets a 24-hour deposit limit and is refused a deposit above it', async ({ page }) => {
  const { token } = await registerMobileMember('Lagoon2026');
  await useSessionToken(page, 'lagoon', token);

  await page.goto(`${lagoon}/member?page=depositv2`);
  await page.getByRole('link', { name: en('account:limits.depositOfferLink') }).click();
  await expect(page).toHaveURL(`${lagoon}/member?page=limits`);
  const form = page.getByRole('form', { name: en('account:limits.form.title') });
  // The 24-hour deposit limit is what the form starts on.
  await expect(form.getByRole('combobox', { name: en('account:limits.form.kind') })).toHaveText(
    en('account:limits.kinds.DEPOSIT'),
  );
  await expect(form.getByRole('combobox', { name: en('account:limits.form.window') })).toHaveText(
    en('account:limits.windows.DAY'),
  );
  await form.getByRole('textbox', { name: en('account:limits.form.amount') }).fill('1000');
  await form.getByRole('button', { name: en('account:limits.form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account:limits.saved.NOW') })).toBeVisible();
  // A table row on a wide page, a card on a narrow one.
  const depositDay = page
    .getByRole('region', { name: en('account:limits.table.caption') })
    .locator('tr, li')
    .filter({ hasText: en('account:limits.kinds.DEPOSIT') })
    .filter({ hasText: en('account:limits.windows.DAY') });
  await expect(depositDay).toContainText(/1,000\.00.*0\.00.*1,000\.00/u);
  await expectAccessible(page);

  await page.goto(`${lagoon}/member?page=depositv2`);
  const deposit = page.getByRole('form', { name: en('wallet:deposit.title') });
  await deposit.getByRole('radio', { name: /^Bank transfer/u }).click();
  const amount = deposit.getByRole('textbox', { name: new RegExp(`^${en('wallet:amount.label')}`, 'u') });
  await amount.fill('1500');
  await deposit.getByRole('button', { name: en('wallet:deposit.submit') }).click();
  await expect(amount).toHaveAccessibleDescription(
    /over your deposit limit: you can deposit up to .1,000\.00 more for now/u,
  );
  await expect(page.getByRole('link', { name: en('account:limits.depositOfferLink') })).toHaveCount(0);
  await expectAccessible(page);
});

/** The first in-house slot of lagoon's /bgs page, opened in the game popup: its frame. */
async function openSlot(page: Page) {
  const { game } = await openInHouseSlot(page, lagoon);
  await expect(game.getByRole('button', { name: en('games:demoSlot.spin') })).toBeEnabled();
  return game;
}

test('a player who lost at the slot sets a 24-hour loss limit and is refused further real-money play', async ({
  page,
}) => {
  const { mobile, token } = await registerMobileMember('Lagoon2026');
  const { api } = apiFor('lagoon', token);
  await creditedBankDeposit(api, 100_000);
  await useSessionToken(page, 'lagoon', token);

  // The reels cannot be chosen, so each stake covers what the player is up by plus the least
  // stake: the first lost spin leaves the day's loss at exactly the least stake, whatever came before.
  let game = await openSlot(page);
  const stake = game.getByRole('spinbutton', { name: en('games:demoSlot.stake') });
  const leastStake = Number(await stake.getAttribute('min'));
  let won = 0;
  for (let spins = 1; won >= 0; spins += 1) {
    expect(spins, 'spins in a row that did not lose').toBeLessThan(20);
    await stake.fill(String(won + leastStake));
    const answered = page.waitForResponse((response) => response.url().endsWith('/demo-game/spin'));
    await game.getByRole('button', { name: en('games:demoSlot.spin') }).click();
    const { value } = (await (await answered).json()) as { value: { stake: number; payout: number } };
    won += value.payout - value.stake;
    await expect(game.getByRole('button', { name: en('games:demoSlot.spin') })).toBeEnabled();
  }
  expect(won).toBe(-leastStake);

  await page.goto(`${lagoon}/member?page=limits`);
  const form = page.getByRole('form', { name: en('account:limits.form.title') });
  await form.getByRole('combobox', { name: en('account:limits.form.kind') }).click();
  await page.getByRole('option', { name: en('account:limits.kinds.LOSS') }).click();
  await expect(form.getByRole('combobox', { name: en('account:limits.form.window') })).toHaveText(
    en('account:limits.windows.DAY'),
  );
  const lost = (leastStake / 100).toFixed(2);
  await form.getByRole('textbox', { name: en('account:limits.form.amount') }).fill(lost);
  await form.getByRole('button', { name: en('account:limits.form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account:limits.saved.NOW') })).toBeVisible();
  const lossDay = page
    .getByRole('region', { name: en('account:limits.table.caption') })
    .locator('tr, li')
    .filter({ hasText: en('account:limits.kinds.LOSS') })
    .filter({ hasText: en('account:limits.windows.DAY') });
  // Limit, used and remaining: the day's loss has reached the limit.
  await expect(lossDay).toContainText(
    new RegExp(`${lost.replace('.', '\\.')}.*${lost.replace('.', '\\.')}.*0\\.00`, 'u'),
  );
  await expectAccessible(page);
  // The back office sees the same through the operator CLI.
  expect(await operatorCli('limits', mobile, '--merchant', 'lagoon')).toContain(
    `LOSS DAY  limit ${leastStake}  used ${leastStake}  remaining 0`,
  );

  game = await openSlot(page);
  const refused = page.waitForResponse((response) => response.url().endsWith('/demo-game/spin'));
  await game.getByRole('button', { name: en('games:demoSlot.spin') }).click();
  expect((await refused).status()).toBe(400);
  await expect(game.getByRole('status')).toContainText(
    en('games:demoSlot.refused', {
      reason: en('validation:playLimitReached', { max: '฿0.00' }),
    }),
  );
});

test('a player whose session-time limit is reached is signed out and told why', async ({ page }) => {
  const { mobile, token } = await registerMobileMember('Lagoon2026');
  await useSessionToken(page, 'lagoon', token);

  await page.goto(`${lagoon}/member?page=limits`);
  const form = page.getByRole('form', { name: en('account:limits.form.title') });
  await form.getByRole('combobox', { name: en('account:limits.form.kind') }).click();
  await page.getByRole('option', { name: en('account:limits.kinds.SESSION') }).click();
  await form.getByRole('textbox', { name: en('account:limits.form.minutes') }).fill('15');
  await form.getByRole('button', { name: en('account:limits.form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account:limits.saved.NOW') })).toBeVisible();
  await expect(
    page.getByText(
      en('account:limits.session.current', { minutes: en('account:limits.minutes', { count: 15 }) }),
    ),
  ).toBeVisible();

  // The quarter of an hour passes without waiting for it: the demo server's operator moves the
  // session's start back (age-sessions), and the limit counts from the start as it always does.
  expect(await operatorCli('age-sessions', mobile, '15', '--merchant', 'lagoon')).toContain(
    '1 open session(s) 15 min older',
  );
  // The next call finds the session ended, unless the realtime channel's periodic check signs the
  // player out first (the Deposit button then goes before it is pressed): either way, the login
  // popup says why.
  const login = page.getByRole('dialog', { name: en('auth:login.title') });
  await Promise.race([
    page
      .getByRole('banner')
      .getByRole('button', { name: en('nav:header.deposit'), exact: true })
      .click(),
    login.waitFor(),
  ]);
  await expect(login).toContainText(en('errors:SESSION_TIME_LIMIT_REACHED'));
  await expect(login).not.toContainText('SESSION_TIME_LIMIT_REACHED');
  await expect(login).not.toContainText(en('errors:NOT_LOGGED_IN'));
  await expectAccessible(page);
  // Signed out: the header offers the login again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: en('nav:header.login') }).first()).toBeVisible();
});
