import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { executions } from '@portal/machines';
import { headerBalance } from './support/balance';
import { en } from './support/i18n';
import { spinDemoSlot } from './support/games';
import { creditedBankDeposit } from './support/operator';
import { answeredCaptcha } from './support/outbox';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// Missions, the red envelope and invite friends (SPEC §2 missionLeaderboard, referral, red
// envelope): a lagoon player completes the daily-spins mission (10 real-money rounds today,
// apps/api/src/seed/promotions.ts) on the in-house demo slot, the last round while the member
// centre is open (its list and red count follow through the realtime channel), and claims it,
// then finds the invite link and QR code (lagoon's referral promotion is on); an ember player opens
// the round's one red envelope (ember: one a day, apps/api/src/seed/points.ts), and a second tab
// still showing it is refused.

const lagoon = e2eServer.origin('lagoon');
const ember = e2eServer.origin('ember');
const LOGIN_PASSWORD = 'Lagoon2026';
const DAILY_SPINS = { title: 'Daily spins', rounds: 10 };

/** A new lagoon player with ฿1,000.00 credited by the back office, who plays `rounds` rounds at the slot's least stake. */
async function playerWithRounds(rounds: number): Promise<string> {
  const { token } = await registerMobileMember(LOGIN_PASSWORD);
  const { api } = apiFor('lagoon', token);
  await creditedBankDeposit(api, 100_000);
  // The in-house vendor plays from the main wallet, also on a multi-wallet white label.
  await spinDemoSlot('lagoon', token, { rounds });
  return token;
}

/** A new ember player (username sign-up with a captcha, email and payment password). */
async function emberPlayer(): Promise<string> {
  const api = apiFor('ember');
  const password = 'Ember2026!';
  const username = `env${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const { token } = await api.api.auth.register({
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.com`,
    paymentPassword: '246810',
    ...(await answeredCaptcha(api)),
    registerUrl: `${ember}/register`,
    domain: 'ember.localhost',
    login: true,
  });
  if (!token) throw new Error('registration with login: true returned no token');
  return token;
}

/**
 * Another tab of the same browser, with the announcements already closed as the suite's own page
 * has them (support/test.ts).
 */
async function secondTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.addInitScript(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: 'shownAnnouncementExecutions',
    value: JSON.stringify(executions),
  });
  return tab;
}

test.describe('missions and invite friends on lagoon', () => {
  test('claims a completed mission, the balance rising, and finds the invite link and QR code', async ({
    page,
  }) => {
    const token = await playerWithRounds(DAILY_SPINS.rounds - 1);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/member?page=missionLeaderboard`);
    const missions = page.getByRole('list', { name: en('portal:missions.listLabel') });
    const daily = missions
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: DAILY_SPINS.title, exact: true }) });
    await expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '9 of 10');
    const missionsItem = page
      .getByRole('navigation', { name: en('nav:memberMenu.title') })
      .getByRole('button', { name: new RegExp(`^${en('nav:memberMenu.missionLeaderboard')}`, 'u') });
    const claimable = missionsItem.getByText(en('portal:missions.claimable', { count: 1 }), { exact: true });
    await expect(claimable).toHaveCount(0);
    // The last round, played elsewhere: no reload, the realtime channel brings the count.
    await spinDemoSlot('lagoon', token);
    await expect(claimable).toBeAttached();
    await expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10 of 10');
    await expectAccessible(page);
    const before = await headerBalance(page);
    await daily.getByRole('button', { name: en('portal:missions.claim') }).click();
    await expect(daily.getByRole('status')).toHaveText(/^฿10\.00 credited to your main wallet\.$/u);
    await expect(daily.getByText(en('status:activity.claimed'), { exact: true })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(before + 10_00);
    await expect(claimable).toHaveCount(0);
    await expectAccessible(page);

    // The leaderboard tab, kept in the address.
    await page.getByRole('tab', { name: en('portal:missions.tabs.leaderboard') }).click();
    await expect(page).toHaveURL(/[?&]tab=leaderboard/u);
    await expect(page.getByText(en('portal:missions.leaderboard.myRank'))).toBeVisible();

    await page.goto(`${lagoon}/member?page=referral`);
    const invite = page.getByRole('region', { name: en('portal:referral.inviteTitle') });
    await expect(invite.getByRole('img', { name: en('portal:referral.qrCode') })).toBeVisible();
    await expect(invite.getByRole('textbox', { name: en('portal:referral.inviteLink') })).toHaveValue(
      /^https?:\/\/\S+/u,
    );
    await expect(invite.getByRole('textbox', { name: en('portal:referral.referralCode') })).not.toHaveValue(
      '',
    );
    await expectAccessible(page);
  });
});

test.describe('the red envelope on ember', () => {
  test('opens the round’s envelope once; a second tab still offering it is refused', async ({
    page: first,
  }) => {
    const token = await emberPlayer();
    await useSessionToken(first, 'ember', token);
    await first.goto(`${ember}/`);
    const second = await secondTab(first);
    await useSessionToken(second, 'ember', token);
    await second.goto(`${ember}/`);
    // React in charge before anything is clicked, as the suite's own page waits.
    await second.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const bannerName = en('portal:redEnvelope.bannerTitle');
    await expect(second.getByRole('region', { name: bannerName })).toBeVisible();

    const banner = first.getByRole('region', { name: bannerName });
    await expect(banner).toContainText(en('portal:redEnvelope.remaining', { count: 1 }));
    await expectAccessible(first);
    const before = await headerBalance(first);
    await banner.getByRole('button', { name: en('portal:redEnvelope.openEntry') }).click();
    const dialog = first.getByRole('dialog', { name: en('portal:redEnvelope.title') });
    await dialog.getByRole('button', { name: en('portal:redEnvelope.open') }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^\$\d+\.\d\d credited to your main wallet\.$/u);
    await expect(dialog).toContainText(en('portal:redEnvelope.noneLeft'));
    await expectAccessible(first);
    await dialog.getByRole('button', { name: en('common:actions.close') }).click();
    await expect.poll(() => headerBalance(first)).toBeGreaterThan(before);
    await expect(banner).toHaveCount(0);

    // The other tab still shows the envelope: the server refuses, and the entry goes once closed.
    const stale = second.getByRole('region', { name: bannerName });
    await stale.getByRole('button', { name: en('portal:redEnvelope.openEntry') }).click();
    const refused = second.getByRole('dialog', { name: en('portal:redEnvelope.title') });
    await refused.getByRole('button', { name: en('portal:redEnvelope.open') }).click();
    await expect(refused.getByRole('alert')).toHaveText(en('errors:RED_ENVELOPE_OPENED'));
    await expectAccessible(second);
    await refused.getByRole('button', { name: en('common:actions.close') }).click();
    await expect(stale).toHaveCount(0);
    await second.close();
  });
});
