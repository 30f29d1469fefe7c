import { headerBalance } from './support/balance';
import { spinDemoSlot } from './support/games';
import { en } from './support/i18n';
import { creditedBankDeposit } from './support/operator';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// The VIP bonus (lagoon's "Pearl" VIP on the default level table, apps/api/src/members/vip.ts): a
// new player whose valid bet reaches level 2 (10,000.00, one round at the slot's highest stake)
// claims its one-off bonus (18.00) on the VIP page; the header balance rises by it.

const lagoon = e2eServer.origin('lagoon');
const LEVEL_2 = { turnover: 1_000_000, bonus: 1_800 };

/** A new lagoon player with ฿10,000.00 deposited and credited, all of it bet in one round. */
async function levelTwoPlayer(): Promise<string> {
  const { token } = await registerMobileMember('Lagoon2026');
  const { api } = apiFor('lagoon', token);
  await creditedBankDeposit(api, LEVEL_2.turnover);
  await spinDemoSlot('lagoon', token, { stake: LEVEL_2.turnover });
  return token;
}

test.describe('the VIP bonus on lagoon', () => {
  test('a player who reached level 2 claims its bonus once, the balance rising', async ({ page }) => {
    await useSessionToken(page, 'lagoon', await levelTwoPlayer());
    await page.goto(`${lagoon}/member?page=vip`);
    const levels = page.getByRole('region', { name: en('portal:vip.levels.title') });
    const claim = levels.getByRole('button', { name: en('portal:vip.bonus.claim', { level: 2 }) });
    await expect(claim).toBeVisible();
    // Level 3 is not reached: nothing to claim there.
    await expect(levels.getByRole('button', { name: /^Claim/u })).toHaveCount(1);
    await expectAccessible(page);
    const before = await headerBalance(page);
    await claim.click();
    await expect(levels.getByText(en('portal:vip.bonus.claimed'), { exact: true })).toBeVisible();
    await expect(levels.getByRole('button', { name: /^Claim/u })).toHaveCount(0);
    await expect.poll(() => headerBalance(page)).toBe(before + LEVEL_2.bonus);
    await expectAccessible(page);
    // Still claimed after a reload: the server keeps it.
    await page.reload();
    await expect(levels.getByText(en('portal:vip.bonus.claimed'), { exact: true })).toBeVisible();
    await expect(levels.getByRole('button', { name: /^Claim/u })).toHaveCount(0);
  });
});
