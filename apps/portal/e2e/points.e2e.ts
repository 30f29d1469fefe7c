import { balanceChip } from './support/balance';
import { en, requiredField } from './support/i18n';
import { creditedBankDeposit, operatorCli } from './support/operator';
import { answeredCaptcha } from './support/outbox';
import { e2eServer } from './support/server';
import { apiFor, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// The points mall (SPEC §2 point mall, §3 points, §4 redeem status): a new aurora player earns
// points the only way a player does without playing, by a deposit the back office credits (aurora
// gives 100 basis points of a deposit, apps/api/src/seed/points.ts, credited at once by the operator
// CLI's accrue-points instead of the minute job); redeems a reward, which the back office approves with the operator CLI; then
// converts the points left to balance (aurora converts; lagoon keeps points for goods only).

const aurora = e2eServer.origin('aurora');
const LOGIN_PASSWORD = 'Aurora2026';
const WITHDRAW_PASSWORD = '135790';
/** ₱1,000.00 deposited earns 1,000 points at aurora's deposit rate. */
const DEPOSIT = 100_000;
const EARNED = 1_000;

/** A new aurora player with a withdraw password and a credited deposit; waits for its points. */
async function playerWithPoints(): Promise<string> {
  const username = `pt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
  const { token } = await apiFor('aurora').api.auth.register({
    username,
    password: LOGIN_PASSWORD,
    confirmPassword: LOGIN_PASSWORD,
    payeeName: 'Points Player',
    registerUrl: `${aurora}/register`,
    domain: 'aurora.localhost',
    login: true,
    ...(await answeredCaptcha(apiFor('aurora'))),
  });
  if (!token) throw new Error('registration with login: true returned no token');
  const { api } = apiFor('aurora', token);
  await api.funds.setWithdrawPassword({ password: LOGIN_PASSWORD, withdrawPassword: WITHDRAW_PASSWORD });
  await creditedBankDeposit(api, DEPOSIT);
  await operatorCli('accrue-points');
  expect((await api.points.balance()).points).toBe(EARNED);
  return token;
}

const points = (count: number) => new Intl.NumberFormat('en-US').format(count);
const money = (minor: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(minor / 100);

test.describe('a player in the points mall', () => {
  test('redeems a reward, sees it approved, and converts the points left to balance', async ({ page }) => {
    const token = await playerWithPoints();
    const { api } = apiFor('aurora', token);
    await useSessionToken(page, 'aurora', token);
    await page.goto(`${aurora}/pointMall`);
    await expect(page.getByText(en('points:mall.noExpiry'))).toBeVisible();
    await expect(page.getByText(points(EARNED), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Mobile load: 500 points, sent to a mobile number, no betting asked first (the seed).
    const goods = page.getByRole('list', { name: en('points:tabs.goods') });
    await goods.getByRole('button', { name: en('points:mall.redeemFor', { name: 'Mobile load' }) }).click();
    const redeem = page.getByRole('dialog', { name: en('points:mall.redeemFor', { name: 'Mobile load' }) });
    await redeem
      .getByRole('textbox', { name: requiredField(en('points:redeem.mobile')), exact: true })
      .fill('9171234567');
    await redeem
      .getByRole('textbox', { name: requiredField(en('points:move.password')), exact: true })
      .fill(WITHDRAW_PASSWORD);
    await expectAccessible(page);
    await redeem.getByRole('button', { name: en('points:move.submitRedeem') }).click();
    await expect(redeem.getByRole('status')).toHaveText(
      en('points:move.redeemed', { name: 'Mobile load', points: '500' }),
    );
    await expect(redeem).toContainText(en('points:move.pointsLeft', { points: '500' }));
    await redeem.getByRole('button', { name: en('common:actions.close') }).click();

    await page.getByRole('tab', { name: en('points:tabs.history') }).click();
    await expect(page).toHaveURL(`${aurora}/pointMall?tab=history`);
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText('Mobile load');
    await expect(firstRow).toContainText(en('status:redeem.inProcess'));
    await expectAccessible(page);

    // The back office sends it; the history says so after a reload.
    const [redemption] = (await api.points.redeemHistory({})).content;
    expect(redemption?.status).toBe('IN_PROCESS');
    expect(await operatorCli('approve-redeem', redemption?.redeemId ?? '')).toContain('APPROVED');
    await page.reload();
    await expect(page.getByRole('row').nth(1)).toContainText(en('status:redeem.approved'));

    // The 500 points left convert to ₱5.00 (aurora: 100 points = ₱1.00); the header follows.
    const before = (await api.wallet.balance()).balance;
    await expect(balanceChip(page)).toContainText(money(before));
    await page.getByRole('button', { name: en('points:mall.convert') }).click();
    const convert = page.getByRole('dialog', { name: en('points:mall.convert') });
    await convert
      .getByRole('textbox', { name: requiredField(en('points:move.pointsLabel')), exact: true })
      .fill('500');
    await expect(convert).toContainText(en('points:move.receive', { amount: '₱5.00' }));
    await convert
      .getByRole('textbox', { name: requiredField(en('points:move.password')), exact: true })
      .fill(WITHDRAW_PASSWORD);
    await convert.getByRole('button', { name: en('points:move.submitConvert') }).click();
    await expect(convert.getByRole('status')).toHaveText(
      en('points:move.converted', { points: '500', amount: '₱5.00' }),
    );
    await expectAccessible(page);
    // The dialog hides the page from assistive technology: the header is read once it is closed.
    await convert.getByRole('button', { name: en('common:actions.close') }).click();
    await expect(balanceChip(page)).toContainText(money(before + 500));
    expect((await api.wallet.balance()).balance).toBe(before + 500);
    expect((await api.points.balance()).points).toBe(0);
  });
});
