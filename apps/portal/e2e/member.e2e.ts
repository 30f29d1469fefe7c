import type { Locator, Page } from '@playwright/test';
import { en, requiredField } from './support/i18n';
import { creditedBankDeposit } from './support/operator';
import { e2eServer } from './support/server';
import { apiFor, registerMobileMember, useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// The member centre's own account pages (SPEC §2 member centre): a new lagoon player sets a withdraw
// password in the security centre and withdraws with it; reads a message and the red counts of the
// header and the member centre's menu drop together, without a reload.

const lagoon = e2eServer.origin('lagoon');
const LOGIN_PASSWORD = 'Lagoon2026';
const WITHDRAW_PASSWORD = '135790';
const ACCOUNT = { bankName: 'Kasikornbank', accountNumber: '0457654321', accountName: 'E2E Member' };

/** The security centre's withdraw password form's texts this walk reads. */
type WithdrawPasswordText =
  'title' | 'isSet' | 'notSet' | 'password' | 'current' | 'new' | 'confirm' | 'set' | 'saved';

/** A password field of a form by its label (its accessible name carries "(required)"). */
const field = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: requiredField(label), exact: true });

/** Marks the loaded document, so a test can tell that what it saw came without a reload. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
  return () => page.evaluate(() => document.documentElement.hasAttribute('data-e2e-same-document'));
}

test.describe('a new member', () => {
  test('sets a withdraw password in the security centre and withdraws with it', async ({ page }) => {
    const { token } = await registerMobileMember(LOGIN_PASSWORD);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/member?page=securityCenter`);
    const t = (key: WithdrawPasswordText) => en(`portal:member.security.withdrawPassword.${key}` as const);
    const form = page.getByRole('form', { name: t('title') });
    await expect(form).toContainText(t('notSet'));
    await field(form, t('password')).fill(LOGIN_PASSWORD);
    await field(form, t('new')).fill(WITHDRAW_PASSWORD);
    await field(form, t('confirm')).fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: t('set') }).click();
    await expect(form.getByText(t('saved'))).toBeVisible();
    // The form now changes the password in use: it asks for the current one.
    await expect(form).toContainText(t('isSet'));
    await expect(field(form, t('current'))).toBeVisible();
    await expectAccessible(page);

    // Money to withdraw and an account to receive it, as the back office and the player's bank give them.
    const { api } = apiFor('lagoon', token);
    await api.funds.addWithdrawAccount(ACCOUNT);
    await creditedBankDeposit(api, 100_000);

    // The withdraw form takes the password the security centre set.
    await page.goto(`${lagoon}/member?page=withdraw`);
    const withdraw = page.getByRole('form', { name: en('wallet:withdraw.title') });
    await withdraw.getByRole('radio', { name: /^Kasikornbank \*{4}4321 · E2E Member$/u }).click();
    await field(withdraw, en('wallet:amount.label')).fill('300');
    await field(withdraw, en('wallet:withdraw.password')).fill(WITHDRAW_PASSWORD);
    await withdraw.getByRole('button', { name: en('wallet:withdraw.review') }).click();
    await page.getByRole('button', { name: en('wallet:withdraw.confirm') }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: /^Withdrawal \S+ of \S+300\.00 to Kasikornbank \*{4}4321 · E2E Member requested\.$/u,
      }),
    ).toBeVisible();
  });

  test('reads a message, and the unread counts of the header and the menu drop without a reload', async ({
    page,
  }) => {
    const { token } = await registerMobileMember(LOGIN_PASSWORD);
    await useSessionToken(page, 'lagoon', token);
    await page.goto(`${lagoon}/member?page=messageV2`);
    const list = page.getByRole('list', { name: en('portal:member.messages.list') });
    const unreadMark = en('portal:member.messages.unread');
    const unreadItems = list.getByRole('listitem').filter({ hasText: unreadMark });
    await expect(unreadItems.first()).toBeVisible();
    const sameDocument = await markDocument(page);

    // The badge beside the header's account menu button, and the one beside the menu's messages item.
    const headerBadge = page
      .getByRole('banner')
      .getByRole('button', { name: en('nav:header.accountMenu') })
      .locator('..');
    const menuItem = page
      .getByRole('navigation', { name: en('nav:memberMenu.title') })
      .getByRole('button', { name: new RegExp(`^${en('nav:memberMenu.messages')}`, 'u') });
    const unreadText = (count: number) => en('common:a11y.unreadCount', { count });
    // The server's count: every message of the member, not only this page's.
    const { count } = await apiFor('lagoon', token).api.messages.unreadCount();
    expect(count).toBeGreaterThan(0);
    await expect(headerBadge.getByText(unreadText(count), { exact: true })).toBeAttached();
    await expect(menuItem.getByText(unreadText(count), { exact: true })).toBeAttached();

    await unreadItems.first().locator('summary').click();
    await expect(headerBadge.getByText(unreadText(count - 1), { exact: true })).toBeAttached();
    await expect(menuItem.getByText(unreadText(count - 1), { exact: true })).toBeAttached();
    expect(await sameDocument()).toBe(true);
  });
});
