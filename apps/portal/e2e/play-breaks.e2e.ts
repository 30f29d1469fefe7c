import { openInHouseSlot } from './support/games';
import { en } from './support/i18n';
import { loginPopup, submitLogin } from './support/login';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// Player protection on lagoon: the reality check comes up over the game popup once the member's
// interval has passed (the browser's clock is moved, not waited for), and a self-excluded member is
// refused on another domain of the same merchant with the end of the exclusion.

const lagoon = e2eServer.origin('lagoon');
const PASSWORD = 'Breaks2026';

test.describe('a lagoon player taking breaks', () => {
  test('with a 15-minute reality check sees it over the game, and plays on', async ({ page }) => {
    const { token } = await registerMobileMember(PASSWORD);
    await apiFor('lagoon', token).api.playBreaks.setRealityCheck({ realityCheckMinutes: 15 });
    await page.clock.install();
    await useSessionToken(page, 'lagoon', token);
    const { name } = await openInHouseSlot(page, lagoon);
    await expect(page.getByRole('dialog', { name })).toBeVisible();

    await page.clock.fastForward('15:10');
    const check = page.getByRole('dialog', { name: en('account:playBreaks.realityCheck.dialogTitle') });
    await expect(check).toBeVisible();
    await expect(check).toContainText(en('account:playBreaks.realityCheck.timePlayed'));
    await expect(check).toContainText(/15 min/u);
    // It takes the focus from the game.
    await expect(check.locator(':focus')).toHaveCount(1);
    await expectAccessible(page);
    await check.getByRole('button', { name: en('account:playBreaks.realityCheck.continue') }).click();
    await expect(check).toHaveCount(0);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  });

  test('once self-excluded cannot log in on the merchant’s other domain, and is told until when', async ({
    page,
  }) => {
    const { mobile, token } = await registerMobileMember(PASSWORD);
    const started = await apiFor('lagoon', token).api.playBreaks.start({
      kind: 'SELF_EXCLUSION',
      period: 'MONTHS_6',
      password: PASSWORD,
    });
    // The agent domain is lagoon's too (apps/api/src/seed/seed.ts): the same account, the same refusal.
    await page.goto(lagoon.replace('//lagoon.', '//agent.lagoon.'));
    await submitLogin(page, mobile, PASSWORD);
    const login = loginPopup(page);
    const until = started.endsAt.slice(0, 4);
    await expect(login).toContainText(/You are taking a break from play until /u);
    await expect(login).toContainText(until);
    await expectAccessible(page);
  });
});
