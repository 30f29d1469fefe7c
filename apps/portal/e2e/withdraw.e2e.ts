import type { Page } from '@playwright/test';
import { MOCK_CAPTCHA_PNG } from '@portal/api-contract/mocks';
import { en, requiredField } from './support/i18n';
import { creditedBankDeposit, operatorCli } from './support/operator';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// A withdrawal from the member centre (SPEC §2 withdraw, §4 "Withdrawal confirmation"): a new
// lagoon player with money and a bound account withdraws; the back office approves and pays it
// out with the operator CLI; the realtime notice opens the confirmation, and the player answers.

const lagoon = e2eServer.origin('lagoon');
const LOGIN_PASSWORD = 'Lagoon2026';
const WITHDRAW_PASSWORD = '246810';
const ACCOUNT = { bankName: 'Kasikornbank', accountNumber: '0451234567', accountName: 'E2E Player' };

/**
 * A new lagoon player ready to withdraw: a withdraw password, a bound account, and ฿1,000.00
 * deposited by bank transfer and credited by the back office (through the operator CLI).
 */
async function playerWithMoney(): Promise<string> {
  const { token } = await registerMobileMember(LOGIN_PASSWORD);
  const { api } = apiFor('lagoon', token);
  await api.funds.setWithdrawPassword({ password: LOGIN_PASSWORD, withdrawPassword: WITHDRAW_PASSWORD });
  await api.funds.addWithdrawAccount(ACCOUNT);
  await creditedBankDeposit(api, 100_000);
  return token;
}

/** Withdraws ฿500.00 to the bound account through the form and its summary; returns its id. */
async function withdraw(page: Page): Promise<string> {
  await page.goto(`${lagoon}/member?page=withdraw`);
  const form = page.getByRole('form', { name: en('wallet:withdraw.title') });
  await form.getByRole('radio', { name: /^Kasikornbank \*{4}4567 · E2E Player$/u }).click();
  await form
    .getByRole('textbox', { name: requiredField(en('wallet:amount.label')), exact: true })
    .fill('500');
  await form
    .getByRole('textbox', { name: requiredField(en('wallet:withdraw.password')), exact: true })
    .fill(WITHDRAW_PASSWORD);
  await form.getByRole('button', { name: en('wallet:withdraw.review') }).click();
  await page.getByRole('button', { name: en('wallet:withdraw.confirm') }).click();
  const requested = page.getByRole('status').filter({ hasText: /^Withdrawal \S+ of .+ requested\.$/u });
  await expect(requested).toBeVisible();
  const withdrawalId = /^Withdrawal (\S+) of/u.exec(await requested.innerText())?.[1] ?? '';
  expect(withdrawalId).not.toBe('');
  // Held at once: first in the page's list, in review.
  await expect(
    page
      .getByRole('region', { name: en('wallet:withdraw.history.title') })
      .getByRole('listitem')
      .first(),
  ).toContainText(withdrawalId);
  await expectAccessible(page);
  return withdrawalId;
}

/** The back office approves and pays it out; the open portal's notice opens its confirmation. */
async function paidOutAndOpened(page: Page, withdrawalId: string) {
  expect(await operatorCli('approve', withdrawalId)).toContain('APPROVED');
  expect(await operatorCli('disburse', withdrawalId)).toContain('DISBURSED');
  const notifications = page.getByRole('region', { name: /^Notifications/u });
  await expect(notifications).toContainText(/^Your withdrawal of .+500\.00 was paid out/u);
  await expectAccessible(page);
  await notifications.getByRole('button', { name: en('wallet:withdraw.notice.action') }).click();
  await expect(page).toHaveURL(`${lagoon}/member?page=withdraw&confirm=${withdrawalId}`);
  const dialog = page.getByRole('dialog', { name: en('wallet:withdrawalConfirmation.title') });
  await expect(dialog).toContainText(/Amount sent: .+500\.00/u);
  await expectAccessible(page);
  return dialog;
}

// The tests here share no state: they run side by side on both workers, not one after another on one.
test.describe.configure({ mode: 'parallel' });

test.describe('a player withdrawing on lagoon', () => {
  test('withdraws, is paid out by the back office, and says only part of it arrived', async ({ page }) => {
    await useSessionToken(page, 'lagoon', await playerWithMoney());
    const withdrawalId = await withdraw(page);
    const dialog = await paidOutAndOpened(page, withdrawalId);
    await dialog.getByRole('radio', { name: en('wallet:withdrawalConfirmation.partlyReceived') }).click();
    await dialog
      .getByRole('textbox', { name: requiredField(en('wallet:withdrawalConfirmation.receivedAmount')) })
      .fill('300');
    await dialog.getByRole('button', { name: en('wallet:withdrawalConfirmation.submit') }).click();
    await expect(dialog.getByRole('status')).toHaveText(en('wallet:withdrawalConfirmation.submitted'));
    await expect(dialog).toContainText(/Partly received \(.+300\.00\)/u);
    // The back office sees the dispute with what arrived.
    const disputed = await operatorCli('withdrawals', 'DISPUTED', '--merchant', 'lagoon');
    expect(disputed).toMatch(new RegExp(`^${withdrawalId}\\s.*\\sDISPUTED\\s+PARTLY_RECEIVED\\s`, 'mu'));
    await dialog.getByRole('button', { name: en('common:actions.close') }).click();
    await expect(
      page
        .getByRole('region', { name: en('wallet:withdraw.confirmations.title') })
        .getByText(en('wallet:withdraw.confirmations.empty')),
    ).toBeVisible();
  });

  test('says a paid-out withdrawal did not arrive, with a picture of the statement as proof', async ({
    page,
  }) => {
    await useSessionToken(page, 'lagoon', await playerWithMoney());
    const withdrawalId = await withdraw(page);
    const dialog = await paidOutAndOpened(page, withdrawalId);
    await dialog.getByRole('radio', { name: en('wallet:withdrawalConfirmation.notReceived') }).click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'statement.png',
      mimeType: 'image/png',
      buffer: Buffer.from(MOCK_CAPTCHA_PNG, 'base64'),
    });
    await dialog.getByRole('button', { name: en('wallet:withdrawalConfirmation.submit') }).click();
    await expect(dialog.getByRole('status')).toHaveText(en('wallet:withdrawalConfirmation.submitted'));
    const disputed = await operatorCli('withdrawals', 'DISPUTED', '--merchant', 'lagoon');
    expect(disputed).toMatch(new RegExp(`^${withdrawalId}\\s.*\\sDISPUTED\\s+NOT_RECEIVED\\s`, 'mu'));
  });
});
